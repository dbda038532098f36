import type { Id, Product, ProductVariantsInput } from '../../../api/types';
import type { ProgressRule } from '../../flow/facts';
import { draftedStep } from '../../internal/DraftedStep';
import type { SellerOnboarding } from '../../seller/useSellerOnboarding';
import { VARIANTS_FIELDS, VariantsTaxStep, type VariantsFormValues } from './VariantsTaxStep';

/**
 * The `page2` call's input (docs/api-contract.md `POST /v1/companySellerProd/page2`): the variant
 * and tax values with `prod_id`. With variants off, the header and display type go as null. The
 * logo step sends the same values again with `summary_image_url` (docs/behaviour.md, "Seller
 * wizard").
 */
export function variantsPayload(
  prodId: Id,
  values: VariantsFormValues,
  summaryImageUrl?: string,
): ProductVariantsInput {
  return {
    prod_id: prodId,
    ...VARIANTS_FIELDS.toWire(values),
    ...(summaryImageUrl !== undefined && { summary_image_url: summaryImageUrl }),
  };
}

/** A stored product's variant and tax values, to prefill the step or send them again. */
export function variantsFromProduct(product: Partial<Product>): Partial<VariantsFormValues> {
  return VARIANTS_FIELDS.fromWire(product);
}

/** Variants and taxes in the seller flow: prefilled from the stored product, saved to it. */
export const variantsStep = (rule: ProgressRule) =>
  draftedStep<VariantsFormValues, SellerOnboarding>(
    rule,
    {
      server: ({ onboarding }) =>
        onboarding.product ? variantsFromProduct(onboarding.product) : {},
      save: (values, { onboarding }) => onboarding.saveVariants(values),
    },
    (props) => <VariantsTaxStep {...props} />,
  );
