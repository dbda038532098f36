import { useEffect, useReducer } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from './namespace';

/**
 * A group of the kit's strings that ships with its own entry instead of the core bundle: its
 * English comes with the components that use it, and each other locale is a chunk fetched the
 * first time one of them renders in that locale. The wizards and the chrome each have one
 * (`wizardStrings`, `chromeStrings`), so a sign-in screen in Hindi downloads neither.
 */
export interface KitArea {
  /** A label for errors and tests. */
  readonly name: string;
  /** The area's top-level groups in English, keyed as in the `sfo` namespace. */
  readonly en: Readonly<Record<string, object>>;
  /** One loader per shipped locale besides English, resolving to the same groups translated. */
  readonly load: Readonly<Record<string, () => Promise<Readonly<Record<string, object>>>>>;
}

const baseLanguage = (locale: string) => locale.toLowerCase().split(/[-_]/)[0] ?? '';

/** True once every group of the area is in the instance for the language. */
function holds(instance: I18n, language: string, area: KitArea): boolean {
  return Object.keys(area.en).every(
    (group) => instance.getResource(language, KIT_NAMESPACE, group) !== undefined,
  );
}

/** Puts the area's English in the instance (synchronously: the first paint has its text). */
function addEnglish(instance: I18n, area: KitArea): void {
  if (!holds(instance, 'en', area))
    instance.addResourceBundle('en', KIT_NAMESPACE, area.en, true, false);
}

const loads = new Map<string, Promise<Readonly<Record<string, object>>>>();

/** The areas each instance's components have shown, for `setKitLocale` to load with a language. */
const shown = new WeakMap<I18n, Set<KitArea>>();

/** The areas the instance's components have rendered with so far. */
export function shownAreas(instance: I18n): readonly KitArea[] {
  return [...(shown.get(instance) ?? [])];
}

/** One fetch per area and locale, shared by every instance; a failed fetch may be retried. */
function fetchArea(area: KitArea, language: string) {
  const key = `${area.name}:${language}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = area.load[language]!();
    pending.catch(() => loads.delete(key));
    loads.set(key, pending);
  }
  return pending;
}

/** The areas still missing for the language (none for English or unshipped locales). */
function missing(instance: I18n, areas: readonly KitArea[], language: string): KitArea[] {
  return areas.filter((area) => area.load[language] && !holds(instance, language, area));
}

/**
 * Loads the areas' strings for the instance's current language (or `locale`) before a screen
 * shows, so its first paint is already translated (the example awaits it with a route's code).
 *
 * @example
 * await loadKitAreas(i18n, [wizardStrings]);
 */
export async function loadKitAreas(
  instance: I18n,
  areas: readonly KitArea[],
  locale: string = instance.language ?? 'en',
): Promise<void> {
  for (const area of areas) addEnglish(instance, area);
  const language = baseLanguage(locale);
  await Promise.all(
    missing(instance, areas, language).map(async (area) => {
      const tree = await fetchArea(area, language);
      instance.addResourceBundle(language, KIT_NAMESPACE, tree, true, false);
    }),
  );
}

/**
 * `t` bound to the kit's namespace, with the given areas' strings in the instance: English at
 * once, the current locale fetched on first use (the component shows English meanwhile and
 * re-renders when it arrives).
 */
export function useKitAreas(areas: readonly KitArea[]) {
  const result = useTranslation(KIT_NAMESPACE);
  const { i18n } = result;
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  let known = shown.get(i18n);
  if (!known) shown.set(i18n, (known = new Set()));
  for (const area of areas) {
    addEnglish(i18n, area);
    known.add(area);
  }
  const language = i18n.language;
  useEffect(() => {
    if (missing(i18n, areas, baseLanguage(language ?? 'en')).length === 0) return;
    let live = true;
    loadKitAreas(i18n, areas).then(
      () => live && arrived(),
      // A failed fetch leaves English on screen; the next language change tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [i18n, language, areas]);
  return result;
}
