import { i18n } from '../../services';
import { pagesStrings } from './strings';

/** The namespace of the data pages' strings. */
export const PAGES_NS = 'examplePages';

/**
 * Adds the data pages' strings to the example's i18n instance (once), from the modules that use
 * them: the package is `sideEffects: false`, so a bare import would be dropped.
 */
export function registerPagesStrings(): void {
  if (i18n.hasResourceBundle('en', PAGES_NS)) return;
  for (const [lng, bundle] of Object.entries(pagesStrings)) {
    i18n.addResourceBundle(lng, PAGES_NS, bundle, true, true);
  }
}
