import type { KitTranslation } from './resources';

/**
 * The shipped translations besides English, each its own chunk: a reader who never picks Hindi
 * never downloads it. Add a locale here and in `supportedLocales`.
 */
const loaders: Record<string, () => Promise<KitTranslation>> = {
  hi: () => import('./resources/hi').then((module) => module.hi),
  ar: () => import('./resources/ar').then((module) => module.ar),
};

/** The language part of a tag: `ar-EG` → `ar`. */
function baseLanguage(locale: string): string {
  return locale.toLowerCase().split(/[-_]/)[0] ?? '';
}

/** True when the kit ships a translation for the locale that must be loaded (not English). */
export function isLazyLocale(locale: string): boolean {
  return baseLanguage(locale) in loaders;
}

/**
 * The kit's translation for a locale, fetched once: `null` for English (bundled) and for locales
 * the kit does not ship (they fall back to English).
 *
 * @example
 * const ar = await loadLocale('ar');
 * const i18n = createI18n({ lng: 'ar', preloaded: { ar } }); // first paint already in Arabic
 */
export function loadLocale(locale: string): Promise<KitTranslation | null> {
  const load = loaders[baseLanguage(locale)];
  return load ? load() : Promise.resolve(null);
}
