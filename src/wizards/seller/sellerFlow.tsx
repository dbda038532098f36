import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CatalogResource } from '../../api/BackofficeApi';
import { useBackofficeApi, useTenant } from '../../api/context';
import { useKitQueryClient } from '../../api/query';
import type { Id, SellerShop, SignInRecord } from '../../api/types';
import { useBrands, useCreateBrand } from '../catalog/brand';
import { useCatalogList, useCreateCatalogItem, type CatalogRows } from '../catalog/queries';
import { BannersStep, CollectionsStep, Level1Step, Level2Step, Level3Step } from '../catalog/steps';
import { catalogSteps, sellerDetailsStep, type CompanyCatalogSteps } from '../company/companyFlow';
import {
  aboutUsFromRecord,
  billingFromRecord,
  page3Payload,
  page4Payload,
  page5Payload,
  termsFromRecord,
} from '../company/payload';
import { SELLER_PROGRESS, progressStep } from '../flow/facts';
import { DraftedStep, RecordForm } from '../internal/DraftedStep';
import type { OnboardingStep, RecordStep, StepContext } from '../internal/shell';
import { AboutUsStep, type AboutUsValues } from '../steps/AboutUsStep';
import { BillingStep, type BillingValues } from '../steps/BillingStep';
import { sellerValuesFromRecord } from '../steps/sellerPayload';
import { TermsStep, type TermsValues } from '../steps/TermsStep';
import { queryKeys } from '../internal/queryKeys';
import type { FormStepProps } from '../form/useStepForm';
import type { SellerDetailsValues } from '../steps/SellerDetailsStep';
import { AddProductStep } from './AddProductStep';
import { productFromRecord, variantsFromProduct, type ProductFormValues } from './payload';
import { ProductLogoStep } from './ProductLogoStep';
import type { SellerOnboarding } from './useSellerOnboarding';
import { VariantsTaxStep } from './VariantsTaxStep';

/** What a seller step's `render` gets from the wizard. */
export type SellerStepContext = StepContext<SellerOnboarding>;

/** One step of the seller flow (docs/architecture.md, "Flows are data"). */
export type SellerStepDefinition = OnboardingStep<SellerOnboarding>;

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

// The seller's own shop sections: the only place the seller flow names them (docs/api-contract.md).
const BILLING: RecordStep<BillingValues, SellerShop> = {
  id: 'billing',
  target: { kind: 'shop', section: 'billing' },
  fromRecord: billingFromRecord,
  toPayload: (values, tools) => page3Payload(values, tools.provinces, tools.country),
  success: 'wizard.success.billing',
};
const ABOUT_US: RecordStep<AboutUsValues, SellerShop> = {
  id: 'aboutUs',
  target: { kind: 'shop', section: 'about' },
  fromRecord: aboutUsFromRecord,
  // The seller's own image: stored as one of the store's shop images (the `banner` target,
  // which sellers may upload to); the store's about-us image is its administrators'.
  toPayload: async (values, tools) =>
    page4Payload(
      values,
      await tools.upload(values.image, { kind: 'banner', company_po_id: tools.companyId }),
    ),
  success: 'wizard.success.aboutUs',
};
const TERMS: RecordStep<TermsValues, SellerShop> = {
  id: 'terms',
  target: { kind: 'shop', section: 'terms' },
  fromRecord: termsFromRecord,
  toPayload: (values) => page5Payload(values),
  success: 'wizard.success.terms',
};

const rule = (id: string) => progressStep(SELLER_PROGRESS, id);
const done = (context: SellerStepContext, id: string) =>
  context.onboarding.facts !== null && rule(id).isDone?.(context.onboarding.facts) === true;

/**
 * The seller onboarding flow in its intended order (docs/behaviour.md §2, 12 steps): product,
 * variants and taxes, logo, then the seller's own billing, about us and terms (its shop, never
 * the store's), the five catalog steps (written once in the catalog) and seller details (the
 * shared form with the seller codes, saved for the signed-in seller). Each step is done by the
 * seller's own facts (src/wizards/flow/facts.ts).
 *
 * @example
 * const flow = createSellerFlow({ Level1Step, Level2Step, Level3Step, BannersStep, CollectionsStep });
 */
export function createSellerFlow(catalog: CompanyCatalogSteps): readonly SellerStepDefinition[] {
  return [
    {
      ...rule('product'),
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
      ...rule('variants'),
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
      ...rule('logo'),
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
    {
      ...rule('billing'),
      render: (context) => (
        <RecordForm
          context={context}
          step={BILLING}
          record={context.onboarding.shop}
          done={done(context, 'billing')}
        >
          {(props) => (
            <BillingStep
              {...props}
              billingName={context.onboarding.seller?.seller_legal_name ?? ''}
              provinces={context.onboarding.provinces}
              country={context.onboarding.country}
            />
          )}
        </RecordForm>
      ),
    },
    {
      ...rule('aboutUs'),
      render: (context) => (
        <RecordForm
          context={context}
          step={ABOUT_US}
          record={context.onboarding.shop}
          done={done(context, 'aboutUs')}
        >
          {(props) => <AboutUsStep {...props} />}
        </RecordForm>
      ),
    },
    {
      ...rule('terms'),
      render: (context) => (
        <RecordForm
          context={context}
          step={TERMS}
          record={context.onboarding.shop}
          done={done(context, 'terms')}
        >
          {(props) => <TermsStep {...props} />}
        </RecordForm>
      ),
    },
    ...catalogSteps<SellerOnboarding>(SELLER_PROGRESS, catalog),
    sellerDetailsStep<SellerOnboarding>(rule('sellerDetails'), 'seller', (context) => ({
      ...sellerFromUser(context.onboarding.user),
      ...(context.onboarding.seller ? sellerValuesFromRecord(context.onboarding.seller) : {}),
    })),
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
