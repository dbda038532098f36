import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CatalogResource } from '../../../api/BackofficeApi';
import { useBackofficeApi, useTenant } from '../../../api/context';
import { useKitQueryClient } from '../../../api/query';
import type { Id, Product, ProductCreateInput } from '../../../api/types';
import { useBrands, useCreateBrand } from '../../catalog/brand';
import { useCatalogList, useCreateCatalogItem, type CatalogRows } from '../../catalog/queries';
import type { ProgressRule } from '../../flow/facts';
import type { FormStepProps } from '../../form/useStepForm';
import { draftedStep } from '../../internal/DraftedStep';
import { queryKeys } from '../../internal/queryKeys';
import type { SellerOnboarding } from '../../seller/useSellerOnboarding';
import { AddProductStep, PRODUCT_FIELDS, type ProductFormValues } from './AddProductStep';

/*
 * The seller flow's first step, Add Product (docs/behaviour.md, "Seller onboarding wizard"): the
 * product's body and prefill, the step with its categories and brands, and its save (the
 * seller onboarding's `createProduct`: once, ./useSellerProduct.ts).
 */

/** Who the product belongs to: added to the create call by the flow, never typed by the seller. */
export interface ProductOwner {
  companyId: Id;
  sellerId: Id;
  /** The country of origin: the default (and only) country (docs/behaviour.md, "Constants"). */
  countryOrigin: string;
}

/**
 * The product create call's input (docs/behaviour.md, "Seller wizard"): the step's values with
 * `company_id`, `seller_id` and `country_origin` added; empty optional texts and empty categories
 * 2 and 3 sent as null.
 *
 * @example
 * api.products.create(productCreatePayload(values, { companyId, sellerId, countryOrigin: 'India' }));
 */
export function productCreatePayload(
  values: ProductFormValues,
  owner: ProductOwner,
): ProductCreateInput {
  return {
    ...PRODUCT_FIELDS.toWire(values),
    company_id: owner.companyId,
    seller_id: owner.sellerId,
    country_origin: owner.countryOrigin,
  };
}

/** A stored product's basics as step 1 starts from them (after a reload, or going Back). */
export function productFromRecord(product: Product): Partial<ProductFormValues> {
  return PRODUCT_FIELDS.fromWire(product);
}

/** A catalog list loaded only once its parent is chosen (docs/behaviour.md, "Catalog" cascade). */
function useChildRows<L extends 'level2' | 'level3'>(list: L, companyId: Id, parent: Id | null) {
  const api = useBackofficeApi();
  const tenant = useTenant();
  const client = useKitQueryClient();
  const resource = api[list] as unknown as CatalogResource<CatalogRows[L], unknown>;
  return useQuery(
    {
      // The catalog's own key: the Level 2 / Level 3 steps and this step share one cache entry.
      queryKey: queryKeys.list(tenant, list, companyId),
      queryFn: ({ signal }) => resource.list(companyId, { signal }),
      enabled: parent !== null,
    },
    client,
  );
}

/** The step with its server state: categories (each level once its parent is chosen) and brands. */
function ConnectedAddProduct({
  companyId,
  ...props
}: FormStepProps<ProductFormValues> & { companyId: Id }) {
  const [category1, setCategory1] = useState<Id | null>(props.defaultValues?.category1Id ?? null);
  const [category2, setCategory2] = useState<Id | null>(props.defaultValues?.category2Id ?? null);
  const level1 = useCatalogList('level1', companyId);
  const level2 = useChildRows('level2', companyId, category1);
  const level3 = useChildRows('level3', companyId, category2);
  const brands = useBrands(companyId);
  const createBrand = useCreateBrand(companyId);
  const createLevel1 = useCreateCatalogItem('level1', companyId);
  return (
    <AddProductStep
      {...props}
      level1={level1.data ?? []}
      level2={level2.data ?? []}
      level3={level3.data ?? []}
      level2Loading={category1 !== null && level2.isPending}
      level3Loading={category2 !== null && level3.isPending}
      onCategory1Change={(id) => {
        setCategory1(id);
        setCategory2(null);
      }}
      onCategory2Change={setCategory2}
      brands={brands.data ?? []}
      onCreateBrand={(values) => createBrand.mutateAsync(values)}
      onCreateLevel1={(values) => createLevel1.mutateAsync(values)}
    />
  );
}

/** Add Product in the seller flow: prefilled from the stored product, saved by `createProduct`. */
export const productStep = (rule: ProgressRule) =>
  draftedStep<ProductFormValues, SellerOnboarding>(
    rule,
    {
      server: ({ onboarding }) => (onboarding.product ? productFromRecord(onboarding.product) : {}),
      save: (values, { onboarding }) => onboarding.createProduct(values),
    },
    (props, context) => <ConnectedAddProduct {...props} companyId={context.companyId} />,
  );
