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
const ADMINS_ONLY: ReadonlySet<EarlyRead> = new Set<EarlyRead>(['onboarding.sellers']);

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
    ['sellers.list', 'onboarding.sellers'],
  ],
  [
    /^\/ecommerce\//,
    ['appLayout', 'storePages', 'products', 'dataTable'],
    ['products.list', 'level1.list', 'sellers.list'],
  ],
  [/^\/(table|form|master|chat)\//, ['appLayout', 'storePages'], []],
];

/**
 * A signed-in visit of an inner page asks for everything it will need at once, at start: the
 * chrome, the page boundary, the page, its table, the HTTP client, and the page's reads
 * (`start`, services.ts `startEarly`). Rendered lazily, each layer asked for the next only once it
 * ran (index → chrome → boundary → page → client → data → table: a waterfall of round trips and
 * renders before the data showed). A visit without a session (the sign-in route) fetches
 * nothing more (docs/architecture.md, "First load"). Resolves once the page's chunks and the adapters
 * have arrived or failed: main.tsx renders then, so the page's first render suspends on nothing.
 */
export function prefetch(
  path: string,
  user: Pick<SignInRecord, 'company_po_id' | 'kind'> | null | undefined,
  start: (calls: readonly EarlyRead[], companyId: Id) => void,
): Promise<void> {
  const companyId = user?.company_po_id;
  if (companyId === null || companyId === undefined) return Promise.resolve();
  const route = ROUTES.find(([pattern]) => pattern.test(path));
  if (!route) return Promise.resolve();
  const [, needed, reads] = route;
  // The reads first: they need none of the chunks (services.ts `startEarly`). A seller's page
  // never makes the administrators' reads.
  const calls = reads.filter((call) => user?.kind === 'company' || !ADMINS_ONLY.has(call));
  if (calls.length > 0) start(calls, companyId);
  // A failed fetch is retried by the route that needs it, which shows its own error.
  const arriving = [...needed, 'httpAdapters' as const].map((name) =>
    chunks[name]().catch(() => undefined),
  );
  // axios is not waited for: the page's first reads need none (`startEarly`).
  chunks.httpClient().catch(() => undefined);
  return Promise.all(arriving).then(() => undefined);
}
