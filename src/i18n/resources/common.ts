import type { AreaResources } from '../shape';

const en = {
  language: { en: 'English', hi: 'हिन्दी', ar: 'العربية' },
  direction: { ltr: 'Left to right', rtl: 'Right to left' },
  loading: 'Loading…',
  close: 'Close',
  required: 'required',
  optional: 'optional',
};

export const common: AreaResources<typeof en> = {
  en,
  hi: {
    language: { en: 'English', hi: 'हिन्दी', ar: 'العربية' },
    direction: { ltr: 'बाएँ से दाएँ', rtl: 'दाएँ से बाएँ' },
    loading: 'लोड हो रहा है…',
    close: 'बंद करें',
    required: 'आवश्यक',
    optional: 'वैकल्पिक',
  },
  ar: {
    language: { en: 'English', hi: 'हिन्दी', ar: 'العربية' },
    direction: { ltr: 'من اليسار إلى اليمين', rtl: 'من اليمين إلى اليسار' },
    loading: 'جارٍ التحميل…',
    close: 'إغلاق',
    required: 'مطلوب',
    optional: 'اختياري',
  },
};
