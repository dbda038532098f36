import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortableList, type SortableListItem } from '../../src/components/SortableList';
import { NumberField } from '../../src/components/NumberField';
import { TextField } from '../../src/components/TextField';

const items: SortableListItem[] = [
  { id: 'shipping', title: 'Free shipping', description: 'On every order over ₹500' },
  { id: 'returns', title: 'Easy returns', description: 'Within 30 days of delivery' },
  { id: 'payment', title: 'Secure payment', description: 'Cards, UPI and net banking' },
];

/** The list's polite live region (the kit frame may hold other status regions). */
function announcement(canvasElement: HTMLElement) {
  const regions = within(canvasElement).getAllByRole('status');
  const own = regions.find((region) => region.parentElement?.querySelector('[data-part="add"]'));
  if (!own) throw new Error('SortableList live region not found');
  return own;
}

function titles(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole('textbox', { name: /^Title \d+$/ })
    .map((input) => (input as HTMLInputElement).value);
}

const meta = {
  title: 'Components/SortableList',
  component: SortableList,
  args: { defaultItems: items, onChange: fn() },
} satisfies Meta<typeof SortableList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Rows' })).toBeInTheDocument();
    await expect(titles(canvasElement)).toEqual([
      'Free shipping',
      'Easy returns',
      'Secure payment',
    ]);
  },
};

export const AddRow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add row' }));
    const title = canvas.getByRole('textbox', { name: 'Title 4' });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.type(title, 'Gift wrap');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ title: 'Gift wrap', description: '' })]),
    );
    await expect(announcement(canvasElement)).toHaveTextContent('Row 4 added');
  },
};

export const RemoveRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove row 1' }));
    await expect(titles(canvasElement)).toEqual(['Easy returns', 'Secure payment']);
    await expect(announcement(canvasElement)).toHaveTextContent('Row 1 removed');
    await expect(canvas.getByRole('textbox', { name: 'Title 1' })).toHaveFocus();
  },
};

/** Alt+ArrowUp / Alt+ArrowDown on a row's handle, and the move buttons. */
export const MoveWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Reorder row 3' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(titles(canvasElement)).toEqual([
      'Free shipping',
      'Secure payment',
      'Easy returns',
    ]);
    await expect(announcement(canvasElement)).toHaveTextContent('Moved row 3 to position 2');
    await expect(canvas.getByRole('button', { name: 'Reorder row 2' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Move row 2 up' }));
    await expect(titles(canvasElement)).toEqual([
      'Secure payment',
      'Free shipping',
      'Easy returns',
    ]);
    await expect(announcement(canvasElement)).toHaveTextContent('Moved row 2 to position 1');
  },
};

export const Empty: Story = {
  args: { defaultItems: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No rows yet.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add row' })).toBeDisabled();
  },
};

export const Dark: Story = { parameters: { kit: { mode: 'dark' } } };

export const RightToLeft: Story = {
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    const one = new Intl.NumberFormat('ar').format(1);
    await expect(
      within(canvasElement).getByRole('textbox', { name: `العنوان ${one}` }),
    ).toHaveValue('Free shipping');
  },
};

/** Don't: an order number on every row. */
export const DontOrderByNumber: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {items.map((item, i) => (
        <div
          key={item.id}
          style={{ display: 'grid', gridTemplateColumns: '6rem 1fr', gap: '0.75rem' }}
        >
          <NumberField label="Order" defaultValue={String(i + 1)} />
          <TextField label="Title" defaultValue={item.title} />
        </div>
      ))}
    </div>
  ),
};
