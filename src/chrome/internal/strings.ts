import { useKitAreas, type KitArea } from '../../i18n/areas';
import { chrome } from '../../i18n/resources/chrome';

/**
 * The chrome's strings: English ships with this entry, Hindi and Arabic are chunks fetched the
 * first time a chrome component renders in them.
 */
export const chromeStrings: KitArea = {
  name: 'chrome',
  en: { chrome },
  load: {
    hi: () => import('../../i18n/resources/hi/chrome-hi').then(({ chrome }) => ({ chrome })),
    ar: () => import('../../i18n/resources/ar/chrome-ar').then(({ chrome }) => ({ chrome })),
  },
};

const areas = [chromeStrings];

/** `t` for the chrome's components, with their strings loaded (docs/architecture.md, "Strings"). */
export function useChromeTranslation() {
  return useKitAreas(areas);
}
