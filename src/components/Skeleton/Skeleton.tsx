import { useKitTranslation } from '../../i18n/useKitTranslation';
import { Bone, Bones, HeaderBone, TableRow } from './Skeleton.styles';

/** Line widths, in turn: ragged like text, so the shape reads as "content is coming". */
const WIDTHS = ['100%', '92%', '96%', '84%', '72%', '88%'];

export interface SkeletonProps {
  /** How many grey lines (or, with `columns`, table rows) stand for the content. @default 4 */
  lines?: number;
  /**
   * Draws a table instead of text: a header row and `lines` rows of this many cells, like the
   * table to come (a catalog table's 2 or 3 columns). @default none: lines of text
   */
  columns?: number;
  /** Announced once to screen readers (the lines are hidden from them). @default 'Loading…' */
  label?: string;
  /** Draws the box the content will have (a table's border). @default false */
  framed?: boolean;
  /**
   * Marks the skeleton as a code chunk still being fetched (a `Suspense` fallback) rather than
   * data loading: `data-kit-pending`, which the visual tests wait out (docs/architecture.md).
   */
  pending?: boolean;
  /** For tests that look for the skeleton. */
  'data-testid'?: string;
  className?: string;
}

/**
 * The shape of content that is loading: pulsing lines (still for users who ask for reduced
 * motion) in a busy region, and one status message for assistive tech.
 *
 * @example
 * {query.isPending ? <Skeleton lines={5} columns={3} framed /> : <Table rows={query.data} />}
 */
export function Skeleton({
  lines = 4,
  columns,
  label,
  framed = false,
  pending = false,
  className,
  'data-testid': testId,
}: SkeletonProps) {
  const { t } = useKitTranslation();
  return (
    <Bones
      $framed={framed}
      $table={Boolean(columns)}
      className={className}
      aria-busy="true"
      data-testid={testId}
      data-kit-pending={pending || undefined}
    >
      <span className="sfo-visually-hidden" role="status">
        {label ?? t('fields.loading')}
      </span>
      {columns ? (
        <>
          <TableRow $columns={columns} $header aria-hidden="true" data-part="skeleton-row">
            {Array.from({ length: columns }, (_, cell) => (
              <HeaderBone key={cell} $width="55%" />
            ))}
          </TableRow>
          {Array.from({ length: lines }, (_, row) => (
            <TableRow key={row} $columns={columns} aria-hidden="true" data-part="skeleton-row">
              {Array.from({ length: columns }, (_, cell) => (
                <Bone key={cell} $width={WIDTHS[(row + cell * 2) % WIDTHS.length] ?? '100%'} />
              ))}
            </TableRow>
          ))}
        </>
      ) : (
        Array.from({ length: lines }, (_, index) => (
          <Bone key={index} $width={WIDTHS[index % WIDTHS.length] ?? '100%'} aria-hidden="true" />
        ))
      )}
    </Bones>
  );
}
