// The seller onboarding flow: its wizard and step list, and its hook.
export { SellerOnboardingWizard, createSellerFlow, sellerFlow } from './sellerFlow';
export type {
  SellerOnboardingWizardProps,
  SellerStepDefinition,
  SellerStepContext,
} from './sellerFlow';
export { useSellerOnboarding } from './useSellerOnboarding';
export type { SellerOnboarding } from './useSellerOnboarding';
