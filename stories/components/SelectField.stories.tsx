import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField } from '../../src/components/SelectField';

const provinces = [
  { value: 'KA', label: 'Karnataka' },
  { value: 'MH', label: 'Maharashtra' },
  { value: 'TN', label: 'Tamil Nadu' },
];

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  args: { label: 'Province', placeholder: 'Select Province', options: provinces, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Province' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'TN');
    await expect(select).toHaveValue('TN');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = { args: { defaultValue: 'MH' } };

export const ErrorShown: Story = {
  args: { required: true, error: 'Province is required' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Province' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Province is required');
  },
};

export const Disabled: Story = {
  args: { label: 'Country', options: [{ value: 'IND', label: 'India' }], disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toBeDisabled();
  },
};

export const Dark: Story = { ...ErrorShown, parameters: { kit: { mode: 'dark' } } };
export const RightToLeft: Story = {
  args: { label: 'المحافظة', placeholder: 'اختر' },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
};

/** Don't: a required select that starts on its first option. */
export const DontPreselectedRequired: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <div style={{ maxWidth: '24rem' }}>
      <SelectField label="Province" required options={provinces} />
    </div>
  ),
};
