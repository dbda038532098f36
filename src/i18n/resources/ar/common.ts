import type { TranslationShape } from '../../shape';
import type { CommonStrings } from '../common';

export const common: TranslationShape<CommonStrings> = {
  language: { en: 'English', hi: 'हिन्दी', ar: 'العربية' },
  direction: { ltr: 'من اليسار إلى اليمين', rtl: 'من اليمين إلى اليسار' },
  loading: 'جارٍ التحميل…',
  close: 'إغلاق',
  required: 'مطلوب',
  optional: 'اختياري',
};
