import type { TranslationShape } from 'storefront-onboarding/i18n';

/** The example app's own strings (the kit's live in the kit). */
const en = {
  appName: 'Storefront back-office',
  language: 'Language',
  signOut: 'Sign out',
  titleFormat: '{{page}} – {{app}}',
  titles: {
    signIn: 'Sign In',
    register: 'Create Account',
    thankYou: 'Thank you',
    changePassword: 'Change password',
    companyWizard: 'Company onboarding',
    sellerWizard: 'Seller onboarding',
    error: 'Something went wrong',
    authentication: 'Authentication',
    comingSoon: 'Coming soon',
    maintenance: 'Under maintenance',
  },
};

const hi: TranslationShape<typeof en> = {
  appName: 'स्टोरफ़्रंट बैक-ऑफ़िस',
  language: 'भाषा',
  signOut: 'साइन आउट',
  titleFormat: '{{page}} – {{app}}',
  titles: {
    signIn: 'साइन इन',
    register: 'खाता बनाएँ',
    thankYou: 'धन्यवाद',
    changePassword: 'पासवर्ड बदलें',
    companyWizard: 'कंपनी ऑनबोर्डिंग',
    sellerWizard: 'विक्रेता ऑनबोर्डिंग',
    error: 'कुछ गलत हो गया',
    authentication: 'प्रमाणीकरण',
    comingSoon: 'जल्द आ रहा है',
    maintenance: 'रखरखाव जारी है',
  },
};

const ar: TranslationShape<typeof en> = {
  appName: 'المكتب الخلفي للمتجر',
  language: 'اللغة',
  signOut: 'تسجيل الخروج',
  titleFormat: '{{page}} – {{app}}',
  titles: {
    signIn: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    thankYou: 'شكرًا لك',
    changePassword: 'تغيير كلمة المرور',
    companyWizard: 'تهيئة الشركة',
    sellerWizard: 'تهيئة البائع',
    error: 'حدث خطأ ما',
    authentication: 'المصادقة',
    comingSoon: 'قريبًا',
    maintenance: 'قيد الصيانة',
  },
};

export const exampleStrings = { en, hi, ar };
