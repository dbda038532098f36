import { Fragment, lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useSession } from 'storefront-onboarding';
import {
  errorText,
  type CompanyRecord,
  type Id,
  type SignInRecord,
} from 'storefront-onboarding/api';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Skeleton as KitSkeleton,
} from 'storefront-onboarding/components';
import type { DataTableProps } from 'storefront-onboarding/data-table';
import { formatNumber, useKitTranslation } from 'storefront-onboarding/i18n';
import { RouterLink } from '../../RouterLink';
import { chunks, fromChunk } from '../../chunks';
import { API_BASE } from '../../services';
import { PAGES_NS, registerPagesStrings } from './register';

registerPagesStrings();

/** The data pages' translation (`examplePages` namespace). */
export function usePagesTranslation() {
  return useTranslation(PAGES_NS);
}

/** The signed-in account and its store's company id (every data page needs both). */
function useSignedIn(): { user: SignInRecord | null; companyId: Id | null } {
  const { session } = useSession();
  const user = session?.user ?? null;
  return { user, companyId: user?.company_po_id ?? null };
}

/** The page: its cards in one column, at most 80rem wide. */
export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  inline-size: 100%;
  max-inline-size: 80rem;
  margin-inline: auto;
`;

/** Two cards side by side from 64rem, one above the other below. */
export const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 64rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Label/value pairs; the label goes above its value on narrow screens. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.875rem;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    overflow-wrap: anywhere;
  }
  @media (min-width: 40rem) {
    grid-template-columns: minmax(9rem, max-content) minmax(0, 1fr);
    dd {
      margin: 0;
    }
  }
`;

/** One fact: the label's key (examplePages) and the stored value. */
export type Fact = readonly [label: string, shown: string | number | null | undefined];

/** Facts as a description list; a dash for what is not stored. */
export function FactList({ facts }: { facts: ReadonlyArray<Fact> }) {
  const { t } = usePagesTranslation();
  const none = t('common.none');
  return (
    <Facts>
      {facts.map(([label, shown]) => (
        <Fragment key={label}>
          <dt>{t(label)}</dt>
          <dd>{value(shown, none)}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}

/** A list of links to what comes next. */
export function LinkList({
  links,
}: {
  links: ReadonlyArray<readonly [href: string, label: string]>;
}) {
  const { t } = usePagesTranslation();
  return (
    <Links>
      {links.map(([href, label]) => (
        <li key={label}>
          <RouterLink href={href}>{t(label)}</RouterLink>
        </li>
      ))}
    </Links>
  );
}

const Links = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The page for a signed-in account of a store: `render` with the account and its company id, or
 * a warning when the session names no store.
 */
export function ForStore({ render }: { render: (user: SignInRecord, companyId: Id) => ReactNode }) {
  const { t } = usePagesTranslation();
  const { user, companyId } = useSignedIn();
  if (!user || companyId === null) return <Alert tone="warning">{t('common.noStore')}</Alert>;
  return <>{render(user, companyId)}</>;
}

/** A value, or a dash when nothing is stored. */
export function value(text: string | number | null | undefined, none: string): string {
  if (text === null || text === undefined) return none;
  const shown = String(text).trim();
  return shown === '' ? none : shown;
}

/** The company's address (its profile), joined. */
export function companyAddress(record: CompanyRecord): string {
  return joinAddress([
    record.addressline1,
    record.addressline2,
    record.street_no,
    record.street_name,
    record.area_name,
    record.region_name,
    record.zip,
    record.stateshort,
  ]);
}

/** Joins the stored parts of an address. */
export function joinAddress(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * Where a stored image reference is shown from: an http(s) URL or a served path as it is, an
 * object key of this store from the API's uploads (docs/api-contract.md, "Values").
 */
export function imageSrc(ref: string | null | undefined): string | null {
  const trimmed = ref?.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith('/')) return trimmed;
  return `${API_BASE}/uploads/${trimmed.split('/').map(encodeURIComponent).join('/')}`;
}

/** A number in the reader's locale. */
export function useNumber(): (n: number) => string {
  const { i18n } = usePagesTranslation();
  return (n) => formatNumber(n, i18n.language);
}

/**
 * The kit's skeleton, marked for the end-to-end tests that wait for the data: lines of text, or
 * with `columns` the rows of the table to come.
 */
export function Skeleton({ lines = 4, columns }: { lines?: number; columns?: number }) {
  return <KitSkeleton lines={lines} columns={columns} data-testid="data-skeleton" />;
}

/** A failed read: the reason in the reader's language and a Retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = usePagesTranslation();
  const { t: kitT } = useKitTranslation();
  return (
    <Alert tone="danger" title={t('common.failed')}>
      <p>{errorText(error, kitT) ?? t('common.failed')}</p>
      <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

/** An honest empty state (the kit's): what is missing and, when there is one, how it comes. */
export function Empty({ title, action }: { title: string; action?: ReactNode }) {
  return <EmptyState title={title} action={action} />;
}

/** What every read gives a section: its rows, or that they load, or why they failed. */
export interface Loadable<T> {
  data?: T;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A card that shows its content once `query` has data, a skeleton while it loads, the failure
 * with Retry when it could not be loaded.
 */
export function DataCard<T>({
  title,
  query,
  actions,
  lines,
  columns,
  children,
}: {
  title: ReactNode;
  query: Loadable<T>;
  actions?: ReactNode;
  lines?: number;
  /** The columns of the table the card will show: its skeleton takes their shape. */
  columns?: number;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card title={title} actions={actions}>
      {query.data !== undefined ? (
        children(query.data)
      ) : query.error ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Skeleton lines={lines} columns={columns} />
      )}
    </Card>
  );
}

/** The first failure among several reads, and a Retry that reads the failed ones again. */
export function combined(queries: ReadonlyArray<Loadable<unknown>>) {
  const failed = queries.filter((query) => query.error);
  return {
    pending: queries.some((query) => query.data === undefined && !query.error),
    error: failed[0]?.error ?? null,
    retry: () => failed.forEach((query) => void query.refetch()),
  };
}

const LazyTable = fromChunk(chunks.dataTable, (m) => m.DataTable) as unknown as <T>(
  props: DataTableProps<T>,
) => ReactElement;

/** The kit's DataTable, loaded with the first table shown, behind a skeleton. */
export function DataTable<T>(props: DataTableProps<T>) {
  return (
    <Suspense fallback={<Skeleton lines={5} columns={props.columns.length} />}>
      <LazyTable {...props} />
    </Suspense>
  );
}

const LazyRichText = lazy(async () => ({
  default: (await import('storefront-onboarding/rich-text')).RichText,
}));

/** Stored rich text, sanitized by the kit's RichText (loaded when first shown). */
export function RichTextView({ html, empty }: { html: string | null | undefined; empty: string }) {
  const text = html?.trim();
  if (!text || text === '<p><br></p>') return <p>{empty}</p>;
  return (
    <Suspense fallback={<Skeleton lines={3} />}>
      <LazyRichText html={text} />
    </Suspense>
  );
}

/** Where each thing is managed in the example (docs/behaviour.md, "Signed-in layouts"). */
export const PATHS = {
  overview: '/dashboard/default',
  catalog: '/table/datatable',
  settings: '/form/wizard',
  sellers: '/users/profile',
  products: '/ecommerce/products',
  companyWizard: '/auth/SignupProcess',
  sellerWizard: '/auth/SignupProcessSeller',
  companyPassword: '/auth/ChangePassword',
  sellerPassword: '/auth/ChangePasswordSeller',
} as const;
