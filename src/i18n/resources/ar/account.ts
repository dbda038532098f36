import type { TranslationShape } from '../../shape';
import type { AccountStrings } from '../account';

export const account: TranslationShape<AccountStrings> = {
  signIn: {
    title: 'تسجيل الدخول',
    subtitle: 'أدخل اسم المستخدم وكلمة المرور لتسجيل الدخول.',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    submitting: 'جارٍ تسجيل الدخول…',
    noAccount: 'ليس لديك حساب؟',
    createAccount: 'إنشاء حساب',
    sellerPrompt: 'تبيع في هذا المتجر؟',
    registerSeller: 'سجّل كبائع',
  },
  register: {
    title: 'إنشاء حساب',
    subtitle: 'البيانات الأساسية',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    phone: 'الهاتف',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    confirmPassword: 'تأكيد كلمة المرور',
    submit: 'تسجيل',
    submitting: 'جارٍ التسجيل…',
    haveAccount: 'لديك حساب بالفعل؟',
    signIn: 'تسجيل الدخول',
    checkingUsername: 'جارٍ التحقق من اسم المستخدم…',
    setupCode: 'رمز الإعداد',
    invitedHint: 'الدعوة لهذا العنوان: سجّل به.',
    setupCodeHint: 'ليس لهذا المتجر مالك بعد. يسجّل مالكه برمز الإعداد المطبوع في سجل الخادم.',
  },
  changePassword: {
    title: 'تغيير كلمة المرور',
    subtitleCompany: 'عيّن كلمة مرور جديدة لحساب المسؤول.',
    subtitleSeller: 'عيّن كلمة مرور جديدة لحساب البائع.',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور',
    submit: 'تغيير كلمة المرور',
    submitting: 'جارٍ الحفظ…',
  },
  thankYou: {
    title: 'شكرًا لتسجيلك معنا.',
    hint: 'أرسلنا رابط التفعيل إلى بريدك الإلكتروني. افتحه ثم سجّل الدخول.',
    login: 'يرجى تسجيل الدخول إلى حسابك.',
  },
  activation: {
    verifying: 'جارٍ التحقق من بريدك الإلكتروني…',
    verifiedCompany: 'تم التحقق من بريدك الإلكتروني. يمكنك الآن تسجيل الدخول إلى حساب المسؤول',
    verifiedSeller: 'تم التحقق من بريدك الإلكتروني. يمكنك الآن تسجيل الدخول إلى حساب البائع',
    failed:
      'تعذّر التحقق من بريدك الإلكتروني: رابط التفعيل غير صالح أو مستخدم من قبل أو منتهي الصلاحية.',
    backToSignIn: 'العودة إلى تسجيل الدخول',
  },
  strength: {
    label: 'قوة كلمة المرور: {{level}}',
    weak: 'ضعيفة',
    fair: 'مقبولة',
    good: 'جيدة',
    strong: 'قوية',
    hint: 'كلمات المرور الأطول التي تجمع الحروف والأرقام والرموز أصعب في التخمين.',
  },
  errors: {
    noSession: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  },
};
