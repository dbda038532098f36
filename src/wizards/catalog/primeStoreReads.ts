import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { BackofficeApi } from '../../api/BackofficeApi';
import type { EarlyRead } from '../../api/http/earlyReads';
import type { Id } from '../../api/types';
import { teamQuery } from '../../api/teamQuery';
import { onboardingReads } from '../internal/reads';
import { catalogListQuery } from './queries';
import { markPrimed } from '../../api/primed';

/** What `primeStoreReads` needs: the store, and which of its reads to fill. */
export interface PrimeStoreReadsOptions {
  /** The tenant the kit's provider was given (or took from the host). */
  tenant: string | null;
  /** The signed-in account's company. */
  companyId: Id;
  /** The reads the page makes first (the names `startEarlyReads` takes). */
  reads: readonly EarlyRead[];
}

type Query = { queryKey: QueryKey };

/**
 * Each early read as the query of the hook that reads it: the same key, the same call. The store
 * team's two lists are one query (`StoreTeam`'s).
 */
function queryOf(read: EarlyRead, api: BackofficeApi, tenant: string | null, id: Id): Query {
  switch (read) {
    case 'admins.list':
    case 'invitations.list':
      return teamQuery(api, tenant, id);
    case 'company.get':
      return onboardingReads.company(api, tenant, id);
    case 'sellers.list':
      return onboardingReads.sellers(api, tenant, id);
    case 'products.list':
      return onboardingReads.products(api, tenant, id);
    case 'onboarding.progress':
      return onboardingReads.progress(api, tenant, true);
    case 'onboarding.sellers':
      return onboardingReads.sellersProgress(api, tenant);
    case 'level1.list':
      return catalogListQuery(api, tenant, 'level1', id);
    case 'level2.list':
      return catalogListQuery(api, tenant, 'level2', id);
    case 'level3.list':
      return catalogListQuery(api, tenant, 'level3', id);
    case 'banners.list':
      return catalogListQuery(api, tenant, 'banners', id);
    case 'collections.list':
      return catalogListQuery(api, tenant, 'collections', id);
  }
}

/**
 * Fills the kit's query client with a page's first reads before the page renders, through the
 * same queries its hooks read (`useProductList`, `useCatalogList`, `useOnboardingFacts` …), so
 * its first render already shows the data instead of a skeleton followed by a second render. The
 * lists those hooks read again on every mount take a primed answer as read for
 * {@link PRIMED_MS}. Resolves once every read has settled; a failed one is left to the page's own
 * query, which asks again and shows its error. With `startEarlyReads` and `createHttpApi({ early })`
 * the answers are the early ones, so nothing is asked twice (docs/architecture.md, "Inner pages").
 *
 * @example
 * const client = createKitQueryClient();
 * await primeStoreReads(client, api, { tenant, companyId, reads: ['products.list'] });
 * root.render(<BackofficeProvider api={api} queryClient={client}>…</BackofficeProvider>);
 * @beta Load-time plumbing the example app uses; it may change in a minor version.
 */
export async function primeStoreReads(
  client: QueryClient,
  api: BackofficeApi,
  { tenant, companyId, reads }: PrimeStoreReadsOptions,
): Promise<void> {
  await Promise.all(
    [...new Set(reads)].map(async (read) => {
      const query = queryOf(read, api, tenant, companyId);
      await client.prefetchQuery(query);
      markPrimed(client, query.queryKey);
    }),
  );
}
