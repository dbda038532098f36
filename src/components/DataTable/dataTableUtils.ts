import type { ReactNode } from 'react';
import type { Theme as TableTheme } from 'react-data-table-component';
import type { Theme } from '../../theme';

/** A value a column's `selector` returns: what the table sorts and searches by. */
export type DataTableValue = string | number | boolean | Date | null | undefined;

/** One column of a `DataTable`. */
export interface DataTableColumn<T> {
  /** Stable id; used by `defaultSort` and reported by `onSortChange`. @default `column-<index>` */
  id?: string;
  /** Header content. */
  name: ReactNode;
  /** The row's value for this column: shown (unless `cell` is given), sorted and searched. */
  selector?: (row: T) => DataTableValue;
  /** Custom cell content; the `selector` still drives sorting and searching. */
  cell?: (row: T, rowIndex: number) => ReactNode;
  /** Clicking the header cycles none → ascending → descending → none. @default false */
  sortable?: boolean;
  /** Custom comparison for sorting (defaults to comparing `selector` values). */
  sortFunction?: (a: T, b: T) => number;
  /** Whether the search box looks at this column's `selector` value. @default true */
  searchable?: boolean;
  /** Fixed CSS width, e.g. '8rem'. */
  width?: string;
  /** Minimum CSS width. */
  minWidth?: string;
  /** Flex grow factor relative to other columns. @default 1 */
  grow?: number;
  /** Align the content to the inline end (numbers). @default false */
  alignEnd?: boolean;
  /** Let long text wrap instead of truncating. @default false */
  wrap?: boolean;
}

export interface FilterOptions<T> {
  /** Own matching rule; wins over `searchKeys` and the columns. */
  filterRow?: (row: T, term: string) => boolean;
  /** Row fields to match the term against; otherwise the searchable columns' values are used. */
  searchKeys?: ReadonlyArray<keyof T>;
  /** The table's columns (their selectors are the default search fields). */
  columns?: ReadonlyArray<DataTableColumn<T>>;
  /** Locale for case folding. @default 'en' */
  locale?: string;
}

function searchText(value: unknown, locale: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return '';
  return String(value).toLocaleLowerCase(locale);
}

/**
 * Client-side search: case-insensitive substring match of the trimmed term against the row.
 * An empty term keeps every row (docs/behaviour.md, "Validation": an empty term restores the full list).
 */
export function filterRows<T>(rows: readonly T[], term: string, options: FilterOptions<T>): T[] {
  const needle = term.trim();
  if (!needle) return [...rows];
  if (options.filterRow) {
    const match = options.filterRow;
    return rows.filter((row) => match(row, needle));
  }
  const locale = options.locale ?? 'en';
  const folded = needle.toLocaleLowerCase(locale);
  const { searchKeys } = options;
  const readers: Array<(row: T) => unknown> = searchKeys
    ? searchKeys.map((key) => (row: T) => row[key])
    : (options.columns ?? [])
        .filter((column) => column.selector && column.searchable !== false)
        .map((column) => column.selector as (row: T) => DataTableValue);
  return rows.filter((row) =>
    readers.some((read) => searchText(read(row), locale).includes(folded)),
  );
}

/** One slot of the page list: a page number or a gap. */
export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * Page numbers to show for "full numbers" paging: every page when there are at most `slots`,
 * otherwise the first, the last and a window around the current page with gaps between.
 */
export function pageItems(
  current: number,
  pageCount: number,
  slots = Number.POSITIVE_INFINITY,
): PageItem[] {
  if (pageCount <= 0) return [];
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const inner = slots - 2; // slots left once the first and last pages are placed
  const side = Math.floor((inner - 2) / 2); // pages either side of the current one
  let start = Math.max(2, current - side);
  let end = Math.min(pageCount - 1, current + side);
  // Near either end the window slides so the list keeps a constant length.
  if (current - side <= 3) {
    start = 2;
    end = inner;
  } else if (current + side >= pageCount - 2) {
    start = pageCount - inner + 1;
    end = pageCount - 1;
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < pageCount - 1) items.push('gap-end');
  items.push(pageCount);
  return items;
}

/** How many pages `rowCount` rows fill at `pageSize` rows a page (at least one). */
export function pageCount(rowCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rowCount / Math.max(1, pageSize)));
}

/** The library's theme (CSS variables) built from the kit's theme, so light, dark and presets match. */
export function toTableTheme(theme: Theme): Partial<TableTheme> {
  const c = theme.color;
  return {
    colorScheme: theme.mode,
    primary: c.primaryText,
    text: { primary: c.text, secondary: c.textMuted, disabled: c.textMuted },
    background: { default: c.surface, header: c.surfaceSunken, footer: c.surface },
    context: { background: c.infoSurface, text: c.info },
    divider: { default: c.border },
    button: {
      default: c.text,
      focus: c.surfaceSunken,
      hover: c.surfaceSunken,
      disabled: c.textMuted,
    },
    selected: { default: c.infoSurface, text: c.text },
    highlightOnHover: { default: c.surfaceSunken, text: c.text },
    striped: { default: c.surfaceSunken, text: c.text },
    spacing: { rowHeight: '3rem', headerHeight: '3rem', cellPaddingX: theme.space[4] },
    typography: {
      fontSize: theme.typography.size.md,
      fontSizeHeader: theme.typography.size.sm,
      fontFamily: theme.typography.family,
    },
    shape: { borderRadius: theme.radii.md },
  };
}
