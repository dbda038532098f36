// The public API of storefront-onboarding, listed by name (no `export *` at the root).
export { ThemeProvider, createTheme } from './theme';
export type { ThemeProviderProps, Theme, ThemeOptions } from './theme';
export { createI18n, addKitResources, useKitTranslation } from './i18n';
export {
  BackofficeProvider,
  useBackofficeApi,
  useUploader,
  useSession,
  useSettings,
  useTenant,
} from './api';
export type { BackofficeProviderProps, BackofficeApi, UploadAdapter } from './api';
