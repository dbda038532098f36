import type { TranslationShape } from '../../shape';
import type { FieldsStrings } from '../fields';

export const fields: TranslationShape<FieldsStrings> = {
  showPassword: 'إظهار كلمة المرور',
  showPasswordFor: 'إظهار {{label}}',
  loading: 'جارٍ التحميل…',
  dismissAlert: 'إغلاق الرسالة',
  dismissNotification: 'إغلاق الإشعار',
  clearSearch: 'مسح البحث',
};
