/**
 * The entities of docs/behaviour.md, "Entities", named exactly as the product (and the wire) names their fields.
 * Ids are numbers on the wire; optional text fields may be null when a record was never filled.
 *
 * Written by entity in src/kernel/types (framework-free: the reference API reads them too); listed
 * here by name.
 */

export type { Id, AccountKind } from '../kernel/types/common';
export type {
  SignInInput,
  SignInRecord,
  RegisterInput,
  InvitationInput,
  InvitationResult,
  StepUp,
  RevokeSessionsResult,
  InvitationDetails,
  PendingInvitation,
  StoreAdmin,
  RegisterResult,
  ActivationInput,
  ActivationResult,
  ChangePasswordInput,
  ChangePasswordResult,
  ChangePasswordPayload,
  StoredUserDetails,
} from '../kernel/types/account';
export type {
  BusinessType,
  Gender,
  PointOfContact,
  CompanyProfile,
  CompanyPage2,
  CompanyPage3,
  CompanyPage4,
  CompanyPage5,
  CompanyPages,
  CompanyPageNumber,
  CompletionPage,
  CompanyRecord,
} from '../kernel/types/company';
export type { Country, Province } from '../kernel/types/reference';
export type {
  Brand,
  BrandInput,
  Level1Category,
  Level1Input,
  Level2Category,
  Level2Input,
  Level3Category,
  Level3Input,
  Banner,
  BannerInput,
  Collection,
  CollectionInput,
} from '../kernel/types/catalog';
export type {
  VariantDisplayType,
  ProductBasics,
  ProductCreateInput,
  ProductVariantsInput,
  Product,
  ProductCreateResult,
} from '../kernel/types/product';
export type {
  SellerForm,
  SellerUpdateInput,
  Seller,
  SellerShopSection,
  SellerShopSections,
  SellerShop,
  StoreSellerInput,
} from '../kernel/types/seller';
export type { OnboardingFacts, SellerProgress } from '../kernel/types/onboarding';
export type { UploadTarget, UploadResult } from '../kernel/types/upload';
