import { i18n } from '../services';
import { chromeStrings } from './strings';

/**
 * Adds the chrome's strings to the example's i18n instance (once). Called from the modules that
 * use them: a bare side-effect import would be dropped, the package being `sideEffects: false`.
 */
export function registerChromeStrings(): void {
  if (i18n.hasResourceBundle('en', 'exampleChrome')) return;
  for (const [lng, bundle] of Object.entries(chromeStrings)) {
    i18n.addResourceBundle(lng, 'exampleChrome', bundle, true, true);
  }
}
