import { useKitAreas, type KitArea } from '../../i18n/areas';
import { catalog } from '../../i18n/resources/catalog';
import { wizard } from '../../i18n/resources/wizard';
import { seller } from '../../i18n/resources/seller';

/**
 * The wizards' strings (catalog, wizard, seller areas): English ships with this entry, Hindi and
 * Arabic are chunks fetched the first time a wizard component renders in them.
 */
export const wizardStrings: KitArea = {
  name: 'wizards',
  en: { catalog, wizard, seller },
  load: {
    hi: () =>
      import('../../i18n/resources/hi/wizards-hi').then(({ catalog, wizard, seller }) => ({
        catalog,
        wizard,
        seller,
      })),
    ar: () =>
      import('../../i18n/resources/ar/wizards-ar').then(({ catalog, wizard, seller }) => ({
        catalog,
        wizard,
        seller,
      })),
  },
};

const areas = [wizardStrings];

/** `t` for the wizards' components, with their strings loaded (docs/architecture.md, "Strings"). */
export function useWizardTranslation() {
  return useKitAreas(areas);
}
