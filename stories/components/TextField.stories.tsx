import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../../src/components/TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Username', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Typing: Story = {
  name: 'Typing (interaction)',
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }: Context) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'asha');
    await expect(input).toHaveValue('asha');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const Filled: Story = { args: { defaultValue: 'asha.rao' } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const WithHint: Story = {
  args: { label: 'Subdomain for Business', hint: 'Lowercase letters and digits, e.g. acme' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Subdomain for Business' });
    await expect(input).toHaveAccessibleDescription('Lowercase letters and digits, e.g. acme');
  },
};

export const ErrorShown: Story = {
  args: { required: true, error: 'Username is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Username is required');
  },
};

export const Email: Story = {
  args: { label: 'Office Email', type: 'email', defaultValue: 'office@acme.in' },
};

/** Not usable right now, and the hint says until when: dimmed, its border faint. */
export const Disabled: Story = {
  args: { label: 'Store code', hint: 'Choose a store first', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Store code' })).toBeDisabled();
  },
};

/** A value to read, not to change here: full text colour, dashed border, and why, with a lock. */
export const ReadOnly: Story = {
  args: {
    label: 'Billing Name',
    defaultValue: 'Acme Retail Pvt Ltd',
    readOnlyReason: 'The legal name given at registration; it cannot be changed here',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Billing Name' });
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toHaveAccessibleDescription(
      'The legal name given at registration; it cannot be changed here',
    );
  },
};

export const Dark: Story = { ...ErrorShown, parameters: { kit: { mode: 'dark' } } };

export const RightToLeft: Story = {
  // Schemas pass i18n keys; the field translates them.
  args: { label: 'اسم المستخدم', required: true, error: 'validation.login.usernameRequired' },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'اسم المستخدم' });
    await expect(input).toHaveAccessibleDescription('اسم المستخدم مطلوب');
  },
};

/** Don't: the placeholder as the only label. */
export const DontPlaceholderAsLabel: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <input placeholder="Username" aria-label="Username" />,
};

/** Don't: a fixed value shown disabled, without a reason. */
export const DontDisabledForFixed: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <TextField label="Billing Name" defaultValue="Acme Retail Pvt Ltd" disabled />,
};
