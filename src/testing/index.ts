// storefront-onboarding/testing: test doubles and demo data, for stories, tests and demos. A
// production host needs none of this (it lives apart from `/api` so it never ships by accident).
export { testApi } from './testApi';
export type { TestApiOverrides } from './testApi';
export {
  createMemoryApi,
  demoSeed,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  INDIA,
  INDIA_PROVINCES,
  ACTIVATION_TTL_MS,
} from './memory';
export type {
  MemoryApi,
  MemoryApiOptions,
  MemoryControls,
  MemoryMail,
  MemorySeed,
  SeedAccount,
  TenantSeed,
} from './memory';
export { createMemoryUploader } from './memoryUploader';
export type { MemoryUploader, MemoryUploaderOptions } from './memoryUploader';
export { demoMenu } from './demoMenu';
export { demoFriends } from './demoFriends';

// Types the exports above take or return, so a consumer can name them too.
export type { BackofficeApi, UploadAdapter } from '../api/BackofficeApi';
export type { KeyValueStorage } from '../api/session/storage';
export type { ImageGuardOptions } from '../api/upload/guard';
export type { ChatPerson } from '../chrome/ChatPanel/ChatPanel';
export type { MenuItem } from '../chrome/menu/types';
export type { ActivationInput } from '../kernel/types/account';
export type {
  Banner,
  Brand,
  Collection,
  Level1Category,
  Level2Category,
  Level3Category,
} from '../kernel/types/catalog';
export type { AccountKind, Id } from '../kernel/types/common';
export type { CompanyProfile, CompanyRecord } from '../kernel/types/company';
export type { Product } from '../kernel/types/product';
export type { Country, Province } from '../kernel/types/reference';
export type { Seller } from '../kernel/types/seller';

export type { CallOptions, CatalogResource, UploadOptions } from '../api/BackofficeApi';
export type { ChatCall } from '../chrome/ChatPanel/ChatPanel';
export type { Friend } from '../chrome/FriendList/types';
export type { MenuBadge, MenuItemType } from '../chrome/menu/types';
export type {
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
  SignInRecord,
  StepUp,
  StoreAdmin,
} from '../kernel/types/account';
export type {
  BannerInput,
  BrandInput,
  CollectionInput,
  Level1Input,
  Level2Create,
  Level3Create,
} from '../kernel/types/catalog';
export type {
  CompanyPage2,
  CompanyPage3,
  CompanyPage4,
  CompanyPage5,
  CompanyPageNumber,
  CompanyPages,
  CompletionPage,
  PointOfContact,
} from '../kernel/types/company';
export type { OnboardingFacts, SellerProgress } from '../kernel/types/onboarding';
export type {
  ProductCreateInput,
  ProductVariantsInput,
  VariantDisplayType,
} from '../kernel/types/product';
export type {
  SellerShop,
  SellerShopSection,
  SellerShopSections,
  SellerUpdateInput,
  StoreSellerInput,
} from '../kernel/types/seller';
export type { UploadResult, UploadTarget } from '../kernel/types/upload';

export type { UploadProgress } from '../api/BackofficeApi';
export type { Level2Input, Level3Input } from '../kernel/types/catalog';
export type { ProductBasics } from '../kernel/types/product';
export type { SellerForm } from '../kernel/types/seller';
