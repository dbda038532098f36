import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from '../../src/components/Switch';
import { Button } from '../../src/components/Button';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Allow Varient', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Allow Varient' });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: { hint: 'Shows the variant block: name and display type' },
};

export const ErrorShown: Story = {
  args: { error: 'Please Enter Varient Header' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch');
    await expect(control).toHaveAccessibleDescription('Please Enter Varient Header');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch');
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { ...On, parameters: { kit: { mode: 'dark' } } };

export const RightToLeft: Story = {
  args: { label: 'السماح بالمتغيرات', defaultChecked: true },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch');
    const label = within(canvasElement).getByText('السماح بالمتغيرات');
    // The switch comes first in reading order: on the right in RTL.
    await expect(control.getBoundingClientRect().left).toBeGreaterThan(
      label.getBoundingClientRect().left,
    );
  },
};

/** Don't: a switch that only applies after Save. */
export const DontSwitchThatWaits: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <Switch label="Allow Varient" defaultChecked />
      <Button>Save</Button>
    </div>
  ),
};
