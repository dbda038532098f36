import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../api/context';
import { errorText } from '../../api/errorText';
import type {
  Id,
  Product,
  Seller,
  SellerShop,
  SellerShopSections,
  SignInRecord,
} from '../../api/types';
import { useOnboardingBase, type CompanyOnboardingOptions } from '../company/useCompanyOnboarding';
import { queryKeys } from '../internal/queryKeys';
import { onboardingReads } from '../internal/reads';
import type { Onboarding, RecordStep } from '../internal/shell';
import { useWizardTranslation } from '../internal/strings';
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
export interface SellerOnboarding extends Onboarding {
  /** The signed-in seller. */
  user: SignInRecord | null;
  /** The seller's own record (its details step starts from it), once read. */
  seller: Seller | null;
  /** The seller's own shop profile (billing, about us, terms), once read. */
  shop: SellerShop | null;
  /** The seller's product (found on the server), else null. */
  prodId: Id | null;
  /** The stored product, once read. */
  product: Product | null;
  /** The logo upload's progress (0 … 1) while it runs, else null. */
  uploadProgress: number | null;
  /** Step 1: creates the product unless the seller has one (never twice). */
  createProduct(values: ProductFormValues): Promise<boolean>;
  /** Step 2: saves the variants and taxes with the product id. */
  saveVariants(values: VariantsFormValues): Promise<boolean>;
  /** Step 3: uploads a newly chosen image under the product, then saves `summary_image_url`. */
  saveLogo(values: ProductLogoFormValues): Promise<boolean>;
  /** The last step: saves the signed-in seller's own record. */
  saveSeller(values: SellerDetailsValues): Promise<boolean>;
}

/**
 * The seller onboarding's server state and actions. The seller's progress is its own (docs/
 * behaviour.md §4 "Progress"): its product (found among its products on the server, so no
 * second one is made after signing in again), its own shop profile (billing, about us, terms,
 * saved through seller-scoped calls: nothing a seller does changes the store's record) and its
 * own seller record.
 *
 * @example
 * const onboarding = useSellerOnboarding();
 * await onboarding.createProduct(values); // a second call, or on another device: no second product
 */
export function useSellerOnboarding(options: CompanyOnboardingOptions = {}): SellerOnboarding {
  const { api, uploader, tenant, client, base, run, tools } = useOnboardingBase(
    options,
    'useSellerOnboarding',
  );
  const { t } = useWizardTranslation();
  const { session } = useSession();
  const user = session?.user ?? null;
  const sellerId = user?.seller_id ?? null;
  const { companyId, profile, provinces, country } = base;
  const product = useSellerProduct({ countryOrigin: country.name });
  const variants = useSaveVariants(product.prodId);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);

  const shopKey = queryKeys.shop(tenant, sellerId ?? 0);
  const shopQuery = useQuery(onboardingReads.shop(api, tenant, sellerId), client);
  const sellersKey = queryKeys.sellers(tenant, companyId ?? 0);
  // A seller's list holds its own record only (docs/api-contract.md).
  const sellerQuery = useQuery(
    onboardingReads.sellers(api, tenant, companyId, sellerId !== null),
    client,
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
  const saveLogo = useCallback(
    ({ image }: ProductLogoFormValues) =>
      run('logo', async () => {
        // The image on record, unchanged: nothing to upload or save.
        if (!(image instanceof Blob)) return;
        if (!uploader) throw new Error('An image was chosen but no uploader is configured');
        const { companyId: id } = tools();
        if (prodId === null || !stored) throw new Error('The product is not loaded');
        setUploadProgress(0);
        try {
          await saveProductLogo(
            api,
            uploader,
            { companyId: id, prodId },
            image,
            savedVariants(stored),
            setUploadProgress,
          );
        } finally {
          setUploadProgress(null);
        }
        await client.invalidateQueries({ queryKey: queryKeys.product(tenant, prodId) });
      }),
    [api, client, prodId, run, stored, tenant, tools, uploader],
  );

  const save = useCallback(
    <V>(step: RecordStep<V, never>, values: V) =>
      run(
        step.id,
        async () => {
          const { target } = step;
          if (target.kind !== 'shop') throw new Error(`${step.id}: not a shop section`);
          if (sellerId === null) throw new Error('No seller is signed in');
          const payload = await step.toPayload(values, tools());
          await api.sellers.saveShop(
            target.section,
            sellerId,
            payload as SellerShopSections[typeof target.section],
          );
          await client.invalidateQueries({ queryKey: shopKey });
        },
        step.success,
      ),
    [api, client, run, sellerId, shopKey, tools],
  );

  const saveSeller = useCallback(
    (values: SellerDetailsValues) =>
      run('sellerDetails', async () => {
        if (sellerId === null) throw new Error('No seller is signed in');
        await api.sellers.update(
          sellerUpdatePayload(values, {
            sellerId,
            companyId: tools().companyId,
            businessSubdomain: profile?.business_subdomain ?? tenant ?? '',
            provinces,
            country,
          }),
        );
        await client.invalidateQueries({ queryKey: sellersKey });
      }),
    [api, client, country, profile, provinces, run, sellerId, sellersKey, tenant, tools],
  );

  const loading =
    product.productsLoading ||
    (prodId !== null && product.product.isPending) ||
    (sellerId !== null && shopQuery.isPending);
  const loadFailure = product.product.error ?? shopQuery.error;
  return {
    ...base,
    status: base.status === 'ready' && loading ? 'loading' : base.status,
    loadError: base.loadError ?? (loadFailure ? errorText(loadFailure, t) : null),
    save,
    saveSeller,
    user,
    seller: sellerQuery.data?.find((row) => row.seller_id === sellerId) ?? null,
    shop: shopQuery.data ?? null,
    prodId,
    product: stored,
    uploadProgress,
    createProduct,
    saveVariants,
    saveLogo,
  };
}
