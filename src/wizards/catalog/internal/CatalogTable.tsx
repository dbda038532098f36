import { lazy, Suspense, type ReactElement, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Skeleton } from '../../../components/Skeleton';
import { EmptyState } from '../../../components/EmptyState';
import type { DataTableColumn, DataTableProps } from '../../../components/DataTable';
import { useHeadingBelowStep } from '../../flow/stepHeading';
import { useWizardTranslation } from '../../internal/strings';

/** What every catalog table takes (docs/behaviour.md, "Screens and routes": page size 5, 5/10/25, search). */
export interface CatalogTableProps<T> {
  /** The rows; absent while the list has not loaded. */
  rows?: readonly T[];
  /** Shows a skeleton of the table instead of the rows. @default false */
  loading?: boolean;
  /** Why the list could not be loaded; shown with a Retry button. */
  error?: string | null;
  /** Called by Retry. */
  onRetry?: () => void;
  /** Content at the header's end, e.g. the 'Add New' button. */
  toolbar?: ReactNode;
  /**
   * Opens the Add New dialog from the empty list's own action ('Add your first banner'); without
   * it the empty list says only that it is empty.
   */
  onAdd?: () => void;
  /** Replaces the heading (each table has the product's title by default). */
  title?: string;
  /**
   * Adds an Actions column with a Remove button on each row, named 'Remove {name}' after
   * `rowName` (the connected pieces ask before removing: `removable`).
   */
  onRemove?: (row: T) => void;
  /** The row's name for its Remove button; required with `onRemove`. */
  rowName?: (row: T) => string;
  /** The heading, focusable from script (focus goes there once a removed row is gone). */
  headingRef?: Ref<HTMLHeadingElement>;
}

interface CatalogTableFrameProps<T> extends CatalogTableProps<T> {
  title: string;
  /** The empty list's words: its title and its action's label. */
  empty: { title: string; action: string };
  columns: ReadonlyArray<DataTableColumn<T>>;
  keyField: keyof T & string;
}

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

// The table library loads with the first table shown, not with the modals: a host that embeds a
// modal alone, or a flow on its first steps, does not pay for it (docs/architecture.md).
const DataTable = lazy(async () => ({
  default: (await import('../../../components/DataTable')).DataTable,
})) as unknown as <T>(props: DataTableProps<T>) => ReactElement;

/** The table's shape (its columns, a page of 5 rows) while its rows or the table library load. */
function TableSkeleton({ columns, pending = false }: { columns: number; pending?: boolean }) {
  return (
    <Skeleton lines={5} columns={columns} framed pending={pending} data-testid="catalog-skeleton" />
  );
}

/**
 * The table every catalog list shares: the kit's DataTable (5 rows a page, 5/10/25, search) once
 * the rows are there, a skeleton while they load, the failure with a Retry when they could not
 * be loaded (docs/architecture.md, "Server state"). The heading and toolbar stay in place.
 */
export function CatalogTable<T>({
  title,
  columns,
  keyField,
  rows,
  loading = false,
  error,
  onRetry,
  toolbar,
  onAdd,
  empty,
  onRemove,
  rowName,
  headingRef,
}: CatalogTableFrameProps<T>) {
  const { t } = useWizardTranslation();
  const ready = !error && !loading && rows;
  // Under a wizard step's title (an h1 where the wizard is the page) one level below it; on a
  // host's page, h3 as before.
  const headingLevel = useHeadingBelowStep(3);
  const shown: ReadonlyArray<DataTableColumn<T>> = onRemove
    ? [
        ...columns,
        {
          id: 'actions',
          name: t('catalog.remove.column'),
          searchable: false,
          alignEnd: true,
          cell: (row) => (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              aria-label={t('catalog.remove.label', { name: rowName?.(row) ?? '' })}
              onClick={() => onRemove(row)}
            >
              {t('catalog.remove.button')}
            </Button>
          ),
        },
      ]
    : columns;
  // The heading and toolbar stay mounted while the body changes, so a focused 'Add New' keeps
  // its focus when the rows arrive.
  return (
    <Section>
      <Header>
        <Heading
          as={`h${headingLevel}`}
          data-part="catalog-heading"
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
        >
          {title}
        </Heading>
        {toolbar}
      </Header>
      {ready ? (
        <Suspense fallback={<TableSkeleton columns={shown.length} pending />}>
          <DataTable
            aria-label={title}
            columns={shown}
            data={rows}
            keyField={keyField}
            emptyMessage={
              <EmptyState
                title={empty.title}
                action={
                  onAdd ? (
                    <Button
                      type="button"
                      variant="secondary"
                      aria-haspopup="dialog"
                      onClick={onAdd}
                    >
                      {empty.action}
                    </Button>
                  ) : undefined
                }
              />
            }
            defaultPageSize={5}
            pageSizeOptions={[5, 10, 25]}
          />
        </Suspense>
      ) : error ? (
        <Alert tone="danger" title={t('catalog.loadFailed')}>
          <p>{error}</p>
          {onRetry ? (
            <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
              {t('catalog.retry')}
            </Button>
          ) : null}
        </Alert>
      ) : (
        <TableSkeleton columns={shown.length} />
      )}
    </Section>
  );
}
