import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from './namespace';

/** `t` bound to the kit's namespace, from the i18n instance the provider hands down. */
export function useKitTranslation() {
  return useTranslation(KIT_NAMESPACE);
}
