import type { TranslationShape } from '../../shape';
import type { CommonStrings } from '../common';

export const common: TranslationShape<CommonStrings> = {
  language: { en: 'English', hi: 'हिन्दी', ar: 'العربية' },
  direction: { ltr: 'बाएँ से दाएँ', rtl: 'दाएँ से बाएँ' },
  loading: 'लोड हो रहा है…',
  close: 'बंद करें',
  required: 'आवश्यक',
  optional: 'वैकल्पिक',
};
