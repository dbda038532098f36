import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { DataTable, type DataTableColumn } from '../../src/components/DataTable';
import { renderWithKit } from '../unit/render';
import { tabTo } from './wizards/support';

afterEach(() => cleanup());

interface Row {
  id: number;
  name: string;
}
const columns: DataTableColumn<Row>[] = [
  { id: 'name', name: 'Category', selector: (row) => row.name, sortable: true },
];
const rows: Row[] = [
  { id: 1, name: 'Kitchen' },
  { id: 2, name: 'Apparel' },
];

describe('DataTable sorting by keyboard (Chromium)', () => {
  it('announces each new order politely as Enter cycles it', async () => {
    renderWithKit(<DataTable columns={columns} data={rows} aria-label="Categories" />);
    const header = screen.getByRole('columnheader', { name: /Category/ });
    const status = screen.getAllByRole('status').find((s) => s.closest('section'))!;
    await tabTo(header);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(status).toHaveTextContent('Sorted by Category, ascending');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveTextContent('Sorted by Category, descending'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveTextContent('Sorting cleared'));
    expect(header).toHaveAttribute('aria-sort', 'none');
  });
});
