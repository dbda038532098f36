import { useMutation, useQuery } from '@tanstack/react-query';
import { useBackofficeApi, useTenant } from '../../../api/context';
import { useKitQueryClient } from '../../../api/query';
import type { Brand, BrandInput, Id } from '../../../api/types';
import { queryKeys } from '../../internal/queryKeys';
import type { BrandFormValues } from './BrandModal';

/** The brand create call's input (docs/api-contract.md `POST /v1/companyBrand`) from the form. */
export function brandPayload(values: BrandFormValues): BrandInput {
  return { brand_name: values.name.trim() };
}

/**
 * The company's brands (`brands.list`), cached under `queryKeys.list(tenant, 'brands', id)`.
 * Waits while `companyId` is not known yet.
 *
 * @example
 * const brands = useBrands(companyId);
 * <SelectField options={(brands.data ?? []).map((b) => ({ value: b.brand_name, label: b.brand_name }))} />
 */
export function useBrands(companyId: Id | null | undefined) {
  const api = useBackofficeApi();
  const tenant = useTenant();
  const client = useKitQueryClient();
  return useQuery(
    {
      queryKey: queryKeys.list(tenant, 'brands', companyId ?? 0),
      queryFn: ({ signal }) => api.brands.list(companyId as Id, { signal }),
      enabled: companyId != null,
    },
    client,
  );
}

/**
 * Creates a brand (`brands.create`) and refreshes the brand list. A brand reports no completion
 * page (docs/behaviour.md §4 "Seller wizard"). Resolves with the new brand.
 *
 * @example
 * const create = useCreateBrand(companyId);
 * const brand = await create.mutateAsync({ name: 'Acme' });
 */
export function useCreateBrand(companyId: Id | null | undefined) {
  const api = useBackofficeApi();
  const tenant = useTenant();
  const client = useKitQueryClient();
  return useMutation<Brand, Error, BrandFormValues>(
    {
      mutationFn: (values) => {
        if (companyId == null) throw new Error('useCreateBrand: the company is not known yet');
        return api.brands.create(companyId, brandPayload(values));
      },
      onSuccess: async (brand) => {
        // The new brand shows at once, then the list is read again from the server.
        client.setQueryData<Brand[]>(
          queryKeys.list(tenant, 'brands', companyId ?? 0),
          (previous) => (previous ? [...previous, brand] : previous),
        );
        await client.invalidateQueries({
          queryKey: queryKeys.list(tenant, 'brands', companyId ?? 0),
        });
      },
    },
    client,
  );
}
