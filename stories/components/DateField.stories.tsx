import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DateField } from '../../src/components/DateField';
import { TextField } from '../../src/components/TextField';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  args: { label: 'Date of Birth', min: '1901-07-01', max: '2007-01-01', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of Birth');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAttribute('min', '1901-07-01');
    await expect(input).toHaveAttribute('max', '2007-01-01');
  },
};

export const Filled: Story = {
  args: { defaultValue: '1990-04-15' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Date of Birth')).toHaveValue('1990-04-15');
  },
};

export const ErrorShown: Story = {
  args: { required: true, error: 'Date of birth is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of Birth');
    await expect(input).toHaveAccessibleDescription('Date of birth is required');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '1985-12-01' } };
export const Dark: Story = { ...Filled, parameters: { kit: { mode: 'dark' } } };

/** Don't: a date typed into a text field. */
export const DontTextForDate: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <div style={{ maxWidth: '20rem' }}>
      <TextField label="Date of Birth" placeholder="dd/mm/yyyy" />
    </div>
  ),
};
