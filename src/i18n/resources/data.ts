/** Strings of the data and navigation primitives: DataTable, Modal, ProgressStrip, SortableList. */
const en = {
  table: {
    scrolls: '{{name}}, scrolls sideways',
    search: 'Search',
    loading: 'Loading…',
    empty: 'There are no records to display',
    noMatches: 'No matching records found',
    sortedAscending: 'Sorted by {{column}}, ascending',
    sortedDescending: 'Sorted by {{column}}, descending',
    sortCleared: 'Sorting cleared',
    pagination: 'Pagination',
    paginationNamed: '{{name}} pagination',
    rowsPerPage: 'Rows per page',
    range: '{{from}}–{{to}} of {{total}}',
    page: 'Page {{page}}',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
  },
  modal: {
    close: 'Close',
  },
  progress: {
    label: 'Progress',
    step: 'Step {{number}} of {{total}}',
    stepNamed: 'Step {{number}} of {{total}}: {{label}}',
    compact: 'Step {{number}} of {{total}} · {{label}}',
    done: '{{step}}, completed',
  },
  sortable: {
    label: 'Rows',
    title: 'Title {{n}}',
    description: 'Description {{n}}',
    add: 'Add row',
    remove: 'Remove row {{n}}',
    moveUp: 'Move row {{n}} up',
    moveDown: 'Move row {{n}} down',
    handle: 'Reorder row {{n}}',
    instructions: 'Drag, or press Alt with the up or down arrow, to move this row.',
    moved: 'Moved row {{from}} to position {{to}}',
    added: 'Row {{n}} added',
    removed: 'Row {{n}} removed',
    empty: 'No rows yet.',
  },
};

/** The data area in English (other locales: ./hi, ./ar, loaded on demand). */
export const data = en;
export type DataStrings = typeof en;
