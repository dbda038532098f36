import { loadKitAreas } from 'storefront-onboarding/i18n';
import { chromeStrings } from 'storefront-onboarding/chrome';
import { i18n } from '../services';
// The signed-in frame is the kit's chrome, wired in src/chrome (docs/behaviour.md, "Chrome").
export { ChromeLayout as AppLayout } from '../chrome/ChromeLayout';

/** The page's kit strings in the reader's language, before its first paint. */
export const ready = loadKitAreas(i18n, [chromeStrings]);
