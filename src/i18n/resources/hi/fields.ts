import type { TranslationShape } from '../../shape';
import type { FieldsStrings } from '../fields';

export const fields: TranslationShape<FieldsStrings> = {
  showPassword: 'पासवर्ड दिखाएँ',
  showPasswordFor: '{{label}} दिखाएँ',
  loading: 'लोड हो रहा है…',
  dismissAlert: 'संदेश हटाएँ',
  dismissNotification: 'सूचना हटाएँ',
  clearSearch: 'खोज साफ़ करें',
};
