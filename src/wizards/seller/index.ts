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
} from './useSellerProduct';
export { productFromRecord } from './payload';
export { createSellerFlow, sellerFlow, sellerFromUser } from './sellerFlow';
export type { SellerStepDefinition, SellerStepContext } from './sellerFlow';
export { useSellerOnboarding } from './useSellerOnboarding';
export type { SellerOnboarding } from './useSellerOnboarding';
export { SellerOnboardingWizard } from './SellerOnboardingWizard';
export type { SellerOnboardingWizardProps } from './SellerOnboardingWizard';
