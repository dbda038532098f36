export {
  BackofficeProvider,
  useBackofficeApi,
  useUploader,
  useSession,
  useSignOut,
  useSettings,
  useTenant,
  useDraftStore,
} from './BackofficeProvider';
export { useKitQueryClient, createKitQueryClient } from './query';
export { deferApi, deferUploader } from './defer';
export { createDraftStore } from './session/DraftStore';
export type { Draft, DraftStore } from './session/DraftStore';
export type { BackofficeProviderProps, BackofficeContextValue } from './BackofficeProvider';
export type {
  BackofficeApi,
  CallOptions,
  CatalogResource,
  Level2Create,
  Level3Create,
  UploadAdapter,
  UploadOptions,
  UploadProgress,
} from './BackofficeApi';
export { ApiError, isApiError, errorMessage } from '../kernel/errors';
export type { ApiErrorKind, ApiErrorInit } from '../kernel/errors';
export {
  ERROR_CODES,
  isErrorCode,
  errorCodeMessage,
  errorCodeStatus,
  refusal,
} from '../kernel/errorCodes';
export type { ErrorCode, ErrorParams } from '../kernel/errorCodes';
export { errorText } from './errorText';
export { createSessionStore, SESSION_KEYS } from './session/SessionStore';
export type { Session, SessionStore } from './session/SessionStore';
export { createSettingsStore, SETTINGS_KEYS } from './session/SettingsStore';
export type { SettingsStore, SettingsKey, StoredSettings } from './session/SettingsStore';
export { createMemoryStorage, defaultStorage } from './session/storage';
export type { KeyValueStorage } from './session/storage';
export { tenantFromHost } from '../kernel/tenant';
export type {
  Id,
  AccountKind,
  SignInInput,
  SignInRecord,
  RegisterInput,
  InvitationInput,
  StepUp,
  RevokeSessionsResult,
  InvitationResult,
  InvitationDetails,
  PendingInvitation,
  StoreAdmin,
  RegisterResult,
  ActivationInput,
  ActivationResult,
  ChangePasswordInput,
  ChangePasswordPayload,
  StoredUserDetails,
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
  Country,
  Province,
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
  VariantDisplayType,
  ProductBasics,
  ProductCreateInput,
  ProductVariantsInput,
  Product,
  ProductCreateResult,
  SellerForm,
  SellerUpdateInput,
  SellerShop,
  SellerShopSection,
  SellerShopSections,
  StoreSellerInput,
  OnboardingFacts,
  SellerProgress,
  Seller,
  UploadTarget,
  UploadResult,
} from './types';
export {
  createPresignedUploader,
  presignViaApi,
  objectKeyFor,
  parseObjectKey,
  assertUploadableImage,
  IMAGE_TYPES,
  IMAGE_TYPE_ERROR,
  checkImageFile,
  isAllowedImageMime,
  sniffImageType,
} from './upload';
export type {
  PresignedUpload,
  PresignFunction,
  PresignedUploaderOptions,
  PresignViaApiOptions,
  ImageGuardOptions,
  ImageMimeType,
} from './upload';
export { createHttpApi, preloadHttpClient, startEarlyReads, EARLY_READ_PATHS } from './http';
export type { HttpApiConfig, EarlyRead, EarlyReads, EarlyReadsOptions } from './http';
