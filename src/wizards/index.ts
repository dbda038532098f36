// storefront-onboarding/wizards: both onboarding wizards, their steps, the flow helpers and the
// catalog, listed by name (no `export *`): a name leaves this list only on purpose, and
// etc/wizards.api.md shows every change of a type in review. Payload builders, field maps and
// the seller's product bookkeeping stay inside the package.

// The wizards, their hooks and flows
export {
  CompanyOnboardingWizard,
  useCompanyOnboarding,
  companyFlow,
  createCompanyFlow,
  COMPANY_RECORD_STEPS,
  companyInformationFromRecord,
  billingFromRecord,
  aboutUsFromRecord,
  termsFromRecord,
} from './company';
export type {
  CompanyOnboardingWizardProps,
  CompanyOnboarding,
  CompanyOnboardingOptions,
  CompanyFailure,
  CompanyStepDefinition,
  CompanyStepContext,
  CompanyCatalogSteps,
  CompanyCatalogStepProps,
} from './company';
export {
  SellerOnboardingWizard,
  useSellerOnboarding,
  sellerFlow,
  createSellerFlow,
} from './seller';
export type {
  SellerOnboardingWizardProps,
  SellerOnboarding,
  SellerStepDefinition,
  SellerStepContext,
} from './seller';
// The onboarding shell's own types, shared by both flows
export type {
  Onboarding,
  OnboardingFailure,
  OnboardingWizardBaseProps,
  PayloadTools,
  RecordStep,
  RecordTarget,
  StepContext,
  OnboardingStep,
} from './company';

// Flow helpers: the frame, navigation, drafts and the progress rules
export {
  WizardFrame,
  useFlowNavigation,
  useStepDraft,
  stepFromParam,
  paramFromStep,
  isFlowComplete,
  furthestReachable,
  resumeIndex,
  visibleIndex,
  completedIndexes,
  canRevisit,
  doneFromFacts,
  summarizeOnboarding,
  progressStep,
  COMPANY_PROGRESS,
  SELLER_PROGRESS,
} from './flow';
export type {
  WizardFrameProps,
  WizardFrameStep,
  FlowNavigation,
  FlowNavigationOptions,
  StepDraft,
  FlowStepRule,
  DoneSteps,
  ProgressStep,
  OnboardingSummary,
} from './flow';

// Form steps
export {
  RegisterDetailsStep,
  CompanyInformationStep,
  BillingStep,
  AboutUsStep,
  TermsStep,
  SellerDetailsStep,
} from './steps';
export type {
  FormStepProps,
  RegisterDetailsStepProps,
  CompanyInformationStepProps,
  CompanyInformationValues,
  BillingStepProps,
  BillingValues,
  AboutUsStepProps,
  AboutUsValues,
  TermsStepProps,
  TermsValues,
  SellerDetailsStepProps,
  SellerDetailsValues,
} from './steps';
export { AddProductStep, VariantsTaxStep, ProductLogoStep } from './seller';
export type {
  AddProductStepProps,
  VariantsTaxStepProps,
  ProductLogoStepProps,
  ProductLogoFormValues,
  ProductFormValues,
  VariantsFormValues,
} from './seller';

// The catalog: modals, tables, connected sections, steps and query hooks
export {
  Level1Modal,
  Level2Modal,
  Level3Modal,
  BannerModal,
  CollectionModal,
  BrandModal,
  Level1Table,
  Level2Table,
  Level3Table,
  BannerTable,
  CollectionTable,
  Level1Catalog,
  Level2Catalog,
  Level3Catalog,
  BannerCatalog,
  CollectionCatalog,
  Level1Step,
  Level2Step,
  Level3Step,
  BannersStep,
  CollectionsStep,
  useCatalogList,
  useLevel2Options,
  useLevel3Options,
  useCreateCatalogItem,
  useCreateBanner,
  useBrands,
  useCreateBrand,
  useCompanyRecord,
  useSellerList,
  useProductList,
  useOnboardingFacts,
  useSellersProgress,
  primeStoreReads,
  PRIMED_MS,
} from './catalog';
export type {
  PrimeStoreReadsOptions,
  CatalogStepProps,
  CatalogSectionProps,
  CatalogOption,
  CatalogModalProps,
  Level1ModalProps,
  Level2ModalProps,
  Level3ModalProps,
  BannerModalProps,
  CollectionModalProps,
  BrandModalProps,
  Level1TableProps,
  Level2TableProps,
  Level3TableProps,
  BannerTableProps,
  CollectionTableProps,
  Level1CatalogProps,
  Level2CatalogProps,
  Level3CatalogProps,
  BannerCatalogProps,
  CollectionCatalogProps,
  CatalogRows,
  CatalogInputs,
  CascadingOptions,
  BannerDraft,
} from './catalog';

export { wizardStrings } from './internal/strings';
