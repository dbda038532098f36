import { useKitAreas, type KitArea } from '../../i18n/areas';
import { media } from '../../i18n/resources/media';
import { data } from '../../i18n/resources/data';

/**
 * The strings of the media and data primitives (image fields, dropzone, lightbox, editor, table,
 * modal, progress strip, sortable list): English ships with them, Hindi and Arabic are chunks
 * fetched the first time one renders in them, so a sign-in screen loads none of it.
 */
export const componentStrings: KitArea = {
  name: 'components',
  en: { media, data },
  load: {
    hi: () =>
      import('../../i18n/resources/hi/components-hi').then(({ media, data }) => ({ media, data })),
    ar: () =>
      import('../../i18n/resources/ar/components-ar').then(({ media, data }) => ({ media, data })),
  },
};

const areas = [componentStrings];

/** `t` for those primitives, with their strings loaded (docs/architecture.md, "Strings"). */
export function useComponentTranslation() {
  return useKitAreas(areas);
}
