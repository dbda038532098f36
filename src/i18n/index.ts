export {
  createI18n,
  addKitResources,
  localeDirection,
  supportedLocales,
  KIT_NAMESPACE,
} from './createI18n';
export type { CreateI18nOptions, Locale, PreloadedLocales } from './createI18n';
export { loadLocale, isLazyLocale } from './locales';
export { useKitTranslation } from './useKitTranslation';
export { useKitAreas, loadKitAreas } from './areas';
export { setKitLocale } from './setKitLocale';
export { overrideKitStrings } from './overrides';
export type { KitStringOverrides } from './overrides';
export type { KitArea } from './areas';
export { formatDate, formatNumber, toIsoDate } from '../kernel/format';
export { en as resources } from './resources';
export type { KitResources, KitTranslation, KitFullTranslation } from './resources';
export type { TranslationShape, AreaResources } from './shape';

// Types the exports above take or return, so a consumer can name them too.
export type { KitCoreResources } from './resources/core';

export type { coreEn } from './resources/core';
export type { ErrorsStrings } from './resources/errors';

// Types the exports above take or return, so a consumer can name them too.
export type { errorsEn } from './resources/errors';

// Types the exports above take or return, so a consumer can name them too.
export type { CodeTexts } from './resources/errors';

// Types the exports above take or return, so a consumer can name them too.
export type { ERROR_CODES, ErrorCode } from '../kernel/errorCodes';
