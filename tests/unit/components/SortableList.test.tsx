import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithKit } from '../render';
import {
  SortableList,
  moveItem,
  type SortableListItem,
} from '../../../src/components/SortableList';

const rows: SortableListItem[] = [
  { id: 'a', title: 'Free shipping', description: 'On orders over 500' },
  { id: 'b', title: 'Easy returns', description: 'Within 30 days' },
  { id: 'c', title: 'Secure payment', description: 'Cards and UPI' },
];

function titles(): string[] {
  return screen
    .getAllByRole('textbox', { name: /^Title \d+$/ })
    .map((input) => (input as HTMLInputElement).value);
}

function Controlled({ onChange }: { onChange: (items: SortableListItem[]) => void }) {
  const [items, setItems] = useState<SortableListItem[]>(rows);
  return (
    <SortableList
      items={items}
      onChange={(next) => {
        onChange(next);
        setItems(next);
      }}
    />
  );
}

describe('SortableList', { timeout: 20_000 }, () => {
  it("labels each row's inputs by position", () => {
    renderWithKit(<SortableList defaultItems={rows} />);
    expect(screen.getByRole('list', { name: 'Rows' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title 1' })).toHaveValue('Free shipping');
    expect(screen.getByRole('textbox', { name: 'Description 3' })).toHaveValue('Cards and UPI');
  });

  it('does not call onChange on mount', () => {
    const onChange = vi.fn();
    renderWithKit(<SortableList defaultItems={rows} onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves rows with the move buttons, keeps focus on the row and announces it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<SortableList defaultItems={rows} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Move row 2 up' }));
    expect(titles()).toEqual(['Easy returns', 'Free shipping', 'Secure payment']);
    expect(onChange).toHaveBeenLastCalledWith([rows[1], rows[0], rows[2]]);
    expect(screen.getByRole('status')).toHaveTextContent('Moved row 2 to position 1');
    // The moved row is first now, so its move-up is disabled and focus went to its handle.
    expect(screen.getByRole('button', { name: 'Move row 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reorder row 1' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move row 2 down' }));
    expect(titles()).toEqual(['Easy returns', 'Secure payment', 'Free shipping']);
    expect(screen.getByRole('status')).toHaveTextContent('Moved row 2 to position 3');
  });

  it('keeps focus on the same move button when it stays enabled', async () => {
    const { user } = renderWithKit(<SortableList defaultItems={rows} />);
    await user.click(screen.getByRole('button', { name: 'Move row 1 down' }));
    expect(titles()[1]).toBe('Free shipping');
    expect(screen.getByRole('button', { name: 'Move row 2 down' })).toHaveFocus();
  });

  it('reorders with Alt+ArrowUp and Alt+ArrowDown on the handle', async () => {
    const { user } = renderWithKit(<SortableList defaultItems={rows} />);
    const handle = screen.getByRole('button', { name: 'Reorder row 3' });
    expect(handle).toHaveAccessibleDescription(/Alt/);
    handle.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(titles()).toEqual(['Free shipping', 'Secure payment', 'Easy returns']);
    expect(screen.getByRole('button', { name: 'Reorder row 2' })).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(titles()).toEqual(['Secure payment', 'Free shipping', 'Easy returns']);
    expect(screen.getByRole('status')).toHaveTextContent('Moved row 2 to position 1');
    // At the top nothing moves; a plain arrow does nothing either.
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await user.keyboard('{ArrowDown}');
    expect(titles()).toEqual(['Secure payment', 'Free shipping', 'Easy returns']);
  });

  it('adds an empty row and focuses its title', async () => {
    const ids = ['new-1'];
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <SortableList defaultItems={rows} onChange={onChange} createId={() => ids.shift() ?? 'x'} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(onChange).toHaveBeenLastCalledWith([
      ...rows,
      { id: 'new-1', title: '', description: '' },
    ]);
    expect(screen.getByRole('textbox', { name: 'Title 4' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Row 4 added');
  });

  it('removes a row and focuses the next one', async () => {
    const { user } = renderWithKit(<SortableList defaultItems={rows} />);
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(titles()).toEqual(['Free shipping', 'Secure payment']);
    expect(screen.getByRole('textbox', { name: 'Title 2' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Row 2 removed');
  });

  it('shows the empty state and focuses Add row after removing the last row', async () => {
    const { user } = renderWithKit(<SortableList defaultItems={[rows[0] as SortableListItem]} />);
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(screen.getByText('No rows yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add row' })).toHaveFocus();
  });

  it('edits titles and descriptions (controlled)', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<Controlled onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Description 2' }), '!');
    expect(onChange).toHaveBeenLastCalledWith([
      rows[0],
      { ...rows[1], description: 'Within 30 days!' },
      rows[2],
    ]);
    expect(screen.getByRole('textbox', { name: 'Description 2' })).toHaveValue('Within 30 days!');
  });

  it('stays as given when controlled and the host ignores changes', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<SortableList items={rows} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Move row 3 up' }));
    expect(onChange).toHaveBeenCalledWith([rows[0], rows[2], rows[1]]);
    expect(titles()).toEqual(['Free shipping', 'Easy returns', 'Secure payment']);
  });

  it('reorders by drag and drop onto another row', () => {
    const onChange = vi.fn();
    renderWithKit(<SortableList defaultItems={rows} onChange={onChange} />);
    const handle = screen.getByRole('button', { name: 'Reorder row 1' });
    const target = screen.getAllByRole('listitem')[2] as HTMLElement;
    fireEvent.dragStart(handle);
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    fireEvent.dragEnd(handle);
    expect(titles()).toEqual(['Easy returns', 'Secure payment', 'Free shipping']);
    expect(onChange).toHaveBeenLastCalledWith([rows[1], rows[2], rows[0]]);
    expect(screen.getByRole('status')).toHaveTextContent('Moved row 1 to position 3');
  });

  it('ignores drops that did not start on a handle', () => {
    const onChange = vi.fn();
    renderWithKit(<SortableList defaultItems={rows} onChange={onChange} />);
    const target = screen.getAllByRole('listitem')[0] as HTMLElement;
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables everything when disabled and honours maxItems', () => {
    const { rerender } = renderWithKit(<SortableList defaultItems={rows} disabled />);
    const list = screen.getByRole('list');
    within(list)
      .getAllByRole('button')
      .forEach((button) => expect(button).toBeDisabled());
    expect(screen.getByRole('textbox', { name: 'Title 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add row' })).toBeDisabled();
    rerender(<SortableList defaultItems={rows} maxItems={3} />);
    expect(screen.getByRole('button', { name: 'Add row' })).toBeDisabled();
  });

  it('translates labels and announcements', async () => {
    const { user } = renderWithKit(<SortableList defaultItems={rows} />, { locale: 'ar' });
    const one = new Intl.NumberFormat('ar').format(1);
    const two = new Intl.NumberFormat('ar').format(2);
    expect(screen.getByRole('textbox', { name: `العنوان ${one}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `نقل الصف ${two} إلى الأعلى` }));
    expect(screen.getByRole('status')).toHaveTextContent(`تم نقل الصف ${two} إلى الموضع ${one}`);
  });
});

describe('moveItem', () => {
  it('moves an element and clamps the target', () => {
    expect(moveItem([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
    expect(moveItem([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moveItem([1, 2, 3], 1, 9)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });
});
