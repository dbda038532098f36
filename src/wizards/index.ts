// storefront-onboarding/wizards: both onboarding wizards, their steps, the flow helpers and the
// catalog, listed by name (no `export *`): a name leaves this list only on purpose, and
// etc/wizards.api.md shows every change of a type in review. Payload builders, field maps and
// the seller's product bookkeeping stay inside the package.

// The wizards, their flows (each lists its steps) and hooks
export {
  CompanyOnboardingWizard,
  companyFlow,
  createCompanyFlow,
  COMPANY_RECORD_STEPS,
} from './company/companyFlow';
export type {
  CompanyOnboardingWizardProps,
  CompanyStepDefinition,
  CompanyStepContext,
} from './company/companyFlow';
export { useCompanyOnboarding } from './company/useCompanyOnboarding';
export type {
  CompanyOnboarding,
  CompanyOnboardingOptions,
  CompanyFailure,
} from './company/useCompanyOnboarding';
export { SellerOnboardingWizard, sellerFlow, createSellerFlow } from './seller/sellerFlow';
export type {
  SellerOnboardingWizardProps,
  SellerStepDefinition,
  SellerStepContext,
} from './seller/sellerFlow';
export { useSellerOnboarding } from './seller/useSellerOnboarding';
export type { SellerOnboarding } from './seller/useSellerOnboarding';
export type { CompanyCatalogSteps, CompanyCatalogStepProps } from './steps/catalog/step';
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
} from './internal/shell';

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
  StepChange,
  StepDraft,
  FlowStepRule,
  DoneSteps,
  ProgressRule,
  OnboardingSummary,
} from './flow';

// The steps, one folder each (src/wizards/steps): the view, and the record a form step saves
export { RegisterDetailsStep } from './steps/registerDetails/RegisterDetailsStep';
export type { RegisterDetailsStepProps } from './steps/registerDetails/RegisterDetailsStep';
export { CompanyInformationStep } from './steps/companyInformation/CompanyInformationStep';
export type {
  CompanyInformationStepProps,
  CompanyInformationValues,
} from './steps/companyInformation/CompanyInformationStep';
export { companyInformationFromRecord } from './steps/companyInformation/step';
export { BillingStep } from './steps/billing/BillingStep';
export type { BillingStepProps, BillingValues } from './steps/billing/BillingStep';
export { billingFromRecord } from './steps/billing/step';
export { AboutUsStep } from './steps/aboutUs/AboutUsStep';
export type { AboutUsStepProps, AboutUsValues } from './steps/aboutUs/AboutUsStep';
export { aboutUsFromRecord } from './steps/aboutUs/step';
export { TermsStep } from './steps/terms/TermsStep';
export type { TermsStepProps, TermsValues } from './steps/terms/TermsStep';
export { termsFromRecord } from './steps/terms/step';
export { SellerDetailsStep } from './steps/sellerDetails/SellerDetailsStep';
export type {
  SellerDetailsStepProps,
  SellerDetailsValues,
} from './steps/sellerDetails/SellerDetailsStep';
export { AddProductStep } from './steps/product/AddProductStep';
export type { AddProductStepProps, ProductFormValues } from './steps/product/AddProductStep';
export { VariantsTaxStep } from './steps/variants/VariantsTaxStep';
export type { VariantsTaxStepProps, VariantsFormValues } from './steps/variants/VariantsTaxStep';
export { ProductLogoStep } from './steps/logo/ProductLogoStep';
export type { ProductLogoStepProps, ProductLogoFormValues } from './steps/logo/ProductLogoStep';
export type { FormStepProps } from './form/useStepForm';

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

// Types the exports above take or return, so a consumer can name them too.
export type { BackofficeApi, UploadAdapter } from '../api/BackofficeApi';
export type { EarlyRead } from '../api/http/earlyReads';
export type { RichTextEditorHeight } from '../components/RichTextEditor/RichTextEditor';
export type { KitArea } from '../i18n/areas';
export type { CodeFlow } from '../kernel/codes';
export type { SignInRecord } from '../kernel/types/account';
export type {
  Banner,
  BannerInput,
  Brand,
  BrandInput,
  Collection,
  CollectionInput,
  Level1Category,
  Level1Input,
  Level2Category,
  Level2Create,
  Level3Category,
  Level3Create,
} from '../kernel/types/catalog';
export type { Id } from '../kernel/types/common';
export type {
  CompanyPage3,
  CompanyPage4,
  CompanyPage5,
  CompanyPageNumber,
  CompanyProfile,
  CompanyRecord,
  CompletionPage,
} from '../kernel/types/company';
export type { OnboardingFacts, SellerProgress } from '../kernel/types/onboarding';
export type { Product, VariantDisplayType } from '../kernel/types/product';
export type { Country, Province } from '../kernel/types/reference';
export type { Seller, SellerShop, SellerShopSection } from '../kernel/types/seller';
export type { UploadTarget } from '../kernel/types/upload';
export type {
  BannerValues,
  CollectionValues,
  Level1Values,
  Level2Values,
  Level3Values,
} from '../validation/catalog';
export type { ImageValue } from '../validation/fields';
export type { BrandValues } from '../validation/product';
export type { CatalogTableProps } from './catalog/internal/CatalogTable';
export type { CompanyId } from './catalog/storeQueries';
export type { CatalogList } from './internal/queryKeys';

// Types the exports above take or return, so a consumer can name them too.
export type { CallOptions, CatalogResource, UploadOptions } from '../api/BackofficeApi';
export type { EARLY_READ_PATHS } from '../api/http/earlyReads';
export type {
  ActivationInput,
  ActivationResult,
  ChangePasswordInput,
  ChangePasswordResult,
  InvitationDetails,
  InvitationInput,
  InvitationResult,
  PendingInvitation,
  RegisterInput,
  RegisterResult,
  RevokeSessionsResult,
  SignInInput,
  StepUp,
  StoreAdmin,
} from '../kernel/types/account';
export type { Level2Input, Level3Input } from '../kernel/types/catalog';
export type { AccountKind } from '../kernel/types/common';
export type { CompanyPage2, CompanyPages, PointOfContact } from '../kernel/types/company';
export type { ProductCreateInput, ProductVariantsInput } from '../kernel/types/product';
export type {
  SellerShopSections,
  SellerUpdateInput,
  StoreSellerInput,
} from '../kernel/types/seller';
export type { UploadResult } from '../kernel/types/upload';
export type {
  createBannerSchema,
  createCollectionSchema,
  createLevel1Schema,
  createLevel2Schema,
  createLevel3Schema,
} from '../validation/catalog';
export type { createBrandSchema } from '../validation/product';

// Types the exports above take or return, so a consumer can name them too.
export type { UploadProgress } from '../api/BackofficeApi';
export type { ProductBasics } from '../kernel/types/product';
export type { SellerForm } from '../kernel/types/seller';
export type { SchemaOptions } from '../validation/fields';
