import { useCallback, useContext, useState } from 'react';
import { BackofficeContext, useSession, useTenant } from '../../api/context';
import { errorText } from '../../api/errorText';
import { useKitQueryClient } from '../../api/query';
import type { CompanyRecord, Id, Product, SignInRecord } from '../../api/types';
import { useWizardTranslation } from '../internal/strings';
import {
  useCompanyOnboarding,
  type CompanyFailure,
  type CompanyOnboarding,
  type CompanyOnboardingOptions,
} from '../company/useCompanyOnboarding';
import { aboutUsFromRecord, billingFromRecord, termsFromRecord } from '../company/payload';
import { queryKeys } from '../internal/queryKeys';
import { sellerUpdatePayload } from '../steps/sellerPayload';
import type { SellerDetailsValues } from '../steps/SellerDetailsStep';
import type { ProductFormValues, VariantsFormValues } from './payload';
import type { ProductLogoFormValues } from './ProductLogoStep';
import {
  saveProductLogo,
  savedVariants,
  useSaveVariants,
  useSellerProduct,
} from './useSellerProduct';

/** What the seller flow reads and does (docs/behaviour.md §4 "Seller wizard"). */
export interface SellerOnboarding extends CompanyOnboarding {
  /** The signed-in seller. */
  user: SignInRecord | null;
  /** The product once created (kept across reloads), else null. */
  prodId: Id | null;
  /** The stored product, once read. */
  product: Product | null;
  /** The logo upload's progress (0 … 1) while it runs, else null. */
  uploadProgress: number | null;
  /** Step 1: creates the product unless one is held (never twice). */
  createProduct(values: ProductFormValues): Promise<boolean>;
  /** Step 2: saves the variants and taxes (`page2`) with the product id. */
  saveVariants(values: VariantsFormValues): Promise<boolean>;
  /** Step 3: uploads a newly chosen image under the product, then saves `summary_image_url`. */
  saveLogo(values: ProductLogoFormValues): Promise<boolean>;
}

/** Whether a step's values are what the record holds (empty and absent alike): nothing to save. */
function same(values: object, onRecord: object): boolean {
  const held = onRecord as Record<string, unknown>;
  const blank = (value: unknown) => (value === null || value === undefined ? '' : value);
  return Object.entries(values).every(([name, value]) => blank(value) === blank(held[name]));
}

/**
 * The seller onboarding's server state and actions. The store's steps (billing, about us,
 * terms, the catalog, completion reports) are the company flow's, through `useCompanyOnboarding`;
 * this adds the product (created once, its id kept in the session), its variants and logo, and
 * the seller's own record (updated by the signed-in seller's id, with the seller codes).
 *
 * The store's pages belong to its administrators (docs/api-contract.md): a page already on record
 * and left unchanged moves on without a call; a changed one is sent and the server decides.
 *
 * @example
 * const onboarding = useSellerOnboarding();
 * await onboarding.createProduct(values); // a second call, or after a reload: no second product
 */
export function useSellerOnboarding(options: CompanyOnboardingOptions = {}): SellerOnboarding {
  const company = useCompanyOnboarding(options);
  const context = useContext(BackofficeContext);
  const api = options.api ?? context?.api ?? null;
  const uploader = options.uploader ?? context?.uploader ?? null;
  const { t } = useWizardTranslation();
  const tenant = useTenant();
  const client = useKitQueryClient();
  const { session } = useSession();
  const product = useSellerProduct({ countryOrigin: company.country.name });
  const variants = useSaveVariants(product.prodId);
  const [saving, setSaving] = useState<string | null>(null);
  const [failure, setFailure] = useState<CompanyFailure | null>(null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  if (!api)
    throw new Error('`useSellerOnboarding` needs an api (prop or <BackofficeProvider api>)');

  /** One save of a seller step at a time; a refusal stays with its step until the next edit. */
  const run = useCallback(
    async (step: string, work: () => Promise<void>): Promise<boolean> => {
      if (saving || company.saving) return false;
      setSaving(step);
      setFailure(null);
      try {
        await work();
        return true;
      } catch (error) {
        const message = errorText(error, t);
        if (message) setFailure({ step, message });
        return false;
      } finally {
        setSaving(null);
      }
    },
    [company.saving, saving, t],
  );

  const { create } = product;
  const createProduct = useCallback(
    (values: ProductFormValues) =>
      run('product', async () => {
        await create(values);
      }),
    [create, run],
  );

  const { mutateAsync: sendVariants } = variants;
  const saveVariants = useCallback(
    (values: VariantsFormValues) =>
      run('variants', async () => {
        await sendVariants(values);
      }),
    [run, sendVariants],
  );

  const { prodId } = product;
  const stored = product.product.data ?? null;
  const { companyId } = company;
  const saveLogo = useCallback(
    ({ image }: ProductLogoFormValues) =>
      run('logo', async () => {
        // The image on record, unchanged: nothing to upload or save.
        if (!(image instanceof Blob)) return;
        if (!uploader) throw new Error('An image was chosen but no uploader is configured');
        if (companyId === null || prodId === null || !stored) {
          throw new Error('The product is not loaded');
        }
        setUploadProgress(0);
        try {
          await saveProductLogo(
            api,
            uploader,
            { companyId, prodId },
            image,
            savedVariants(stored),
            setUploadProgress,
          );
        } finally {
          setUploadProgress(null);
        }
        await client.invalidateQueries({ queryKey: queryKeys.product(tenant, prodId) });
      }),
    [api, client, companyId, prodId, run, stored, tenant, uploader],
  );

  // The store's pages: moving on over a saved, unchanged page needs no call (and a seller may
  // not save the store's pages: docs/api-contract.md).
  const record = company.record;
  const unchanged = useCallback(
    (page: 3 | 4 | 5, values: object, fromRecord: (r: CompanyRecord) => object) =>
      record !== null && company.isPageDone(page) && same(values, fromRecord(record)),
    [company, record],
  );
  const saveBilling = useCallback<CompanyOnboarding['saveBilling']>(
    async (values) => unchanged(3, values, billingFromRecord) || company.saveBilling(values),
    [company, unchanged],
  );
  const saveAboutUs = useCallback<CompanyOnboarding['saveAboutUs']>(
    async (values) => unchanged(4, values, aboutUsFromRecord) || company.saveAboutUs(values),
    [company, unchanged],
  );
  const saveTerms = useCallback<CompanyOnboarding['saveTerms']>(
    async (values) => unchanged(5, values, termsFromRecord) || company.saveTerms(values),
    [company, unchanged],
  );

  const user = session?.user ?? null;
  const { reportCreated, provinces, country, profile } = company;
  const saveSeller = useCallback(
    (values: SellerDetailsValues) =>
      run('sellerDetails', async () => {
        if (companyId === null) throw new Error('The company record is not loaded');
        if (user?.seller_id == null) throw new Error('No seller is signed in');
        await api.sellers.update(
          sellerUpdatePayload(values, {
            sellerId: user.seller_id,
            companyId,
            businessSubdomain: profile?.business_subdomain ?? tenant ?? '',
            provinces,
            country,
          }),
        );
        await reportCreated(12);
      }),
    [api, companyId, country, profile, provinces, reportCreated, run, tenant, user],
  );

  const productLoading = prodId !== null && product.product.isPending;
  return {
    ...company,
    status: company.status === 'ready' && productLoading ? 'loading' : company.status,
    loadError:
      company.loadError ?? (product.product.error ? errorText(product.product.error, t) : null),
    saving: saving ?? company.saving,
    failure: failure ?? company.failure,
    clearFailure: () => {
      setFailure(null);
      company.clearFailure();
    },
    saveBilling,
    saveAboutUs,
    saveTerms,
    saveSeller,
    user,
    prodId,
    product: stored,
    uploadProgress,
    createProduct,
    saveVariants,
    saveLogo,
  };
}
