import { useKitAreas, type KitArea } from '../../i18n/areas';
import { setup } from '../../i18n/resources/setup';

/**
 * The setup messages' strings: English ships with the wizards and the elements that show them,
 * Hindi and Arabic are chunks fetched the first time one shows in that locale.
 */
export const setupStrings: KitArea = {
  name: 'setup',
  en: { setup },
  load: {
    hi: () => import('../../i18n/resources/hi/setup-hi').then(({ setup }) => ({ setup })),
    ar: () => import('../../i18n/resources/ar/setup-ar').then(({ setup }) => ({ setup })),
  },
};

const areas = [setupStrings];

/** `t` with the setup messages loaded. */
export function useSetupTranslation() {
  return useKitAreas(areas);
}
