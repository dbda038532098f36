import i18next, { type BackendModule, type Resource, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { KitTranslation } from './resources';
import { coreEn as en } from './resources/core';
import { loadLocale } from './locales';

import { KIT_NAMESPACE } from './namespace';
import { localeDirection } from '../theme/rtl';

export { KIT_NAMESPACE };

export const supportedLocales = ['en', 'hi', 'ar'] as const;
export type Locale = (typeof supportedLocales)[number];

export { localeDirection };

/**
 * Translations handed over up front, so their first paint needs no loading. English may be given
 * too: a whole table (as tests and Storybook do) then holds every area from the start.
 */
export type PreloadedLocales = Partial<Record<Locale, KitTranslation>>;

export interface CreateI18nOptions {
  /** Starting language. @default 'en' */
  lng?: string;
  /**
   * Translations to hold from the start (from `loadLocale`, or imported in tests). Any other
   * locale is fetched when it is first used; until it arrives the kit shows English.
   */
  preloaded?: PreloadedLocales;
}

/** An i18next backend that fetches the kit's namespace through `loadLocale`. */
const kitBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (namespace !== KIT_NAMESPACE) return callback(null, {});
    if (language === 'en') return callback(null, en);
    loadLocale(language).then(
      (translation) => callback(null, translation ?? {}),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * An i18next instance with the kit's core strings, initialised synchronously (the wizards' and the
 * chrome's strings come with their components: ./areas.ts). English is bundled;
 * Hindi and Arabic are fetched the first time they are used (or passed in `preloaded`), and the
 * kit's components re-render when they arrive. To paint a stored locale at once, load it first:
 *
 * @example
 * const i18n = createI18n({ lng: 'hi' });           // English until Hindi arrives
 * await i18n.changeLanguage('ar');                  // resolves once Arabic is in
 * const ready = createI18n({ lng: 'ar', preloaded: { ar: await loadLocale('ar') ?? undefined } });
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  // i18next keeps these objects as its store and merges later bundles into them: each instance
  // gets its own copy, so one instance's areas never leak into the module's tables or another's.
  const bundled: Resource = { en: { [KIT_NAMESPACE]: structuredClone(en) } };
  for (const [lng, tree] of Object.entries(options.preloaded ?? {})) {
    if (tree)
      bundled[lng] = { [KIT_NAMESPACE]: structuredClone(lng === 'en' ? { ...en, ...tree } : tree) };
  }
  void instance
    .use(kitBackend)
    .use(initReactI18next)
    .init({
      lng: options.lng ?? 'en',
      fallbackLng: 'en',
      supportedLngs: [...supportedLocales],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: [KIT_NAMESPACE],
      defaultNS: KIT_NAMESPACE,
      resources: bundled,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      // Render English while a locale loads, then re-render: never suspend a host's tree.
      react: { useSuspense: false },
    });
  return instance;
}

/**
 * Adds the kit's strings to a host's own i18next instance (embedding teams keep theirs): English
 * and any `preloaded` translation at once, and each shipped locale the instance switches to
 * later (the kit's components re-render when it arrives).
 */
export function addKitResources(instance: I18n, preloaded: PreloadedLocales = {}): I18n {
  instance.addResourceBundle('en', KIT_NAMESPACE, en, true, false);
  for (const [lng, tree] of Object.entries(preloaded)) {
    if (tree) instance.addResourceBundle(lng, KIT_NAMESPACE, tree, true, false);
  }
  const ensure = (lng: string | undefined) => {
    if (!lng || instance.hasResourceBundle(lng, KIT_NAMESPACE)) return;
    void loadLocale(lng).then((tree) => {
      if (!tree || instance.hasResourceBundle(lng, KIT_NAMESPACE)) return;
      instance.addResourceBundle(lng, KIT_NAMESPACE, tree, true, false);
      // The kit's components listen for language changes: re-announce the current one.
      if (instance.language === lng) void instance.changeLanguage(lng);
    });
  };
  ensure(instance.language);
  instance.on('languageChanged', ensure);
  return instance;
}
