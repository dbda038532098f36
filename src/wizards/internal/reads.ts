import { queryOptions, skipToken } from '@tanstack/react-query';
import type { BackofficeApi } from '../../api/BackofficeApi';
import type { Id } from '../../api/types';
import { queryKeys } from './queryKeys';

/*
 * The onboarding's reads as `queryOptions` factories (docs/architecture.md, "Server state"): one
 * per adapter read, its key from `queryKeys`, and `skipToken` while what it needs is unknown (no
 * tenant, no company id yet), so a hook never calls an adapter with a made-up id.
 */

type Known = Id | null | undefined;

const known = (id: Known): id is Id => id !== null && id !== undefined;

export const onboardingReads = {
  /** The tenant's company profile, once the tenant is known. */
  profile: (api: BackofficeApi, tenant: string | null) =>
    queryOptions({
      queryKey: queryKeys.profile(tenant),
      queryFn: tenant ? ({ signal }) => api.tenant.resolve(tenant, { signal }) : skipToken,
    }),
  /** The store's record, once its id is known. */
  company: (api: BackofficeApi, tenant: string | null, companyId: Known) =>
    queryOptions({
      queryKey: queryKeys.company(tenant, companyId ?? 0),
      queryFn: known(companyId)
        ? ({ signal }) => api.company.get(companyId, { signal })
        : skipToken,
    }),
  /** The caller's onboarding facts, always read fresh; asked only when `ask` holds. */
  progress: (api: BackofficeApi, tenant: string | null, ask: boolean) =>
    queryOptions({
      queryKey: queryKeys.progress(tenant),
      queryFn: ask ? ({ signal }) => api.onboarding.progress({ signal }) : skipToken,
    }),
  /** The provinces of a country. */
  provinces: (api: BackofficeApi, tenant: string | null, countryId: string) =>
    queryOptions({
      queryKey: queryKeys.provinces(tenant, countryId),
      queryFn: ({ signal }) => api.reference.provinces(countryId, { signal }),
    }),
  /** The store's own seller record, once the store's id is known. */
  storeSeller: (api: BackofficeApi, tenant: string | null, companyId: Known) =>
    queryOptions({
      queryKey: queryKeys.storeSeller(tenant, companyId ?? 0),
      queryFn: known(companyId)
        ? ({ signal }) => api.sellers.store(companyId, { signal })
        : skipToken,
    }),
  /** A seller's own shop profile, once the seller is known. */
  shop: (api: BackofficeApi, tenant: string | null, sellerId: Known) =>
    queryOptions({
      queryKey: queryKeys.shop(tenant, sellerId ?? 0),
      queryFn: known(sellerId) ? ({ signal }) => api.sellers.shop(sellerId, { signal }) : skipToken,
    }),
  /** The store's sellers as the caller may see them, once the store's id is known. */
  sellers: (api: BackofficeApi, tenant: string | null, companyId: Known, ask = true) =>
    queryOptions({
      queryKey: queryKeys.sellers(tenant, companyId ?? 0),
      queryFn:
        ask && known(companyId)
          ? ({ signal }) => api.sellers.list(companyId, { signal })
          : skipToken,
    }),
  /** The store's products as the caller may see them, once the store's id is known. */
  products: (api: BackofficeApi, tenant: string | null, companyId: Known, ask = true) =>
    queryOptions({
      queryKey: queryKeys.products(tenant, companyId ?? 0),
      queryFn:
        ask && known(companyId)
          ? ({ signal }) => api.products.list(companyId, { signal })
          : skipToken,
    }),
  /** One product, once its id is known. */
  product: (api: BackofficeApi, tenant: string | null, prodId: Known) =>
    queryOptions({
      queryKey: queryKeys.product(tenant, prodId ?? 0),
      queryFn: known(prodId) ? ({ signal }) => api.products.get(prodId, { signal }) : skipToken,
    }),
  /** Each seller of the store with its onboarding facts (administrators); asked only when `ask`. */
  sellersProgress: (api: BackofficeApi, tenant: string | null, ask = true) =>
    queryOptions({
      queryKey: queryKeys.sellersProgress(tenant),
      queryFn: ask ? ({ signal }) => api.onboarding.sellers({ signal }) : skipToken,
    }),
};
