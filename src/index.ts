// The public API of storefront-onboarding's root entry, listed by name (no `export *`).
// Heavy widgets live in their own entries: `storefront-onboarding/rich-text`, `…/data-table`.

// Providers and hooks
export {
  BackofficeProvider,
  useBackofficeApi,
  useUploader,
  useSession,
  useSignOut,
  useSettings,
  useTenant,
  ApiError,
  isApiError,
  tenantFromHost,
} from './api';
export type {
  BackofficeProviderProps,
  BackofficeApi,
  UploadAdapter,
  SignInRecord,
  AccountKind,
  UploadTarget,
  UploadResult,
} from './api';

// Theme
export {
  ThemeProvider,
  createTheme,
  colorPresets,
  colorPresetIds,
  mixLayouts,
  loadRtlSupport,
} from './theme';
export type {
  ThemeProviderProps,
  Theme,
  ThemeOptions,
  ColorPresetId,
  ColorMode,
  Direction,
  MixLayout,
} from './theme';

// i18n
export {
  createI18n,
  addKitResources,
  loadLocale,
  useKitTranslation,
  supportedLocales,
} from './i18n';
export type { Locale } from './i18n';

// Account screens
export {
  SignInForm,
  RegisterForm,
  ChangePasswordForm,
  ThankYou,
  ActivationNotice,
  ConnectedSignIn,
  ConnectedRegister,
  ConnectedChangePassword,
  useSignIn,
  useRegister,
  useChangePassword,
  useActivation,
} from './account';
export type {
  SignInFormProps,
  RegisterFormProps,
  ChangePasswordFormProps,
  ThankYouProps,
  ActivationNoticeProps,
  ConnectedSignInProps,
  ConnectedRegisterProps,
  ConnectedChangePasswordProps,
} from './account';

// Primitives
export {
  Alert,
  Button,
  Card,
  Checkbox,
  DateField,
  Dropzone,
  FormSection,
  ImageField,
  Lightbox,
  Modal,
  NumberField,
  PageLoader,
  PasswordField,
  ProgressStrip,
  RadioGroup,
  SelectField,
  SortableList,
  Switch,
  TextArea,
  TextField,
  ToastProvider,
  useNotifier,
  fieldError,
} from './components';
export type {
  AlertProps,
  ButtonProps,
  CardProps,
  CheckboxProps,
  DateFieldProps,
  DropzoneProps,
  FieldUnit,
  FormSectionProps,
  ImageFieldProps,
  LightboxProps,
  ModalProps,
  NumberFieldProps,
  PageLoaderProps,
  PasswordFieldProps,
  ProgressStripProps,
  RadioGroupProps,
  SelectFieldProps,
  SortableListProps,
  SwitchProps,
  TextAreaProps,
  TextFieldProps,
  Notifier,
} from './components';

// Types the exports above take or return, so a consumer can name them too.
export type { ActivationStatus, UseActivationResult } from './account/hooks/useActivation';
export type { UseChangePasswordResult } from './account/hooks/useChangePassword';
export type { UseRegisterOptions, UseRegisterResult } from './account/hooks/useRegister';
export type { UseSignInResult } from './account/hooks/useSignIn';
export type { AccountLinkComponent } from './account/internal/AccountLink';
export type { CheckUsername } from './account/internal/useUsernameCheck';
export type {
  ChangePasswordFormValues,
  RegisterFormValues,
  SignInFormValues,
} from './account/payload';
export type { CallOptions, CatalogResource, UploadOptions } from './api/BackofficeApi';
export type { DraftStore } from './api/session/DraftStore';
export type { Session, SessionStore } from './api/session/SessionStore';
export type { SettingsStore } from './api/session/SettingsStore';
export type { AlertTone } from './components/Alert/Alert';
export type { FieldBaseProps, ReadOnlyFieldProps } from './components/Field/Field';
export type { LightboxImage } from './components/Lightbox/Lightbox';
export type { ProgressStep } from './components/ProgressStrip/ProgressStrip';
export type { RadioOption } from './components/RadioGroup/RadioGroup';
export type { SelectOption } from './components/SelectField/SelectField';
export type { SortableListItem } from './components/SortableList/SortableList';
export type { ToastProviderProps } from './components/Toast/ToastProvider';
export type { NotifyOptions } from './components/Toast/types';
export type { SubmittedFormState } from './components/forms/fieldError';
export type { CheckableFieldProps } from './components/internal/CheckableField';
export type { CreateI18nOptions, PreloadedLocales } from './i18n/createI18n';
export type { KitTranslation } from './i18n/resources';
export type { ApiErrorInit, ApiErrorKind } from './kernel/errors';
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
} from './kernel/types/account';
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
} from './kernel/types/catalog';
export type { Id } from './kernel/types/common';
export type {
  CompanyPageNumber,
  CompanyPages,
  CompanyProfile,
  CompanyRecord,
  CompletionPage,
} from './kernel/types/company';
export type { OnboardingFacts, SellerProgress } from './kernel/types/onboarding';
export type { Product, ProductCreateInput, ProductVariantsInput } from './kernel/types/product';
export type { Country, Province } from './kernel/types/reference';
export type {
  Seller,
  SellerShop,
  SellerShopSection,
  SellerShopSections,
  SellerUpdateInput,
  StoreSellerInput,
} from './kernel/types/seller';
export type { SidebarBackground, SidebarSetting, SidebarType } from './theme/presets';
export type { colorModes, directions } from './theme/presets';

export type { AccountLinkProps } from './account/internal/AccountLink';
export type { CallState } from './account/internal/useCall';
export type { UploadProgress } from './api/BackofficeApi';
export type { Draft } from './api/session/DraftStore';
export type { StoredSettings } from './api/session/SettingsStore';
export type { ButtonSize, ButtonVariant } from './components/Button/Button.styles';
export type { ModalSize } from './components/Modal/Modal.styles';
export type { ToastTone } from './components/Toast/types';
export type { Tone } from './components/internal/tone';
export type { KitCoreResources } from './i18n/resources/core';
export type { TranslationShape } from './i18n/shape';
export type { StoredUserDetails } from './kernel/types/account';
export type { Level2Input, Level3Input } from './kernel/types/catalog';
export type {
  CompanyPage2,
  CompanyPage3,
  CompanyPage4,
  CompanyPage5,
  PointOfContact,
} from './kernel/types/company';
export type { ProductBasics, VariantDisplayType } from './kernel/types/product';
export type { SellerForm } from './kernel/types/seller';
export type { sidebarBackgrounds, sidebarSettings, sidebarTypes } from './theme/presets';

export type { SettingsKey } from './api/session/SettingsStore';
export type { coreEn } from './i18n/resources/core';
export type { ErrorsStrings } from './i18n/resources/errors';

export type { SETTINGS_KEYS } from './api/session/SettingsStore';

// Types the exports above take or return, so a consumer can name them too.
export type { errorsEn } from './i18n/resources/errors';

// Types the exports above take or return, so a consumer can name them too.
export type { CodeTexts } from './i18n/resources/errors';

// Types the exports above take or return, so a consumer can name them too.
export type { ERROR_CODES, ErrorCode } from './kernel/errorCodes';
