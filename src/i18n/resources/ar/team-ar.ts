import type { TranslationShape } from '../../shape';
import type { TeamStrings } from '../team';

/**
 * The store-team panel's strings in Arabic: a chunk of its own, fetched the first time the panel
 * renders in this locale (../../areas.ts).
 */
export const team: TranslationShape<TeamStrings> = {
  title: 'فريق المتجر',
  loading: 'جارٍ تحميل فريق المتجر…',
  loadFailed: 'تعذّر تحميل فريق المتجر.',
  retry: 'إعادة المحاولة',
  admins: 'المسؤولون',
  owner: 'المالك',
  you: 'أنت',
  notActivated: 'لم يُفعَّل بعد',
  remove: 'إزالة',
  removeLabel: 'إزالة {{name}}',
  transfer: 'اجعله المالك',
  transferLabel: 'اجعله المالك: {{name}}',
  invitations: 'الدعوات المعلّقة',
  noInvitations: 'لا توجد دعوات معلّقة.',
  expires: 'يعمل الرابط حتى {{date}}',
  revoke: 'سحب',
  revokeLabel: 'سحب الدعوة المرسلة إلى {{email}}',
  invite: 'دعوة مسؤول',
  inviteHint: 'لا يمكن التسجيل بالرابط إلا بهذا العنوان.',
  email: 'البريد الإلكتروني',
  emailInvalid: 'أدخل عنوان بريد إلكتروني صالحاً',
  send: 'إرسال الدعوة',
  sending: 'جارٍ الإرسال…',
  invited: 'أُرسلت الدعوة إلى {{email}}.',
  revoked: 'سُحبت الدعوة المرسلة إلى {{email}}.',
  removed: 'أُزيل {{name}} من المتجر.',
  transferred: 'أصبح {{name}} مالك المتجر الآن.',
  removeTitle: 'إزالة هذا المسؤول؟',
  removeText: 'سيُسجَّل خروج {{name}} فوراً ولن يتمكن من إدارة المتجر بعد الآن.',
  transferTitle: 'نقل الملكية؟',
  transferText: 'يصبح {{name}} مالك المتجر. تبقى مسؤولاً، لكن لن تتمكن من إدارة الفريق بعد الآن.',
  inviteTitle: 'إرسال هذه الدعوة؟',
  inviteText: 'يُرسل رابط للتسجيل كمسؤول إلى {{email}}. يعمل مرة واحدة، لمدة 72 ساعة.',
  password: 'كلمة المرور الخاصة بك',
  passwordHint:
    'تتطلب التغييرات على الفريق كلمة المرور الخاصة بك، حتى لا تتمكن جلسة مسروقة من إجرائها.',
  passwordRequired: 'أدخل كلمة المرور الخاصة بك',
  cancel: 'إلغاء',
  working: 'يرجى الانتظار…',
};
