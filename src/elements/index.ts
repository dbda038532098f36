// storefront-onboarding/elements: the onboarding as custom elements for any portal (plain HTML,
// Angular, Vue, React 18 or 19): sign-in, register, change password, both wizards and the store
// team, each carrying its own React inside its own shadow root (docs/embedding.md). Importing
// this entry defines the elements; their code loads when the first one connects.
import { defineKitElements } from './define';

export { defineKitElements, KIT_ELEMENT_TAGS } from './define';
export {
  SignInElement,
  RegisterElement,
  ChangePasswordElement,
  CompanyWizardElement,
  SellerWizardElement,
  StoreTeamElement,
} from './elements';
export type { KitElementClass, WizardElement, KitElementTagNameMap } from './elements';
export type {
  KitDestination,
  NavigateDetail,
  StepSavedDetail,
  OnboardingCompleteDetail,
  PasswordChangedDetail,
  KitErrorDetail,
  UnauthorisedDetail,
  KitElementEventMap,
  KitCommonEvents,
  SignInElementEventMap,
  RegisterElementEventMap,
  ChangePasswordElementEventMap,
  WizardElementEventMap,
  StoreTeamElementEventMap,
  AccessTokenGetter,
  KitElementProperties,
  KitElement,
} from './types';
// What the events carry and `user` takes, so a host types them from this entry alone (the
// adapter and theme objects come from the entries that make them: /api, /testing, /theme).
export type { AccountKind, Id, RegisterResult, SignInRecord } from '../api/types';

defineKitElements();

// Types the exports above take or return, so a consumer can name them too.
export type { BackofficeApi, UploadAdapter } from '../api/BackofficeApi';
export type { Theme } from '../theme/createTheme';

export type { CallOptions, CatalogResource, UploadOptions } from '../api/BackofficeApi';
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
  RevokeSessionsResult,
  SignInInput,
  StepUp,
  StoreAdmin,
} from '../kernel/types/account';
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
export type {
  CompanyPageNumber,
  CompanyPages,
  CompanyProfile,
  CompanyRecord,
  CompletionPage,
} from '../kernel/types/company';
export type { OnboardingFacts, SellerProgress } from '../kernel/types/onboarding';
export type { Product, ProductCreateInput, ProductVariantsInput } from '../kernel/types/product';
export type { Country, Province } from '../kernel/types/reference';
export type {
  Seller,
  SellerShop,
  SellerShopSection,
  SellerShopSections,
  SellerUpdateInput,
  StoreSellerInput,
} from '../kernel/types/seller';
export type { UploadResult, UploadTarget } from '../kernel/types/upload';
export type { createTheme } from '../theme/createTheme';

export type { UploadProgress } from '../api/BackofficeApi';
export type { Level2Input, Level3Input } from '../kernel/types/catalog';
export type {
  CompanyPage2,
  CompanyPage3,
  CompanyPage4,
  CompanyPage5,
  PointOfContact,
} from '../kernel/types/company';
export type { ProductBasics, VariantDisplayType } from '../kernel/types/product';
export type { SellerForm } from '../kernel/types/seller';
export type { ThemeOptions } from '../theme/createTheme';
export type { MixLayout, SidebarBackground } from '../theme/presets';

export type {
  ColorMode,
  ColorPresetId,
  Direction,
  SidebarSetting,
  SidebarType,
} from '../theme/presets';
export type { sidebarBackgrounds } from '../theme/presets';

// Types the exports above take or return, so a consumer can name them too.
export type {
  colorModes,
  colorPresetIds,
  directions,
  sidebarSettings,
  sidebarTypes,
} from '../theme/presets';
