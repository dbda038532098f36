// The company onboarding flow: its wizard and step list, and its hook.
export {
  CompanyOnboardingWizard,
  companyFlow,
  createCompanyFlow,
  COMPANY_RECORD_STEPS,
} from './companyFlow';
export type {
  CompanyOnboardingWizardProps,
  CompanyStepDefinition,
  CompanyStepContext,
} from './companyFlow';
export { useCompanyOnboarding } from './useCompanyOnboarding';
export type {
  CompanyOnboarding,
  CompanyOnboardingOptions,
  CompanyFailure,
} from './useCompanyOnboarding';
