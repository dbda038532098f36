import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActivationNotice } from '../../src/account/ActivationNotice';
import { SignInForm } from '../../src/account/SignInForm';
import { findMessage } from './queries';

const meta = {
  title: 'Account/SignIn',
  component: SignInForm,
  args: { onSubmit: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '#/auth/Register',
    );
    await expect(canvas.queryByText('Username is required')).toBeNull();
  },
};

export const Filled: Story = {
  args: { defaultValues: { username: 'admin@acme.example.com', password: 'Demo@1234' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'admin@acme.example.com',
      password: 'Demo@1234',
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const username = canvas.getByLabelText(/^Username/);
    await expect(username).toHaveAccessibleDescription('Username is required');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveFocus();
    await expect(
      canvas.getByLabelText(/^Password/, { selector: 'input' }),
    ).toHaveAccessibleDescription('Password is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { submitting: true, defaultValues: { username: 'asha', password: 'Secret#1' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Sign In' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    serverError: 'Invalid username or password',
    defaultValues: { username: 'asha', password: 'wrong' },
  },
  play: async ({ canvasElement }) => {
    const alert = await findMessage(canvasElement, 'alert', 'Invalid username or password');
    await expect(alert).toHaveAttribute('data-tone', 'danger');
  },
};

export const VerifiedCompany: Story = {
  args: { notice: <ActivationNotice status="success" kind="company" /> },
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByText(
      'Your Email is Verified. Now you can login your admin account',
    );
    await expect(message).toBeVisible();
    await expect(message.closest('[role="status"]')).toHaveAttribute('data-tone', 'success');
  },
};

export const VerifiedSeller: Story = {
  args: { notice: <ActivationNotice status="success" kind="seller" /> },
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByText(
      'Your Email is Verified. Now you can login your seller account',
    );
    await expect(message).toBeVisible();
    await expect(message.closest('[role="status"]')).toHaveAttribute('data-tone', 'success');
  },
};

export const ActivationFailed: Story = {
  args: {
    notice: (
      <ActivationNotice
        status="error"
        kind="company"
        error="This activation link is invalid, expired or already used"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await findMessage(canvasElement, 'alert', /We could not verify your email/);
  },
};

/** The card at a 320 px wide phone: nothing overflows sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const RightToLeft: Story = {
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(canvas.getByLabelText(/^اسم المستخدم/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Dark: Story = {
  ...ValidationErrors,
  args: { serverError: 'Invalid username or password' },
  parameters: { kit: { mode: 'dark' } },
};
