export { DataTable, SEARCH_DEBOUNCE_MS, SEARCH_SETTLE_MS } from './DataTable';
export type { DataTableProps, DataTableSort } from './DataTable';
export { filterRows, pageItems } from './dataTableUtils';
export type { DataTableColumn, DataTableValue, PageItem } from './dataTableUtils';
