import type { i18n as I18n } from 'i18next';
import { KIT_NAMESPACE } from './namespace';

/** Replacement strings, by the kit's keys: `{ seller: { variants: { title: '…' } } }`. */
export interface KitStringOverrides {
  [key: string]: string | KitStringOverrides;
}

/** The overrides each instance holds, per language, in the order they were given. */
const registered = new WeakMap<I18n, Map<string, KitStringOverrides[]>>();
/** True while overrides are written, so their own 'added' event does not write them again. */
let applying = false;

/**
 * Writes the language's overrides into the groups already in the instance. A group still to come
 * (its area's strings load with its components) gets them when it arrives: written earlier, a
 * partial group would pass for the whole area and the rest of its strings would never load.
 */
function apply(instance: I18n, language: string): void {
  const trees = registered.get(instance)?.get(language) ?? [];
  applying = true;
  try {
    for (const tree of trees) {
      for (const [group, strings] of Object.entries(tree)) {
        if (instance.getResource(language, KIT_NAMESPACE, group) === undefined) continue;
        instance.addResourceBundle(language, KIT_NAMESPACE, { [group]: strings }, true, true);
      }
    }
  } finally {
    applying = false;
  }
}

/**
 * Replaces any of the kit's visible strings in one language: a host's wording, or a correction
 * of the original product's spellings ('Varient', 'Opps'), which the kit keeps by default. Call
 * it on the instance given to `<BackofficeProvider>` before the first render; the replacements
 * hold for strings loaded later too (a screen's strings arrive with its code). Keys are the kit's
 * (`resources` lists them); a language not overridden keeps the kit's text.
 *
 * @example
 * const i18n = createI18n();
 * overrideKitStrings(i18n, 'en', { seller: { variants: { title: 'Product Variant and Tax Details' } } });
 */
export function overrideKitStrings(
  instance: I18n,
  language: string,
  overrides: KitStringOverrides,
): void {
  let byLanguage = registered.get(instance);
  if (!byLanguage) {
    byLanguage = new Map();
    registered.set(instance, byLanguage);
    instance.store.on('added', (lng: string, ns: string) => {
      if (ns === KIT_NAMESPACE && !applying) apply(instance, lng);
    });
  }
  byLanguage.set(language, [...(byLanguage.get(language) ?? []), overrides]);
  apply(instance, language);
}
