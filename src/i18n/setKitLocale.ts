import type { i18n as I18n } from 'i18next';
import { loadRtlSupport, localeDirection } from '../theme/rtl';
import { loadKitAreas, shownAreas } from './areas';
import { loadLocale } from './locales';
import { KIT_NAMESPACE } from './namespace';

/**
 * Switches the kit to `locale` in one call: fetches the locale's core strings, the strings of
 * every kit area already on screen (the wizards', the chrome's …) and, for a right-to-left
 * locale, the stylesheet mirroring; only then changes the language, so the switch shows at once,
 * translated and mirrored. The kit's `ThemeProvider` follows the language's direction unless it
 * was given one. Works with `createI18n`'s instance and with a host's own (`addKitResources`).
 * Resolves with the direction, for a host that mirrors its own page too.
 *
 * @example
 * const { direction } = await setKitLocale(i18n, 'ar');
 * document.documentElement.dir = direction; // only if your own page turns too
 */
export async function setKitLocale(
  instance: I18n,
  locale: string,
): Promise<{ language: string; direction: 'ltr' | 'rtl' }> {
  const direction = localeDirection(locale);
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? locale;
  const [core] = await Promise.all([
    loadLocale(locale),
    loadKitAreas(instance, shownAreas(instance), locale),
    direction === 'rtl' ? loadRtlSupport() : undefined,
  ]);
  // A host's own instance (`addKitResources`) has no backend that fetches the kit's strings.
  if (core) instance.addResourceBundle(language, KIT_NAMESPACE, core, true, false);
  await instance.changeLanguage(locale);
  return { language: instance.language, direction };
}
