import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../../src/components/Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Collection Enable Select', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Collection Enable Select' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Collection Enable Select'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const ErrorShown: Story = {
  args: {
    label: 'I accept the General Terms and Conditions',
    required: true,
    error: 'Terms and Condition is required',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Terms and Condition is required');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const Dark: Story = { ...Default, parameters: { kit: { mode: 'dark' } } };
export const RightToLeft: Story = {
  args: { label: 'تفعيل الاختيار' },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
};

/** Don't: checkboxes for choices that exclude each other. */
export const DontCheckboxesForOneChoice: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Checkbox label="Individual seller" defaultChecked />
      <Checkbox label="Company seller" defaultChecked />
    </div>
  ),
};
