import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from '../../src/components/RadioGroup';
import { SelectField } from '../../src/components/SelectField';

const genders = [
  { value: '2', label: 'Male' },
  { value: '3', label: 'Female' },
  { value: '4', label: 'Others' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Gender', options: genders, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Gender' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Male' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('3');
  },
};

export const Filled: Story = { args: { defaultValue: '4' } };

export const Horizontal: Story = {
  args: {
    label: 'Type',
    orientation: 'horizontal',
    options: [
      { value: '1', label: 'Individual' },
      { value: '2', label: 'Organization' },
    ],
    defaultValue: '1',
  },
};

export const ErrorShown: Story = {
  args: { required: true, error: 'Gender is required' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Gender' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Gender is required');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '3' } };
export const Dark: Story = { ...ErrorShown, parameters: { kit: { mode: 'dark' } } };
export const RightToLeft: Story = {
  args: {
    label: 'الجنس',
    options: [
      { value: '2', label: 'ذكر' },
      { value: '3', label: 'أنثى' },
      { value: '4', label: 'آخر' },
    ],
  },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
};

/** Don't: three choices hidden in a select. */
export const DontSelectForFewChoices: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <div style={{ maxWidth: '20rem' }}>
      <SelectField label="Gender" placeholder="Select" options={genders} />
    </div>
  ),
};
