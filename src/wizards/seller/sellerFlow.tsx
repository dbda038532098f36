import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CatalogResource } from '../../api/BackofficeApi';
import { useBackofficeApi, useTenant } from '../../api/context';
import { useKitQueryClient } from '../../api/query';
import type { Id, SignInRecord } from '../../api/types';
import { useBrands, useCreateBrand } from '../catalog/brand';
import { useCatalogList, type CatalogRows } from '../catalog/queries';
import { BannersStep, CollectionsStep, Level1Step, Level2Step, Level3Step } from '../catalog/steps';
import {
  createCompanyFlow,
  sellerDetailsStep,
  type CompanyCatalogSteps,
  type CompanyStepContext,
  type CompanyStepDefinition,
} from '../company/companyFlow';
import { DraftedStep } from '../company/DraftedStep';
import type { CompanyProgressPage } from '../company/useCompanyOnboarding';
import type { FlowStepRule } from '../flow';
import { queryKeys } from '../internal/queryKeys';
import type { FormStepProps } from '../steps/internal/useStepForm';
import type { SellerDetailsValues } from '../steps/SellerDetailsStep';
import { AddProductStep } from './AddProductStep';
import { productFromRecord, variantsFromProduct, type ProductFormValues } from './payload';
import { ProductLogoStep } from './ProductLogoStep';
import type { SellerOnboarding } from './useSellerOnboarding';
import { VariantsTaxStep } from './VariantsTaxStep';

/** What a seller step's `render` gets: the company flow's context, with the seller's onboarding. */
export interface SellerStepContext extends CompanyStepContext {
  onboarding: SellerOnboarding;
}

/** One step of the seller flow (docs/architecture.md, "Flows are data"). */
export interface SellerStepDefinition extends FlowStepRule {
  /** i18n key of the step's title. */
  title: string;
  /** The page flag (or completion report) that records the step done. */
  page?: CompanyProgressPage;
  /** Whether the step is done, for steps no page records (the product's). */
  isDone?: (onboarding: SellerOnboarding) => boolean;
  /** The step's content, Next included. */
  render: (context: SellerStepContext) => ReactNode;
}

/** A catalog list loaded only once its parent is chosen (docs/behaviour.md §4 cascade). */
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

/** Step 1 with its server state: categories (each level once its parent is chosen) and brands. */
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
    />
  );
}

/** The seller's own record as the seller details step starts from it (the signed-in seller). */
export function sellerFromUser(user: SignInRecord | null): Partial<SellerDetailsValues> {
  if (!user) return {};
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return {
    businessName: name,
    contactFirstName: user.first_name ?? '',
    contactLastName: user.last_name ?? '',
    contactPhone: user.phone ?? '',
    contactEmail: user.email_id ?? '',
  };
}

/** The store's steps the seller walks too (docs/behaviour.md §2), as the company flow has them. */
const SHARED_STEPS = [
  'billing',
  'aboutUs',
  'terms',
  'level1',
  'level2',
  'level3',
  'banners',
  'collections',
] as const;

/**
 * The seller onboarding flow in its intended order (docs/behaviour.md §2, 12 steps): product,
 * variants and taxes, logo (the seller's own), then billing, about us, terms, the five catalog
 * steps (the company flow's, written once) and seller details (the shared form with the seller
 * codes, saved for the signed-in seller). The product steps are gates: each must be saved before
 * the next opens.
 *
 * @example
 * const flow = createSellerFlow({ Level1Step, Level2Step, Level3Step, BannersStep, CollectionsStep });
 */
export function createSellerFlow(catalog: CompanyCatalogSteps): readonly SellerStepDefinition[] {
  const company = createCompanyFlow(catalog);
  const shared = SHARED_STEPS.map((id) => {
    const step = company.find((definition) => definition.id === id);
    if (!step) throw new Error(`createSellerFlow: the company flow has no step '${id}'`);
    return step satisfies CompanyStepDefinition as SellerStepDefinition;
  });
  return [
    {
      id: 'product',
      title: 'seller.product.title',
      gate: true,
      isDone: (onboarding) => onboarding.prodId !== null,
      render: (context) => (
        <DraftedStep
          context={context}
          id="product"
          server={context.onboarding.product ? productFromRecord(context.onboarding.product) : {}}
          save={context.onboarding.createProduct}
        >
          {(props) => <ConnectedAddProduct {...props} companyId={context.companyId} />}
        </DraftedStep>
      ),
    },
    {
      id: 'variants',
      title: 'seller.variants.title',
      gate: true,
      isDone: (onboarding) => onboarding.product?.cgst != null,
      render: (context) => (
        <DraftedStep
          context={context}
          id="variants"
          server={context.onboarding.product ? variantsFromProduct(context.onboarding.product) : {}}
          save={context.onboarding.saveVariants}
        >
          {(props) => <VariantsTaxStep {...props} />}
        </DraftedStep>
      ),
    },
    {
      id: 'logo',
      title: 'seller.logo.title',
      gate: true,
      isDone: (onboarding) => Boolean(onboarding.product?.summary_image_url),
      render: (context) => (
        <DraftedStep
          context={context}
          id="logo"
          server={{ image: context.onboarding.product?.summary_image_url ?? null }}
          save={context.onboarding.saveLogo}
        >
          {(props) => (
            <ProductLogoStep {...props} uploadProgress={context.onboarding.uploadProgress} />
          )}
        </DraftedStep>
      ),
    },
    ...shared,
    sellerDetailsStep<SellerStepContext>('seller', (context) =>
      sellerFromUser(context.onboarding.user),
    ),
  ];
}

/** The seller flow with the kit's catalog steps. */
export const sellerFlow: readonly SellerStepDefinition[] = /* @__PURE__ */ createSellerFlow({
  Level1Step,
  Level2Step,
  Level3Step,
  BannersStep,
  CollectionsStep,
});
