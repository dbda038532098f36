// storefront-onboarding/data-table: the catalog table on react-data-table-component.
export { DataTable, SEARCH_DEBOUNCE_MS } from './DataTable';
export type { DataTableProps, DataTableSort, DataTableColumn, DataTableValue } from './DataTable';
