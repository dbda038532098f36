import type { AreaResources } from '../shape';

const en = {
  showPassword: 'Show password',
  loading: 'Loading…',
  dismissAlert: 'Dismiss message',
  dismissNotification: 'Dismiss notification',
};

export const fields: AreaResources<typeof en> = {
  en,
  hi: {
    showPassword: 'पासवर्ड दिखाएँ',
    loading: 'लोड हो रहा है…',
    dismissAlert: 'संदेश हटाएँ',
    dismissNotification: 'सूचना हटाएँ',
  },
  ar: {
    showPassword: 'إظهار كلمة المرور',
    loading: 'جارٍ التحميل…',
    dismissAlert: 'إغلاق الرسالة',
    dismissNotification: 'إغلاق الإشعار',
  },
};
