import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithKit } from '../render';
import {
  DataTable,
  SEARCH_DEBOUNCE_MS,
  SEARCH_SETTLE_MS,
  filterRows,
  pageItems,
  type DataTableColumn,
} from '../../../src/components/DataTable';

interface Category {
  id: number;
  name: string;
  description: string;
}

const names = [
  'Apparel',
  'Books',
  'Cameras',
  'Dairy',
  'Electronics',
  'Furniture',
  'Garden',
  'Hardware',
  'Jewellery',
  'Kitchen',
  'Lighting',
  'Music',
];
const categories: Category[] = names.map((name, i) => ({
  id: i + 1,
  name,
  description: `${name} description`,
}));

const columns: DataTableColumn<Category>[] = [
  { id: 'name', name: 'Category', selector: (row) => row.name, sortable: true },
  { id: 'description', name: 'Description', selector: (row) => row.description },
];

function bodyRowNames(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

/**
 * Runs `test` with timeouts faked (the search debounce is a setTimeout); typing goes through
 * fireEvent because user-event drains its queue with a timeout too.
 */
function withFakeTimeouts(test: () => void) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    test();
  } finally {
    vi.useRealTimers();
  }
}

// The table library is heavy in jsdom; on a busy 2-core runner a test can take seconds.
describe('DataTable', { timeout: 20_000 }, () => {
  it('names the table by its title and shows the first page of ten rows (the helper’s default)', () => {
    renderWithKit(<DataTable title="Level1 Category" columns={columns} data={categories} />);
    expect(screen.getByRole('heading', { name: 'Level1 Category', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Level1 Category' })).toBeInTheDocument();
    expect(bodyRowNames()).toHaveLength(10);
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  });

  it('shows five rows a page when given the catalog tables’ size', () => {
    renderWithKit(
      <DataTable title="Level1 Category" columns={columns} data={categories} defaultPageSize={5} />,
    );
    expect(bodyRowNames()).toEqual(['Apparel', 'Books', 'Cameras', 'Dairy', 'Electronics']);
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
  });

  it('renders every page number as a button and moves aria-current when paging', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithKit(
      <DataTable
        title="Level1 Category"
        columns={columns}
        data={categories}
        defaultPageSize={5}
        onPageChange={onPageChange}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Level1 Category pagination' });
    const pages = within(nav).getAllByRole('button', { name: /^Page \d+$/ });
    expect(pages.map((b) => b.textContent)).toEqual(['1', '2', '3']);
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(onPageChange).not.toHaveBeenCalled();

    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(bodyRowNames()).toEqual(['Lighting', 'Music']);
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
    expect(onPageChange).toHaveBeenLastCalledWith(3);

    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(bodyRowNames()[0]).toBe('Furniture');
    await user.click(within(nav).getByRole('button', { name: 'First page' }));
    expect(bodyRowNames()[0]).toBe('Apparel');
    await user.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(bodyRowNames()[0]).toBe('Lighting');
  });

  it('offers 5, 10 and 25 rows per page', async () => {
    const onPageSizeChange = vi.fn();
    const { user } = renderWithKit(
      <DataTable
        columns={columns}
        data={categories}
        aria-label="Categories"
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    // The kit's select (its look, its chevron), not the browser's own.
    expect(getComputedStyle(select).appearance).toBe('none');
    expect(select.parentElement?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '25']);
    expect(select).toHaveValue('10');
    await user.selectOptions(select, '5');
    expect(bodyRowNames()).toHaveLength(5);
    expect(onPageSizeChange).toHaveBeenCalledWith(5);
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(3);
    await user.selectOptions(select, '10');
    expect(bodyRowNames()).toHaveLength(10);
    expect(onPageSizeChange).toHaveBeenCalledWith(10);
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(2);
    await user.selectOptions(select, '25');
    expect(bodyRowNames()).toHaveLength(12);
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(1);
  });

  it('debounces the search by 200 ms and filters rows by the column values', () => {
    withFakeTimeouts(() => {
      const onSearchChange = vi.fn();
      renderWithKit(
        <DataTable
          columns={columns}
          data={categories}
          aria-label="Categories"
          onSearchChange={onSearchChange}
        />,
      );
      const box = screen.getByRole('searchbox', { name: 'Search' });
      fireEvent.change(box, { target: { value: 'ar' } });
      act(() => vi.advanceTimersByTime(150));
      fireEvent.change(box, { target: { value: 'ardw' } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
      // Each keystroke restarts the wait: nothing searched yet.
      expect(onSearchChange).not.toHaveBeenCalled();
      expect(box).toHaveValue('ardw');
      expect(bodyRowNames()).toHaveLength(10);
      act(() => vi.advanceTimersByTime(1));
      expect(onSearchChange).toHaveBeenCalledTimes(1);
      expect(onSearchChange).toHaveBeenCalledWith('ardw');
      expect(bodyRowNames()).toEqual(['Hardware']);
      expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
    });
  });

  it('marks the table loading while a search is pending and for 200 ms after it applies', () => {
    withFakeTimeouts(() => {
      renderWithKit(<DataTable columns={columns} data={categories} aria-label="Categories" />);
      const table = screen.getByRole('table');
      const root = table.closest('section')!;
      expect(root).not.toHaveAttribute('aria-busy');
      const box = screen.getByRole('searchbox', { name: 'Search' });
      fireEvent.change(box, { target: { value: 'gar' } });
      expect(root).toHaveAttribute('aria-busy', 'true');
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      // Applied: the rows are filtered, and the mark stays a moment longer.
      expect(bodyRowNames()).toEqual(['Garden']);
      expect(root).toHaveAttribute('aria-busy', 'true');
      act(() => vi.advanceTimersByTime(SEARCH_SETTLE_MS - 1));
      expect(root).toHaveAttribute('aria-busy', 'true');
      act(() => vi.advanceTimersByTime(1));
      expect(root).not.toHaveAttribute('aria-busy');
      expect(root).not.toHaveAttribute('data-loading');
    });
  });

  it('typing works the rows out again only when the term is applied, not per keystroke', () => {
    withFakeTimeouts(() => {
      const filterRow = vi.fn((row: Category, term: string) => row.name.includes(term));
      renderWithKit(
        <DataTable
          columns={columns}
          data={categories}
          aria-label="Categories"
          filterRow={filterRow}
        />,
      );
      const box = screen.getByRole('searchbox', { name: 'Search' });
      fireEvent.change(box, { target: { value: 'a' } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(filterRow).toHaveBeenCalledTimes(categories.length);
      filterRow.mockClear();
      // Keystrokes before the debounce ends repaint the box only: no row is looked at again.
      fireEvent.change(box, { target: { value: 'ar' } });
      fireEvent.change(box, { target: { value: 'ard' } });
      expect(box).toHaveValue('ard');
      expect(filterRow).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(filterRow).toHaveBeenCalledTimes(categories.length);
      expect(filterRow.mock.calls.every(([, term]) => term === 'ard')).toBe(true);
      expect(bodyRowNames()).toEqual(['Garden', 'Hardware']);
    });
  });

  it('says no records match when a search finds nothing, and offers to clear it', async () => {
    const { user } = renderWithKit(
      <DataTable columns={columns} data={categories} aria-label="Categories" />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'zzz');
    expect(await screen.findByText('No matching records found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    // The way back: every row again, the box empty and focused for the next search.
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(bodyRowNames()).toHaveLength(Math.min(categories.length, 10));
  });

  it('goes back to page 1 when the search changes', async () => {
    const { user } = renderWithKit(
      <DataTable columns={columns} data={categories} aria-label="Categories" />,
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'description');
    // The search is debounced, then the table re-renders: on a loaded machine that can take
    // longer than waitFor's default second.
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
          'aria-current',
          'page',
        ),
      { timeout: 5000 },
    );
    expect(bodyRowNames()[0]).toBe('Apparel');
  });

  it('searches only the given searchKeys, or with filterRow', async () => {
    const first = renderWithKit(
      <DataTable columns={columns} data={categories} aria-label="Categories" searchKeys={['id']} />,
    );
    await first.user.type(screen.getByRole('searchbox'), '12');
    await waitFor(() => expect(bodyRowNames()).toEqual(['Music']));
    first.unmount();

    const filterRow = vi.fn((row: Category, term: string) => row.name.startsWith(term));
    const second = renderWithKit(
      <DataTable
        columns={columns}
        data={categories}
        aria-label="Categories"
        filterRow={filterRow}
      />,
    );
    await second.user.type(screen.getByRole('searchbox'), 'G');
    await waitFor(() => expect(bodyRowNames()).toEqual(['Garden']));
    expect(filterRow).toHaveBeenCalledWith(categories[0], 'G');
  });

  it('leaves rows to the host in server mode and follows a controlled search', async () => {
    const onSearchChange = vi.fn();
    const { user, rerender } = renderWithKit(
      <DataTable
        columns={columns}
        data={categories.slice(0, 2)}
        aria-label="Categories"
        searchMode="server"
        search=""
        onSearchChange={onSearchChange}
      />,
    );
    await user.type(screen.getByRole('searchbox'), 'zzz');
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith('zzz'));
    // The host has not refetched: rows stay as given.
    expect(bodyRowNames()).toEqual(['Apparel', 'Books']);

    rerender(
      <DataTable
        columns={columns}
        data={[]}
        aria-label="Categories"
        searchMode="server"
        search="Kitchen"
        onSearchChange={onSearchChange}
      />,
    );
    expect(screen.getByRole('searchbox')).toHaveValue('Kitchen');
    expect(screen.getByText('No matching records found')).toBeInTheDocument();
  });

  it('cycles sorting none → ascending → descending → none and reports it', async () => {
    const onSortChange = vi.fn();
    const { user } = renderWithKit(
      <DataTable
        columns={columns}
        data={categories}
        aria-label="Categories"
        defaultPageSize={25}
        onSortChange={onSortChange}
      />,
    );
    const header = screen.getByRole('columnheader', { name: /Category/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'asc' });
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRowNames()[0]).toBe('Music');
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'desc' });
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    expect(bodyRowNames()[0]).toBe('Apparel');
  });

  it('keeps the sort through a search that matches nothing', async () => {
    const { user } = renderWithKit(
      <DataTable columns={columns} data={categories} aria-label="Categories" />,
    );
    const header = screen.getByRole('columnheader', { name: /Category/ });
    await user.click(header);
    await user.click(header);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'zzz');
    await screen.findByText('No matching records found');
    await user.clear(box);
    await waitFor(() => expect(bodyRowNames()[0]).toBe('Music'));
    expect(screen.getByRole('columnheader', { name: /Category/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('applies a default sort', () => {
    renderWithKit(
      <DataTable
        columns={columns}
        data={categories}
        aria-label="Categories"
        defaultSort={{ columnId: 'name', direction: 'desc' }}
      />,
    );
    expect(bodyRowNames()[0]).toBe('Music');
    expect(screen.getByRole('columnheader', { name: /Category/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('announces loading and shows a skeleton shaped like the table, not a spinner line', () => {
    const { container } = renderWithKit(
      <DataTable columns={columns} data={[]} aria-label="Categories" defaultPageSize={5} loading />,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses.some((s) => s.textContent === 'Loading…')).toBe(true);
    expect(container.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    const skeleton = screen.getByTestId('table-skeleton');
    const rows = skeleton.querySelectorAll('[data-part="skeleton-row"]');
    // A header row and a page of rows, each with as many cells as the table has columns.
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row.children).toHaveLength(columns.length);
    // The library's table waits hidden; no 'Loading…' text is painted.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading…', { ignore: '.sfo-visually-hidden' })).toBeNull();
  });

  it('shows the empty message, or the host one', () => {
    const { rerender } = renderWithKit(
      <DataTable columns={columns} data={[]} aria-label="Categories" />,
    );
    expect(screen.getByText('There are no records to display')).toBeInTheDocument();
    // In the kit's empty state, with its mark.
    const state = screen
      .getByText('There are no records to display')
      .closest('[data-part="empty-state"]');
    expect(state?.querySelector('svg')).not.toBeNull();
    rerender(
      <DataTable
        columns={columns}
        data={[]}
        aria-label="Categories"
        emptyMessage="No banners yet"
      />,
    );
    expect(screen.getByText('No banners yet')).toBeInTheDocument();
    rerender(
      <DataTable
        columns={columns}
        data={[]}
        aria-label="Categories"
        emptyMessage={<button type="button">Add your first banner</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add your first banner' })).toBeInTheDocument();
  });

  it('renders the toolbar slot and hides the search on request', () => {
    renderWithKit(
      <DataTable
        title="Banners"
        columns={columns}
        data={categories}
        searchable={false}
        toolbar={<button type="button">Add New</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add New' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('formats page numbers and counts for the locale', () => {
    renderWithKit(<DataTable columns={columns} data={categories} aria-label="الفئات" />, {
      locale: 'ar',
    });
    const two = new Intl.NumberFormat('ar').format(2);
    expect(screen.getByRole('button', { name: `الصفحة ${two}` })).toHaveTextContent(two);
    expect(screen.getByRole('searchbox', { name: 'بحث' })).toBeInTheDocument();
  });

  it('does not call onSearchChange on mount', () => {
    const onSearchChange = vi.fn();
    withFakeTimeouts(() => {
      renderWithKit(
        <DataTable
          columns={columns}
          data={categories}
          aria-label="Categories"
          defaultSearch="Books"
          onSearchChange={onSearchChange}
        />,
      );
      expect(bodyRowNames()).toEqual(['Books']);
      // Every timeout the mount scheduled (the search debounce among them) has run.
      act(() => void vi.runAllTimers());
    });
    expect(onSearchChange).not.toHaveBeenCalled();
  });
});

describe('filterRows', () => {
  it('keeps every row for an empty or blank term', () => {
    expect(filterRows(categories, '  ', { columns })).toHaveLength(12);
  });
  it('matches case-insensitively on searchable columns only', () => {
    const cols: DataTableColumn<Category>[] = [
      { name: 'Name', selector: (r) => r.name },
      { name: 'Description', selector: (r) => r.description, searchable: false },
    ];
    expect(filterRows(categories, 'BOOKS', { columns: cols }).map((r) => r.name)).toEqual([
      'Books',
    ]);
    expect(filterRows(categories, 'description', { columns: cols })).toEqual([]);
  });
});

describe('pageItems', () => {
  it('lists every page up to seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });
  it('lists every page number by default (full-number paging)', () => {
    expect(pageItems(10, 20)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('keeps a fixed number of slots with gaps when asked to', () => {
    expect(pageItems(1, 20, 7)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(10, 20, 7)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageItems(20, 20, 7)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pageItems(5, 20, 7)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 20]);
  });
});
