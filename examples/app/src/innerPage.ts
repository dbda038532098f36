import { startEarlyReads, tenantFromHost } from 'storefront-onboarding/api';
import { formatNumber } from 'storefront-onboarding/i18n';
import { chunks } from './chunks';
import { prefetch } from './prefetch';
import { API_BASE, api, i18n, session, setEarlyReads, setPrimedQueryClient } from './services';

/*
 * What a signed-in visit does before its first render (docs/architecture.md, "Inner pages"). In
 * the entry: as a chunk of its own it made every request below wait for its round trip.
 */

/**
 * Starts the inner page at `path`: its reads with `fetch` at once, its chunks, and the reads into
 * the query cache (prefetch.ts). Resolves when main.tsx may render; axios follows once the page
 * has painted.
 */
export function startInnerPage(path: string): Promise<void> {
  const user = session.get()?.user;
  const token = user?.access_token;
  // The first Intl formatter a page builds sets up ICU: 30–60 ms in Chromium on a 2-core machine,
  // which the page's first render would pay (its counts, its table's pagination); later ones cost
  // ~0.1 ms. English counts are written without Intl (formatNumber); Hindi and Arabic set it up
  // now, while the page's chunks are on the network.
  if (i18n.language !== 'en') setTimeout(() => formatNumber(0, i18n.language));
  return prefetch(path, user, {
    start: (reads, companyId) => {
      if (token) setEarlyReads(startEarlyReads({ baseURL: API_BASE, token, companyId, reads }));
    },
    // The answers are the early ones (`createHttpApi({ early })`), so nothing is asked twice.
    prime: (reads, companyId) =>
      chunks
        .primeReads()
        .then(({ queryClient, primeStoreReads }) => {
          setPrimedQueryClient(queryClient);
          return primeStoreReads(queryClient, api, {
            tenant: tenantFromHost(window.location.hostname),
            companyId,
            reads,
          });
        })
        .catch(() => undefined),
  }).then(() => {
    // axios, for the calls after the page's first reads (those went out with fetch): fetched and
    // run once the page has painted, not while it renders (its setup alone is some 20 ms of a
    // 2-core machine's main thread).
    afterPaint(() => void chunks.httpClient().catch(() => undefined));
  });
}

/** Runs `task` once the browser is idle after the next frames, or within a second. */
function afterPaint(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 200);
}
