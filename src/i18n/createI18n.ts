import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from './resources';

import { KIT_NAMESPACE } from './namespace';

export { KIT_NAMESPACE };

export const supportedLocales = ['en', 'hi', 'ar'] as const;
export type Locale = (typeof supportedLocales)[number];

/** Locales written right to left. */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return /^(ar|he|fa|ur)(-|$)/.test(locale) ? 'rtl' : 'ltr';
}

export interface CreateI18nOptions {
  /** Starting language. @default 'en' */
  lng?: string;
}

/**
 * A ready (synchronously initialised) i18next instance with the kit's resources.
 *
 * @example
 * const i18n = createI18n({ lng: 'hi' });
 * <BackofficeProvider i18n={i18n} …>
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: options.lng ?? 'en',
    fallbackLng: 'en',
    supportedLngs: [...supportedLocales],
    ns: [KIT_NAMESPACE],
    defaultNS: KIT_NAMESPACE,
    resources: Object.fromEntries(
      Object.entries(resources).map(([lng, tree]) => [lng, { [KIT_NAMESPACE]: tree }]),
    ),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** Adds the kit's strings to a host's own i18next instance (embedding teams keep theirs). */
export function addKitResources(instance: I18n): I18n {
  for (const [lng, tree] of Object.entries(resources)) {
    instance.addResourceBundle(lng, KIT_NAMESPACE, tree, true, false);
  }
  return instance;
}
