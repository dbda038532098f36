import type { Id } from '../../../api/types';
import { useCatalogList, useCreateCatalogItem } from '../queries';

/**
 * The company's brands (`brands.list`), under `queryKeys.list(tenant, 'brands', companyId)`.
 *
 * @example
 * const brands = useBrands(companyId);
 * <AddProductStep brands={brands.data ?? []} … />
 */
export function useBrands(companyId: Id) {
  return useCatalogList('brands', companyId);
}

/**
 * Creates a brand (`brands.create` with `{ brand_name }`) and refreshes the brand list; resolves
 * with the new brand once the list is fetched again. A brand reports no completion page and shows
 * no success message (docs/behaviour.md, "States and transitions" and "Messages").
 *
 * @example
 * const createBrand = useCreateBrand(companyId);
 * const brand = await createBrand.mutateAsync({ brand_name: 'Acme' });
 */
export function useCreateBrand(companyId: Id) {
  return useCreateCatalogItem('brands', companyId);
}
