import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useBackofficeApi, useTenant } from '../../api/context';
import { useKitQueryClient } from '../../api/query';
import type {
  CompanyRecord,
  Id,
  OnboardingFacts,
  Product,
  Seller,
  SellerProgress,
} from '../../api/types';
import { EVERY_MOUNT } from '../../api/primed';
import { onboardingReads } from '../internal/reads';

export { PRIMED_MS } from '../../api/primed';

/*
 * The store's records a host's pages read (docs/architecture.md, "Server state"): the company
 * record and the sellers' and products' lists (docs/api-contract.md, the list extensions), each
 * under its tenant-prefixed key, through the kit's query client. Nothing is asked while the
 * company id is unknown (`companyId` null: `skipToken`, the query stays pending, `fetchStatus`
 * idle).
 */

export type CompanyId = Id | null | undefined;

/**
 * The company record (`company.get`), under the key the company wizard reads and refreshes.
 *
 * @example
 * const company = useCompanyRecord(session?.user.company_po_id);
 * if (company.isPending) return <Skeleton />;
 */
export function useCompanyRecord(companyId: CompanyId): UseQueryResult<CompanyRecord> {
  const api = useBackofficeApi();
  const tenant = useTenant();
  const client = useKitQueryClient();
  return useQuery(onboardingReads.company(api, tenant, companyId), client);
}

/**
 * The store's sellers (`sellers.list`): all of them for an administrator, a seller's own record
 * for a seller.
 *
 * @example
 * const sellers = useSellerList(session?.user.company_po_id);
 */
export function useSellerList(companyId: CompanyId): UseQueryResult<Seller[]> {
  const api = useBackofficeApi();
  const tenant = useTenant();
  const client = useKitQueryClient();
  return useQuery({ ...onboardingReads.sellers(api, tenant, companyId), ...EVERY_MOUNT }, client);
}

/**
 * The store's products (`products.list`): all of them for an administrator, a seller's own for
 * a seller.
 *
 * @example
 * const products = useProductList(session?.user.company_po_id);
 */
export function useProductList(companyId: CompanyId): UseQueryResult<Product[]> {
  const api = useBackofficeApi();
  const tenant = useTenant();
  const client = useKitQueryClient();
  return useQuery({ ...onboardingReads.products(api, tenant, companyId), ...EVERY_MOUNT }, client);
}

/**
 * The signed-in account's onboarding facts (`onboarding.progress`), under the key the wizards read
 * and refresh: count with `summarizeOnboarding(COMPANY_PROGRESS, facts)` (or SELLER_PROGRESS), as
 * the wizards do. Asked only once someone is signed in (`enabled`).
 *
 * @example
 * const facts = useOnboardingFacts(Boolean(session));
 */
export function useOnboardingFacts(enabled = true): UseQueryResult<OnboardingFacts> {
  const api = useBackofficeApi();
  const tenant = useTenant();
  const client = useKitQueryClient();
  return useQuery(onboardingReads.progress(api, tenant, enabled), client);
}

/**
 * Each seller of the store with its onboarding facts (`onboarding.sellers`, administrators):
 * the admins' sellers-progress page.
 */
export function useSellersProgress(enabled = true): UseQueryResult<SellerProgress[]> {
  const api = useBackofficeApi();
  const tenant = useTenant();
  const client = useKitQueryClient();
  return useQuery(onboardingReads.sellersProgress(api, tenant, enabled), client);
}
