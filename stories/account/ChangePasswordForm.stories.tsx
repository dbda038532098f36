import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangePasswordForm } from '../../src/account/ChangePasswordForm';
import { findMessage } from './queries';

const meta = {
  title: 'Account/ChangePassword',
  component: ChangePasswordForm,
  args: { onSubmit: fn(), kind: 'company' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const newPassword = (el: HTMLElement) =>
  within(el).getByLabelText(/^New Password/, { selector: 'input' });
const confirmPassword = (el: HTMLElement) =>
  within(el).getByLabelText(/^Confirm Password/, { selector: 'input' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expect(canvas.getByText('Set a new password for your admin account.')).toBeVisible();
  },
};

export const Seller: Story = {
  args: { kind: 'seller' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Set a new password for your seller account.'),
    ).toBeVisible();
  },
};

export const Filled: Story = {
  args: { defaultValues: { password: 'New#pass2024', confirmPassword: 'New#pass2024' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(confirmPassword(canvasElement), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: 'New#pass2024',
      confirmPassword: 'New#pass2024',
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change Password' }));
    await expect(newPassword(canvasElement)).toHaveAccessibleDescription(/Password is required/);
    await expect(confirmPassword(canvasElement)).toHaveAccessibleDescription(
      'Confirm Password is required',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordNotMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(newPassword(canvasElement), 'New#pass1');
    await userEvent.type(confirmPassword(canvasElement), 'New#pass2');
    await userEvent.tab();
    await expect(confirmPassword(canvasElement)).toHaveValue('');
    await expect(confirmPassword(canvasElement)).toHaveAccessibleDescription('Password Not Match');
  },
};

export const Busy: Story = {
  args: {
    submitting: true,
    defaultValues: { password: 'New#pass1', confirmPassword: 'New#pass1' },
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Change Password' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    serverError: 'Password Not Match',
    defaultValues: { password: 'a', confirmPassword: 'a' },
  },
  play: async ({ canvasElement }) => {
    const alert = await findMessage(canvasElement, 'alert', 'Password Not Match');
    await expect(alert).toHaveAttribute('data-tone', 'danger');
  },
};

export const RightToLeft: Story = {
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'تغيير كلمة المرور' }),
    ).toBeVisible();
  },
};

export const Dark: Story = { ...ValidationErrors, parameters: { kit: { mode: 'dark' } } };
