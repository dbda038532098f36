// The seller onboarding wizard (docs/behaviour.md §2 "Seller onboarding wizard"): its own steps
// (product, variants and taxes, logo), their values and payloads.
export { AddProductStep } from './AddProductStep';
export type { AddProductStepProps } from './AddProductStep';
export { VariantsTaxStep } from './VariantsTaxStep';
export type { VariantsTaxStepProps } from './VariantsTaxStep';
export { ProductLogoStep } from './ProductLogoStep';
export type { ProductLogoStepProps, ProductLogoFormValues } from './ProductLogoStep';
export { productCreatePayload, variantsPayload, variantsFromProduct } from './payload';
export type { ProductFormValues, VariantsFormValues, ProductOwner } from './payload';
export {
  useSellerProduct,
  useSaveVariants,
  useSaveProductLogo,
  createProductOnce,
  saveProductLogo,
  savedVariants,
  heldProductId,
  keepProductId,
  productOwner,
  DEFAULT_COUNTRY_ORIGIN,
} from './useSellerProduct';
