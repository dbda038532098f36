import type { Id } from '../../kernel/types/common';

const seg = (id: Id) => encodeURIComponent(String(id));

/** Headers every API call carries (docs/api-contract.md): JSON answers, contract version 1.0. */
export const API_HEADERS = { Accept: 'application/json', Version: '1.0' } as const;

/** The catalog resources' paths (docs/api-contract.md), shared with `createHttpApi`. */
export const CATALOG_PATHS = {
  level1: '/v1/l1CategoryPO',
  level2: '/v1/l2CategoryPO',
  level3: '/v1/l3CategoryPO',
  banners: '/v1/companyBanner',
  collections: '/v1/companyCollection',
} as const;

/** A company's list of one resource: `{base}/company_po_id/{id}`. */
export const companyListPath = (base: string, companyId: Id) =>
  `${base}/company_po_id/${seg(companyId)}`;

/**
 * The reads an inner page makes first, by `group.method` of the BackofficeApi, and their paths:
 * `createHttpApi` asks these same paths. Account reads ignore the company id.
 */
export const EARLY_READ_PATHS = {
  'company.get': (companyId: Id) => `/v1/companyPO/${seg(companyId)}`,
  'sellers.list': (companyId: Id) => companyListPath('/v1/companySeller', companyId),
  'products.list': (companyId: Id) => companyListPath('/v1/companySellerProd', companyId),
  'level1.list': (companyId: Id) => companyListPath(CATALOG_PATHS.level1, companyId),
  'level2.list': (companyId: Id) => companyListPath(CATALOG_PATHS.level2, companyId),
  'level3.list': (companyId: Id) => companyListPath(CATALOG_PATHS.level3, companyId),
  'banners.list': (companyId: Id) => companyListPath(CATALOG_PATHS.banners, companyId),
  'collections.list': (companyId: Id) => companyListPath(CATALOG_PATHS.collections, companyId),
  'onboarding.progress': () => '/v1/onboarding/progress',
  'onboarding.sellers': () => '/v1/onboarding/sellers',
  'admins.list': (companyId: Id) => `/v1/companyPO/${seg(companyId)}/admins`,
  'invitations.list': (companyId: Id) => `/v1/companyPO/${seg(companyId)}/invitations`,
} as const;

/** A read `startEarlyReads` can start. */
export type EarlyRead = keyof typeof EARLY_READ_PATHS;

/** Answers started before the adapter was loaded; `createHttpApi({ early })` takes them. */
export interface EarlyReads {
  /** The answer of a GET of `path` started early: once, while fresh; otherwise undefined. */
  take(path: string): Promise<unknown> | undefined;
  /** Drops every answer (a write made them stale). */
  clear(): void;
}

/** What `startEarlyReads` needs: where, as whom, and which reads. */
export interface EarlyReadsOptions {
  /** The API base, as given to `createHttpApi`. */
  baseURL: string;
  /** The signed-in account's token. */
  token: string;
  /** The signed-in account's company. */
  companyId: Id;
  /** The reads to start (each once). */
  reads: readonly EarlyRead[];
  /** Sent with each read too (e.g. the API key under its header). */
  headers?: Record<string, string>;
  /** How long an answer waits for the call that takes it. @default 10000 */
  keepMs?: number;
  /** @default () => Date.now() */
  now?: () => number;
}

/**
 * Starts a signed-in page's first reads at once, with `fetch`: they need neither the adapter nor
 * axios, which arrive as chunks of their own, so the page's data is on its way while its code
 * still loads. `createHttpApi({ early })` hands each answer to the page's own identical GET, once.
 * An answer that failed in any way is not handed over: that GET goes out as usual, and its error
 * is the adapter's own (docs/architecture.md, "Inner pages").
 * @beta Load-time plumbing the example app uses; it may change in a minor version.
 */
export function startEarlyReads(options: EarlyReadsOptions): EarlyReads {
  const now = options.now ?? (() => Date.now());
  const keepMs = options.keepMs ?? 10_000;
  const started = new Map<string, { answer: Promise<unknown>; at: number }>();
  const headers = {
    ...options.headers,
    ...API_HEADERS,
    Authorization: `Bearer ${options.token}`,
  };
  for (const read of new Set(options.reads)) {
    const path = EARLY_READ_PATHS[read](options.companyId);
    const answer = fetch(`${options.baseURL}${path}`, { headers }).then((response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return response.json() as Promise<unknown>;
    });
    // Whoever takes it sees the failure; unclaimed, it must not be an unhandled rejection.
    answer.catch(() => undefined);
    started.set(path, { answer, at: now() });
  }
  return {
    take(path) {
      const early = started.get(path);
      if (!early) return undefined;
      started.delete(path);
      return now() - early.at < keepMs ? early.answer : undefined;
    },
    clear() {
      started.clear();
    },
  };
}
