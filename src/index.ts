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
