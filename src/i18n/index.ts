export {
  createI18n,
  addKitResources,
  localeDirection,
  supportedLocales,
  KIT_NAMESPACE,
} from './createI18n';
export type { CreateI18nOptions, Locale } from './createI18n';
export { useKitTranslation } from './useKitTranslation';
export { formatDate, formatNumber, toIsoDate } from './format';
export { resources } from './resources';
export type { KitResources } from './resources';
export type { TranslationShape, AreaResources } from './shape';
