import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RegisterForm } from '../../src/account/RegisterForm';
import { findMessage } from './queries';

const TAKEN = 'admin@acme.example.com';

const meta = {
  title: 'Account/Register',
  component: RegisterForm,
  args: {
    onSubmit: fn(),
    onUsernameBlur: fn(),
    checkUsername: fn(async (username: string) => username === TAKEN),
    usernameCheckDelay: 150,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '9876543210',
  username: 'asha.rao',
  password: 'Secret#2024',
  confirmPassword: 'Secret#2024',
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Phone/)).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '#/auth/login',
    );
  },
};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Password strength: Strong')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByLabelText(/^First Name/)).toHaveAccessibleDescription(
      'First Name is required',
    );
    await expect(canvas.getByLabelText(/^Phone/)).toHaveAccessibleDescription('Phone is required');
    await expect(canvas.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      'Username is required',
    );
    await expect(
      canvas.getByLabelText(/^Password/, { selector: 'input' }),
    ).toHaveAccessibleDescription(/Password is required/);
    await expect(
      canvas.getByLabelText(/^Confirm Password/, { selector: 'input' }),
    ).toHaveAccessibleDescription('Confirm Password is required');
    await expect(canvas.getByLabelText(/^Last Name/)).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TakenUsername: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByLabelText(/^Username/);
    await userEvent.type(username, TAKEN);
    await userEvent.tab();
    await waitFor(() => expect(username).toHaveValue(''), { timeout: 3000 });
    await expect(args.checkUsername).toHaveBeenCalledWith(TAKEN, expect.any(AbortSignal));
    await expect(username).toHaveAccessibleDescription('Username Already Exist');
    await expect(username).toHaveFocus();
    await expect(args.onUsernameBlur).toHaveBeenCalledWith(TAKEN);
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Secret#1');
    const confirm = canvas.getByLabelText(/^Confirm Password/, { selector: 'input' });
    await userEvent.type(confirm, 'Secret#2');
    await userEvent.tab();
    await expect(confirm).toHaveValue('');
    await expect(confirm).toHaveAccessibleDescription('Password mismatch');
  },
};

export const Busy: Story = {
  args: { defaultValues: filled, submitting: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Register' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { defaultValues: filled, serverError: 'Username Already Exist' },
  play: async ({ canvasElement }) => {
    await findMessage(canvasElement, 'alert', 'Username Already Exist');
  },
};

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
  ...ValidationErrors,
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل' }));
    await expect(canvas.getByLabelText(/^الاسم الأول/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Dark: Story = { ...ValidationErrors, parameters: { kit: { mode: 'dark' } } };
