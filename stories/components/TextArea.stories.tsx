import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from '../../src/components/TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Description', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await userEvent.type(box, 'Fresh produce{enter}Daily');
    await expect(box).toHaveValue('Fresh produce\nDaily');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = { args: { defaultValue: 'Groceries and household goods.' } };

export const ErrorShown: Story = {
  args: { required: true, error: 'Description is required' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Description is required');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked' } };
export const Dark: Story = { ...ErrorShown, parameters: { kit: { mode: 'dark' } } };

/** Don't: a text area for a name. */
export const DontTextAreaForName: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <div style={{ maxWidth: '32rem' }}>
      <TextArea label="Store name" />
    </div>
  ),
};
