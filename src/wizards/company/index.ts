export { companyFlow, createCompanyFlow, COMPANY_RECORD_STEPS } from './companyFlow';
export type {
  CompanyStepDefinition,
  CompanyStepContext,
  CompanyCatalogSteps,
  CompanyCatalogStepProps,
} from './companyFlow';
export { CompanyOnboardingWizard } from './CompanyOnboardingWizard';
export type { CompanyOnboardingWizardProps } from './CompanyOnboardingWizard';
export { useCompanyOnboarding } from './useCompanyOnboarding';
export type {
  CompanyOnboarding,
  CompanyOnboardingOptions,
  CompanyFailure,
} from './useCompanyOnboarding';
export type {
  Onboarding,
  OnboardingFailure,
  OnboardingWizardBaseProps,
  PayloadTools,
  RecordStep,
  RecordTarget,
  StepContext,
  OnboardingStep,
} from '../internal/shell';
export {
  page2Payload,
  page3Payload,
  page4Payload,
  page5Payload,
  companyInformationFromRecord,
  billingFromRecord,
  aboutUsFromRecord,
  termsFromRecord,
  sellerFromProfile,
} from './payload';
