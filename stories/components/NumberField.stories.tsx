import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from '../../src/components/NumberField';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'Phone', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '09876');
    await expect(input).toHaveValue('09876');
  },
};

export const Filled: Story = { args: { defaultValue: '9876543210' } };

export const NativeNumber: Story = {
  args: { label: 'CGST', type: 'number', inputMode: 'decimal', defaultValue: 9, min: 0, step: 0.5 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'CGST' });
    await userEvent.clear(input);
    await userEvent.type(input, '12.5');
    await expect(input).toHaveValue(12.5);
  },
};

export const ErrorShown: Story = {
  args: { required: true, error: 'Phone is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Phone is required');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '1000' } };
export const Dark: Story = { ...ErrorShown, parameters: { kit: { mode: 'dark' } } };

/** Don't: a phone number in a number input with its arrows. */
export const DontArrowsForPhone: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <label style={{ display: 'grid', gap: '0.25rem', maxWidth: '20rem' }}>
      Phone
      <input type="number" defaultValue={9820012345} />
    </label>
  ),
};
