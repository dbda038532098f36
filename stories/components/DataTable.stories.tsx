import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { DataTable, type DataTableColumn } from '../../src/components/DataTable';

interface Category {
  level1_id: number;
  level1_name: string;
  description: string;
  level1_order_id: number;
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
  level1_id: i + 1,
  level1_name: name,
  description: `Everything for ${name.toLowerCase()}`,
  level1_order_id: names.length - i,
}));

const columns: DataTableColumn<Category>[] = [
  { id: 'category', name: 'Category', selector: (row) => row.level1_name, sortable: true },
  { id: 'description', name: 'Description', selector: (row) => row.description, grow: 2 },
  {
    id: 'order',
    name: 'Order',
    selector: (row) => row.level1_order_id,
    sortable: true,
    alignEnd: true,
    width: '7rem',
  },
];

function bodyRows(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);
}

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Category>,
  args: {
    title: 'Level1 Category',
    columns,
    data: categories,
    keyField: 'level1_id',
    // The catalog tables' size; the helper's own default (10) is the GenericHelper story's.
    defaultPageSize: 5,
    toolbar: <Button variant="secondary">Add New</Button>,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onSearchChange: fn(),
    onSortChange: fn(),
  },
} satisfies Meta<typeof DataTable<Category>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Catalog tables (docs/behaviour.md, "Screens and routes"): five rows a page, 5 / 10 / 25 choices, every page number a button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Level1 Category' })).toBeInTheDocument();
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    const nav = canvas.getByRole('navigation', { name: 'Level1 Category pagination' });
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('6–10 of 12')).toBeInTheDocument();
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);

    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await expect(bodyRows(canvasElement)).toHaveLength(2);
    await expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '10');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(10);
    await expect(within(nav).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(2);
  },
};

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'kit');
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('cell', { name: 'Kitchen' })).toBeInTheDocument();
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);
    await expect(args.onSearchChange).toHaveBeenCalledWith('kit');
  },
};

export const SearchWithNoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'zzz');
    await expect(await canvas.findByText('No matching records found')).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** Header clicks cycle none → ascending → descending → none (docs/behaviour.md, "States and transitions"). */
export const Sorted: Story = {
  args: { defaultSort: { columnId: 'order', direction: 'asc' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const order = canvas.getByRole('columnheader', { name: /Order/ });
    await expect(order).toHaveAttribute('aria-sort', 'ascending');
    await expect(
      within(bodyRows(canvasElement)[0] as HTMLElement).getByText('Music'),
    ).toBeVisible();

    const category = canvas.getByRole('columnheader', { name: /Category/ });
    await userEvent.click(category);
    await expect(category).toHaveAttribute('aria-sort', 'ascending');
    await expect(order).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(category);
    await expect(category).toHaveAttribute('aria-sort', 'descending');
    await expect(
      within(bodyRows(canvasElement)[0] as HTMLElement).getByText('Music'),
    ).toBeVisible();
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      columnId: 'category',
      direction: 'desc',
    });
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There are no records to display')).toBeVisible();
    await expect(
      canvas.getByText('There are no records to display').closest('[data-part="empty-state"]'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add New' })).toBeVisible();
  },
};

/** Rows on their way: a skeleton with the table's columns and a page of rows, announced once. */
export const Loading: Story = {
  args: { data: [], loading: true, defaultPageSize: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.some((s) => s.textContent === 'Loading…')).toBe(true);
    const skeleton = canvas.getByTestId('table-skeleton');
    await expect(skeleton).toBeVisible();
    await expect(skeleton.querySelectorAll('[data-part="skeleton-row"]')).toHaveLength(6);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** A search that matches nothing: 'No matching records found', with the search mark. */
export const NoMatches: Story = {
  args: { defaultSearch: 'zzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = (await canvas.findByText('No matching records found')).closest(
      '[data-part="empty-state"]',
    );
    await expect(state).toBeVisible();
  },
};

const phone = {
  viewport: {
    options: {
      phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
    },
  },
};

/** The banner table's columns, wider together than a phone. */
const wideColumns: DataTableColumn<Category>[] = [
  { id: 'category', name: 'Category', selector: (row) => row.level1_name, sortable: true },
  { id: 'description', name: 'Description', selector: (row) => row.description, minWidth: '12rem' },
  { id: 'slogan', name: 'Banner Button Text', selector: () => 'Shop now', minWidth: '9rem' },
  { id: 'order', name: 'Order', selector: (row) => row.level1_order_id, alignEnd: true },
];

/**
 * At 390 px the table scrolls sideways inside its box: the first column stays, the end edge's
 * shadow says more columns follow, headers wrap instead of being cut.
 */
export const PhoneWidth: Story = {
  args: { columns: wideColumns },
  parameters: phone,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const scroller = table.closest('.rdt_responsiveWrapperScroll') as HTMLElement;
    await waitFor(() => expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth));
    await expect(scroller.closest('[data-more-end]')).not.toBeNull();
    await expect(scroller).toHaveAttribute('tabindex', '0');
    const first = within(table).getAllByRole('cell')[0] as HTMLElement;
    await expect(getComputedStyle(first).position).toBe('sticky');
  },
};

/** The same, right to left: the first column sticks on the right, the shadow is on the left. */
export const PhoneWidthArabic: Story = {
  ...PhoneWidth,
  parameters: { ...phone, kit: { direction: 'rtl', locale: 'ar' } },
};

export const Dark: Story = {
  parameters: { kit: { mode: 'dark' } },
  args: { defaultSort: { columnId: 'category', direction: 'asc' }, striped: true },
};

export const RightToLeft: Story = {
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  args: { title: 'فئات المستوى الأول', toolbar: <Button size="sm">إضافة جديد</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const two = new Intl.NumberFormat('ar').format(2);
    await userEvent.click(canvas.getByRole('button', { name: `الصفحة ${two}` }));
    await expect(canvas.getByRole('button', { name: `الصفحة ${two}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('searchbox', { name: 'بحث' })).toBeInTheDocument();
  },
};

/**
 * The generic table helper (docs/behaviour.md, "Constants"): ten rows a page by default, and the table
 * marked busy from the first keystroke of a search until 200 ms after it applies.
 */
export const GenericHelperSearching: Story = {
  args: { defaultPageSize: undefined, title: 'Products', toolbar: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    const region = canvas.getByRole('region', { name: 'Products' });
    await expect(region).not.toHaveAttribute('aria-busy');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'kit');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1));
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
  },
};

/** Don't: rows still loading shown as an empty table. */
export const DontEmptyWhileLoading: StoryObj = {
  // Docs-only (a don't on its page): literal tags, which Storybook reads without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <DataTable title="Level1 Category" columns={columns} data={[]} />,
};
