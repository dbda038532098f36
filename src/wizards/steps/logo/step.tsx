import type { ProgressRule } from '../../flow/facts';
import { draftedStep } from '../../internal/DraftedStep';
import type { SellerOnboarding } from '../../seller/useSellerOnboarding';
import { ProductLogoStep, type ProductLogoFormValues } from './ProductLogoStep';

/**
 * The product's logo in the seller flow: the image on record is its prefill; the save
 * (`saveLogo`, ../product/useSellerProduct.ts) uploads a newly chosen one under the product,
 * showing its progress, then sends the variants again with its address.
 */
export const logoStep = (rule: ProgressRule) =>
  draftedStep<ProductLogoFormValues, SellerOnboarding>(
    rule,
    {
      server: ({ onboarding }) => ({ image: onboarding.product?.summary_image_url ?? null }),
      save: (values, { onboarding }) => onboarding.saveLogo(values),
    },
    (props, { onboarding }) => (
      <ProductLogoStep {...props} uploadProgress={onboarding.uploadProgress} />
    ),
  );
