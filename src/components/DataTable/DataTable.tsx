import {
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import ReactDataTable, {
  Direction,
  SortOrder,
  type SortColumn,
  type TableColumn,
} from 'react-data-table-component';
import { useTheme } from 'styled-components';
import { useComponentTranslation } from '../internal/strings';
import { Spinner } from '../internal/Spinner';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import { useControllableState } from '../common/useControllableState';
import { DataTablePagination, PagerContext } from './components/DataTablePagination';
import { EmptyTable } from './components/EmptyTable';
import {
  Controls,
  Frame,
  Header,
  Heading,
  Root,
  SearchField,
  SearchInput,
  SortButton,
  Toolbar,
} from './DataTable.styles';
import { filterRows, toTableTheme, type DataTableColumn } from './dataTableUtils';

/** docs/behaviour.md, "Constants": the table helper waits 200 ms after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 200;
/** docs/behaviour.md, "Constants": the loading mark stays 200 ms after a search is applied. */
export const SEARCH_SETTLE_MS = 200;

/** A column sort: its id and direction. */
export interface DataTableSort {
  columnId: string;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<T> {
  /** Column definitions. */
  columns: ReadonlyArray<DataTableColumn<T>>;
  /** The rows (all of them for client search; the current result for server search). */
  data: readonly T[];
  /** Row field with a unique value (row identity across sorting and paging). @default 'id' */
  keyField?: keyof T & string;
  /** Visible heading above the table; also its accessible name. */
  title?: string;
  /** Heading level of `title`. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Accessible name of the table when there is no `title` (or to differ from it). */
  'aria-label'?: string;
  /** Content at the header's inline end, e.g. an "Add New" button. */
  toolbar?: ReactNode;
  /**
   * Shows a skeleton shaped like the table (its columns, a page of rows) instead of the rows,
   * announced as the translated 'Loading…'. @default false
   */
  loading?: boolean;
  /**
   * Shown when there are no rows: text (the title of the kit's empty state) or a whole
   * `EmptyState` with its action ('Add your first banner').
   * @default translated 'There are no records to display'
   */
  emptyMessage?: ReactNode;
  /** Shown when a search matches nothing. @default translated 'No matching records found' */
  noMatchesMessage?: ReactNode;
  /** Shows the search box. @default true */
  searchable?: boolean;
  /** Search term (controlled); it changes 200 ms after the user stops typing. */
  search?: string;
  /** Starting search term when uncontrolled. @default '' */
  defaultSearch?: string;
  /** Called with the debounced term. */
  onSearchChange?: (term: string) => void;
  /** 'client' filters `data` here; 'server' shows `data` as given and leaves searching to the host. @default 'client' */
  searchMode?: 'client' | 'server';
  /** Row fields the client search matches (default: the searchable columns' values). */
  searchKeys?: ReadonlyArray<keyof T>;
  /** Own client-side matching rule; wins over `searchKeys`. */
  filterRow?: (row: T, term: string) => boolean;
  /** Label of the search box. @default translated 'Search' */
  searchLabel?: string;
  /** Splits the rows into pages. @default true */
  pagination?: boolean;
  /** Rows per page at first render (docs/behaviour.md, "Constants": the table helper's 10; catalog tables pass 5). @default 10 */
  defaultPageSize?: number;
  /** Page size choices (docs/behaviour.md, "Constants": 5, 10, 25). @default [5, 10, 25] */
  pageSizeOptions?: readonly number[];
  /** Called with the new 1-based page. */
  onPageChange?: (page: number) => void;
  /** Called with the new page size. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Sort applied at first render. */
  defaultSort?: DataTableSort;
  /** Called when the user sorts; `null` once the sort is cleared (third click). */
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Zebra-striped rows. @default false */
  striped?: boolean;
  /** Class for the root element. */
  className?: string;
  /** Ref to the root `<section>`. */
  ref?: Ref<HTMLElement>;
}

const DEFAULT_PAGE_SIZES = [5, 10, 25] as const;

/**
 * The library's columns. A sortable column's name is a real button (docs/behaviour.md, "Keyboard and screen readers"): the
 * library's header cell keeps `role="columnheader"`, `aria-sort` and the sorting itself (its click
 * and Enter/Space handlers see the button's events bubble up), while the button gives the header
 * its role, its name and the one Tab stop (`useHeaderButtons`).
 */
function toLibraryColumns<T>(columns: ReadonlyArray<DataTableColumn<T>>): TableColumn<T>[] {
  return columns.map((column, index) => ({
    id: column.id ?? `column-${index}`,
    name: column.sortable ? (
      <SortButton type="button" className="sfo-sort-button">
        {column.name}
      </SortButton>
    ) : (
      column.name
    ),
    selector: column.selector,
    cell: column.cell ? (row: T, rowIndex: number) => column.cell?.(row, rowIndex) : undefined,
    sortable: column.sortable ?? false,
    sortFunction: column.sortFunction,
    width: column.width,
    minWidth: column.minWidth,
    grow: column.grow,
    right: column.alignEnd ?? false,
    wrap: column.wrap ?? false,
  }));
}

/**
 * The library makes every header cell a focusable `div` (tabindex 0 when sortable, -1 otherwise).
 * The sort button inside is the Tab stop now, so the cells lose their tabindex: once mounted, and
 * whenever the library renders a header cell again.
 */
function useHeaderButtons(frame: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = frame.current;
    if (!root) return undefined;
    const release = () => {
      for (const cell of root.querySelectorAll('[role="columnheader"][tabindex]')) {
        cell.removeAttribute('tabindex');
      }
    };
    release();
    const observer = new MutationObserver(release);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex'],
    });
    return () => observer.disconnect();
  }, [frame]);
}

/**
 * Where the table scrolls sideways (a phone, many columns): which edges hide columns, for the
 * edge shadows. The library's own scroll box scrolls; once it overflows it becomes a named,
 * keyboard-reachable region (WCAG 2.1.1), as the progress strip does.
 */
function useScrollEdges(frame: RefObject<HTMLElement | null>, label: string) {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const scroller = frame.current?.querySelector<HTMLElement>('.rdt_responsiveWrapperScroll');
    if (!scroller) return undefined;
    const update = () => {
      const hidden = scroller.scrollWidth - scroller.clientWidth;
      // Right to left, scrollLeft runs from 0 at the start to minus the overflow at the end.
      const scrolled = Math.abs(scroller.scrollLeft);
      const start = hidden > 1 && scrolled > 1;
      const end = hidden > 1 && hidden - scrolled > 1;
      setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
      if (hidden > 1) {
        scroller.tabIndex = 0;
        scroller.setAttribute('role', 'region');
        scroller.setAttribute('aria-label', label);
      } else {
        scroller.removeAttribute('tabindex');
        scroller.removeAttribute('role');
        scroller.removeAttribute('aria-label');
      }
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [frame, label]);
  return edges;
}

/**
 * A themed data table on react-data-table-component: typed columns, client or server search
 * (debounced 200 ms), sortable columns, "full numbers" paging (5 / 10 / 25 rows), loading and
 * empty states, a title and a toolbar slot. Light, dark and RTL follow the kit's theme. Too wide
 * for its box (a phone), the table scrolls sideways inside it with its first column kept in
 * place and a shadow on each edge that hides columns.
 *
 * @example
 * <DataTable
 *   title="Level1 Category"
 *   columns={[{ name: 'Category', selector: (r) => r.level1_name, sortable: true }]}
 *   data={level1}
 *   keyField="level1_id"
 *   toolbar={<Button onClick={openModal}>Add New</Button>}
 * />
 */
export function DataTable<T>({
  columns,
  data,
  keyField = 'id' as keyof T & string,
  title,
  headingLevel = 3,
  'aria-label': ariaLabel,
  toolbar,
  loading = false,
  emptyMessage,
  noMatchesMessage,
  searchable = true,
  search,
  defaultSearch = '',
  onSearchChange,
  searchMode = 'client',
  searchKeys,
  filterRow,
  searchLabel,
  pagination = true,
  defaultPageSize = 10,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  onPageChange,
  onPageSizeChange,
  defaultSort,
  onSortChange,
  striped = false,
  className,
  ref,
}: DataTableProps<T>) {
  const { t, i18n } = useComponentTranslation();
  const theme = useTheme();
  const headingId = useId();
  const searchId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  useHeaderButtons(frameRef);

  const [term, setTerm] = useControllableState({
    value: search,
    defaultValue: defaultSearch,
    onChange: onSearchChange,
  });
  const [draft, setDraft] = useState(term);
  const [sortNote, setSortNote] = useState('');
  // A new term from the host (or our own debounce) resets the box and sends the table to page 1.
  const [seenTerm, setSeenTerm] = useState(term);
  const [pageReset, setPageReset] = useState(false);
  if (seenTerm !== term) {
    setSeenTerm(term);
    setDraft(term);
    setPageReset(!pageReset);
  }
  // A search is marked as loading from the first keystroke until 200 ms after it applies.
  const [settling, setSettling] = useState(false);
  const commitTerm = useEffectEvent((next: string) => {
    setTerm(next);
    setSettling(true);
  });
  useEffect(() => {
    if (draft === term) return undefined;
    const timer = setTimeout(() => commitTerm(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, term]);
  useEffect(() => {
    if (!settling) return undefined;
    const timer = setTimeout(() => setSettling(false), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [settling, term]);
  const searchPending = draft !== term || settling;

  // Typing changes only the box (`draft`): the rows, and the library's columns, are worked out
  // again when the applied term or the data change, not on every keystroke over 10,000 rows.
  const locale = i18n.language;
  const rows = useMemo(
    () =>
      searchMode === 'client'
        ? filterRows(data, term, { filterRow, searchKeys, columns, locale })
        : [...data],
    [columns, data, filterRow, locale, searchKeys, searchMode, term],
  );
  const libraryColumns = useMemo(() => toLibraryColumns(columns), [columns]);
  const searching = term.trim() !== '';
  const name = ariaLabel ?? title;
  const edges = useScrollEdges(frameRef, t('data.table.scrolls', { name: name ?? '' }));
  const empty = rows.length === 0 && !loading;
  const noMatches = searching && (searchMode === 'server' || data.length > 0);
  const given = noMatches ? noMatchesMessage : emptyMessage;
  // Clearing the search empties the box at once and gives it focus, where the reader goes on.
  const clearSearch = () => {
    setDraft('');
    setTerm('');
    document.getElementById(searchId)?.focus();
  };
  // Words become the kit's empty state, a search's with its way back ('Clear search'); a host's
  // own element (an EmptyState) is shown as given.
  const emptyContent =
    given === undefined || typeof given === 'string' ? (
      <EmptyState
        title={given ?? t(noMatches ? 'data.table.noMatches' : 'data.table.empty')}
        onClearSearch={noMatches ? clearSearch : undefined}
      />
    ) : (
      given
    );

  const onSort = (
    column: TableColumn<T>,
    direction: SortOrder,
    _sorted: T[],
    sortColumns: SortColumn<T>[],
  ) => {
    const sorted = sortColumns.length > 0 && column.id !== undefined;
    const descending = direction === SortOrder.DESC;
    // The header's aria-sort changes silently: say the new order (docs/behaviour.md, "Keyboard and screen readers").
    const own = columns.find((each, index) => (each.id ?? `column-${index}`) === column.id);
    const columnName = typeof own?.name === 'string' ? own.name : String(column.id ?? '');
    setSortNote(
      sorted
        ? t(descending ? 'data.table.sortedDescending' : 'data.table.sortedAscending', {
            column: columnName,
          })
        : t('data.table.sortCleared'),
    );
    onSortChange?.(
      sorted ? { columnId: String(column.id), direction: descending ? 'desc' : 'asc' } : null,
    );
  };

  return (
    <Root
      ref={ref}
      className={className}
      aria-labelledby={title ? headingId : undefined}
      data-loading={loading || searchPending || undefined}
      aria-busy={loading || searchPending || undefined}
    >
      {title || toolbar ? (
        <Header>
          {title ? (
            <Heading as={`h${headingLevel}`} id={headingId}>
              {title}
            </Heading>
          ) : null}
          {toolbar ? <Toolbar>{toolbar}</Toolbar> : null}
        </Header>
      ) : null}
      {searchable ? (
        <Controls>
          <SearchField>
            <label htmlFor={searchId}>{searchLabel ?? t('data.table.search')}</label>
            <SearchInput
              id={searchId}
              type="search"
              value={draft}
              autoComplete="off"
              onChange={(event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value)}
            />
            {searchPending ? <Spinner $size="1rem" /> : null}
          </SearchField>
        </Controls>
      ) : null}
      <span role="status" className="sfo-visually-hidden">
        {sortNote}
      </span>
      <Frame
        ref={frameRef}
        data-more-start={edges.start || undefined}
        data-more-end={edges.end || undefined}
      >
        {loading ? (
          <Skeleton
            columns={Math.max(1, columns.length)}
            lines={Math.min(defaultPageSize, 5)}
            label={t('data.table.loading')}
            data-testid="table-skeleton"
          />
        ) : null}
        {empty ? <EmptyTable columns={columns} label={name} message={emptyContent} /> : null}
        {/* Kept mounted while empty so sorting and paging survive a search with no matches. */}
        <div hidden={empty || loading}>
          <PagerContext.Provider value={{ name, pageSizeOptions }}>
            <ReactDataTable<T>
              columns={libraryColumns}
              data={rows}
              keyField={keyField}
              ariaLabel={name}
              theme={toTableTheme(theme)}
              colorMode="light"
              direction={theme.direction === 'rtl' ? Direction.RTL : Direction.LTR}
              striped={striped}
              highlightOnHover
              persistTableHead
              progressPending={false}
              noDataComponent={null}
              defaultSortFieldId={defaultSort?.columnId ?? null}
              defaultSortAsc={defaultSort?.direction !== 'desc'}
              onSort={onSort}
              pagination={pagination}
              paginationPerPage={defaultPageSize}
              paginationRowsPerPageOptions={[...pageSizeOptions]}
              paginationResetDefaultPage={pageReset}
              paginationComponent={DataTablePagination}
              onChangePage={(page) => onPageChange?.(page)}
              onChangeRowsPerPage={(size) => onPageSizeChange?.(size)}
            />
          </PagerContext.Provider>
        </div>
      </Frame>
    </Root>
  );
}
