import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { DataTable, type DataTableColumn } from '../../src/components/DataTable';
import { renderWithKit } from '../unit/render';
import { tabTo } from './wizards/support';

afterEach(() => cleanup());

interface Row {
  id: number;
  name: string;
  stock: number;
}
const columns: DataTableColumn<Row>[] = [
  { id: 'name', name: 'Category', selector: (row) => row.name, sortable: true },
  { id: 'stock', name: 'Stock', selector: (row) => row.stock },
];
const rows: Row[] = [
  { id: 1, name: 'Kitchen', stock: 3 },
  { id: 2, name: 'Apparel', stock: 5 },
];

function ownStatus() {
  const status = screen.getAllByRole('status').find((s) => s.closest('section'));
  if (!status) throw new Error('no table status');
  return status;
}

describe('DataTable sorting by keyboard (Chromium)', () => {
  it('a sortable header is a button, the one Tab stop of the header row', async () => {
    renderWithKit(<DataTable columns={columns} data={rows} aria-label="Categories" />);
    const header = screen.getByRole('columnheader', { name: /Category/ });
    const button = within(header).getByRole('button', { name: 'Category' });
    screen.getByRole('searchbox', { name: 'Search' }).focus();
    await userEvent.keyboard('{Tab}');
    expect(button).toHaveFocus();
    // Neither header cell is a Tab stop of its own: the next stop is past the header row.
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.closest('[role="columnheader"]')).toBeNull();
    for (const cell of screen.getAllByRole('columnheader')) {
      expect(cell).not.toHaveAttribute('tabindex');
    }
    expect(
      within(screen.getByRole('columnheader', { name: 'Stock' })).queryByRole('button'),
    ).toBeNull();
  });

  it('Enter and Space each sort once, aria-sort follows and the order is announced', async () => {
    renderWithKit(<DataTable columns={columns} data={rows} aria-label="Categories" />);
    const header = screen.getByRole('columnheader', { name: /Category/ });
    const button = within(header).getByRole('button', { name: 'Category' });
    const status = ownStatus();
    await tabTo(button);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(status).toHaveTextContent('Sorted by Category, ascending');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(status).toHaveTextContent('Sorted by Category, descending'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Kitchen');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveTextContent('Sorting cleared'));
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(button).toHaveFocus();
  });
});
