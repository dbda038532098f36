import type { KitArea } from '../../i18n/areas';
import { resend } from '../../i18n/resources/resend';

/**
 * 'Resend activation mail''s strings: English with the panel's chunk, Hindi and Arabic fetched
 * when it renders in them.
 */
export const resendStrings: KitArea = {
  name: 'resend',
  en: { resend },
  load: {
    hi: () => import('../../i18n/resources/hi/resend-hi').then(({ resend }) => ({ resend })),
    ar: () => import('../../i18n/resources/ar/resend-ar').then(({ resend }) => ({ resend })),
  },
};
