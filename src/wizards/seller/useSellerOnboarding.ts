import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../api/context';
import { errorText } from '../../api/errorText';
import type { Id, Product, Seller, SellerShop, SignInRecord } from '../../api/types';
import { queryKeys } from '../internal/queryKeys';
import { onboardingReads } from '../internal/reads';
import type { Onboarding } from '../internal/shell';
import { useWizardTranslation } from '../internal/strings';
import { useOnboardingBase, type CompanyOnboardingOptions } from '../internal/useOnboardingBase';
import { saveOwnSeller } from '../steps/sellerDetails/step';
import type { SellerDetailsValues } from '../steps/sellerDetails/SellerDetailsStep';
import type { ProductLogoFormValues } from '../steps/logo/ProductLogoStep';
import type { ProductFormValues } from '../steps/product/AddProductStep';
import type { VariantsFormValues } from '../steps/variants/VariantsTaxStep';
import {
  saveProductLogo,
  savedVariants,
  useSaveVariants,
  useSellerProduct,
} from '../steps/product/useSellerProduct';

/** What the seller flow reads and does (docs/behaviour.md, "Seller wizard"). */
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
 * behaviour.md, "Progress"): its product (found among its products on the server, so no
 * second one is made after signing in again), its own shop profile (billing, about us, terms,
 * saved through seller-scoped calls: nothing a seller does changes the store's record) and its
 * own seller record.
 *
 * @example
 * const onboarding = useSellerOnboarding();
 * await onboarding.createProduct(values); // a second call, or on another device: no second product
 */
export function useSellerOnboarding(options: CompanyOnboardingOptions = {}): SellerOnboarding {
  const { session } = useSession();
  const user = session?.user ?? null;
  const sellerId = user?.seller_id ?? null;
  const { api, uploader, tenant, client, base } = useOnboardingBase(
    options,
    'useSellerOnboarding',
    sellerId,
  );
  const { t } = useWizardTranslation();
  const { companyId, saveStep } = base;
  const product = useSellerProduct({ countryOrigin: base.country.name });
  const variants = useSaveVariants(product.prodId);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);

  const shopQuery = useQuery(onboardingReads.shop(api, tenant, sellerId), client);
  // A seller's list holds its own record only (docs/api-contract.md).
  const sellerQuery = useQuery(
    onboardingReads.sellers(api, tenant, companyId, sellerId !== null),
    client,
  );

  const { create } = product;
  const createProduct = useCallback(
    (values: ProductFormValues) =>
      saveStep('product', async () => {
        await create(values);
      }),
    [create, saveStep],
  );

  const { mutateAsync: sendVariants } = variants;
  const saveVariants = useCallback(
    (values: VariantsFormValues) =>
      saveStep('variants', async () => {
        await sendVariants(values);
      }),
    [saveStep, sendVariants],
  );

  const { prodId } = product;
  const stored = product.product.data ?? null;
  const saveLogo = useCallback(
    ({ image }: ProductLogoFormValues) =>
      saveStep('logo', async ({ companyId: id }) => {
        // The image on record, unchanged: nothing to upload or save.
        if (!(image instanceof Blob)) return;
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
    [api, client, prodId, saveStep, stored, tenant, uploader],
  );

  const saveSeller = useCallback(
    (values: SellerDetailsValues) =>
      saveStep('sellerDetails', (given) => saveOwnSeller(values, given)),
    [saveStep],
  );

  // The seller's own record too: a form drawn before it arrives starts from the sign-in names and
  // keeps them (a revisit of Seller Details showed them over the saved business name).
  const loading =
    product.productsLoading ||
    (prodId !== null && product.product.isPending) ||
    (sellerId !== null && (shopQuery.isPending || sellerQuery.isPending));
  const loadFailure = product.product.error ?? shopQuery.error ?? sellerQuery.error;
  return {
    ...base,
    status: base.status === 'ready' && loading ? 'loading' : base.status,
    loadError: base.loadError ?? (loadFailure ? errorText(loadFailure, t) : null),
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
