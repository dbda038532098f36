import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from '../../src/components/PasswordField';
import { TextField } from '../../src/components/TextField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', autoComplete: 'current-password', onVisibleChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 's3cret');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show Password' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('s3cret');
    await expect(args.onVisibleChange).toHaveBeenCalledWith(true);
  },
};

export const Shown: Story = { args: { defaultVisible: true, defaultValue: 'Acme@2024' } };

export const ErrorShown: Story = {
  args: { required: true, error: 'Password is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Password is required');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'hidden' } };
export const Dark: Story = { ...Default, parameters: { kit: { mode: 'dark' } } };

export const RightToLeft: Story = {
  args: { label: 'كلمة المرور' },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'إظهار كلمة المرور' });
    const input = canvas.getByLabelText('كلمة المرور', { selector: 'input' });
    // The toggle sits at the inline end: the left edge in RTL.
    await expect(toggle.getBoundingClientRect().left).toBeLessThan(
      input.getBoundingClientRect().left + input.getBoundingClientRect().width / 2,
    );
  },
};

/** Don't: a password in a plain text field. */
export const DontPasswordAsText: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <div style={{ maxWidth: '24rem' }}>
      <TextField label="Password" defaultValue="Acme@2025" />
    </div>
  ),
};
