import type { EarlyRead, Id, SignInRecord } from 'storefront-onboarding/api';
import { chunks } from './chunks';

type Chunk = keyof typeof chunks;

const COUNTS: EarlyRead[] = [
  'level1.list',
  'level2.list',
  'level3.list',
  'banners.list',
  'collections.list',
  'products.list',
  'sellers.list',
];

/** Reads only a company administrator makes (a seller would be refused them). */
const ADMINS_ONLY: ReadonlySet<EarlyRead> = new Set<EarlyRead>([
  'onboarding.sellers',
  'admins.list',
  'invitations.list',
]);

/** What each signed-in path renders (the chrome, the page boundary, the page…) and reads. */
const ROUTES: Array<[RegExp, Chunk[], EarlyRead[]]> = [
  [
    /^\/dashboard\/default$/,
    ['appLayout', 'storePages', 'dashboardDefault'],
    [...COUNTS, 'company.get', 'onboarding.progress'],
  ],
  [
    /^\/dashboard\/demo$/,
    ['appLayout', 'dashboardDemo'],
    [...COUNTS, 'company.get', 'onboarding.progress'],
  ],
  [
    /^\/users\//,
    ['appLayout', 'storePages', 'users', 'dataTable'],
    // The store's team panel reads its lists itself; they start early too. Only the store's
    // owner may read them: another administrator's are refused, and the panel asks once more.
    ['sellers.list', 'onboarding.sellers', 'admins.list', 'invitations.list'],
  ],
  [
    /^\/ecommerce\//,
    ['appLayout', 'storePages', 'products', 'dataTable'],
    ['products.list', 'level1.list', 'sellers.list'],
  ],
  [/^\/(table|form|master|chat)\//, ['appLayout', 'storePages'], []],
];

/** How an inner page's first reads are started early, and put where its queries find them. */
export interface EarlyReadWork {
  /** Starts the reads with `fetch` at once (innerPage.ts). */
  start: (calls: readonly EarlyRead[], companyId: Id) => void;
  /** Fills the page's queries with them (innerPage.ts); never rejects. */
  prime: (calls: readonly EarlyRead[], companyId: Id) => Promise<void>;
}

/**
 * How long the first render waits for the page's data once its chunks are here. Rendered without
 * it, the page paints its skeleton, then renders and lays out again when the data comes (about as
 * long as this on a 2-core machine); on a slow API the chrome and skeleton show after this.
 */
export const DATA_GRACE_MS = 200;

/**
 * A signed-in visit of an inner page asks for everything it will need at once, at start: the
 * chrome, the page boundary, the page, its table, the adapters, and the page's reads
 * (`early.start`). Rendered lazily, each layer asked for the next only once it ran (index →
 * chrome → boundary → page → client → data → table: a waterfall of round trips and renders before
 * the data showed). A visit without a session (the sign-in route) fetches nothing more
 * (docs/architecture.md, "First load"). Resolves once the page's chunks and the adapters have
 * arrived or failed, and its reads are in the query cache (`early.prime`) or `DATA_GRACE_MS` more
 * went by: main.tsx renders then, so the page's first render suspends on nothing and, as a rule,
 * already shows its data.
 */
export function prefetch(
  path: string,
  user: Pick<SignInRecord, 'company_po_id' | 'kind'> | null | undefined,
  early: EarlyReadWork,
): Promise<void> {
  const companyId = user?.company_po_id;
  if (companyId === null || companyId === undefined) return Promise.resolve();
  const route = ROUTES.find(([pattern]) => pattern.test(path));
  if (!route) return Promise.resolve();
  const [, needed, reads] = route;
  // The reads first: they need none of the chunks (innerPage.ts). A seller's page
  // never makes the administrators' reads.
  const calls = reads.filter((call) => user?.kind === 'company' || !ADMINS_ONLY.has(call));
  if (calls.length > 0) early.start(calls, companyId);
  // A failed fetch is retried by the route that needs it, which shows its own error.
  const arriving = [...needed, 'httpAdapters' as const].map((name) =>
    chunks[name]().catch(() => undefined),
  );
  const primed = calls.length > 0 ? early.prime(calls, companyId) : undefined;
  return Promise.all(arriving).then(
    () =>
      primed &&
      Promise.race([primed, new Promise<void>((resolve) => setTimeout(resolve, DATA_GRACE_MS))]),
  );
}
