import type { TranslationShape } from 'storefront-onboarding/i18n';

/** The example app's own strings (the kit's live in the kit). */
const en = {
  appName: 'Storefront back-office',
  language: 'Language',
  signOut: 'Sign out',
};

const hi: TranslationShape<typeof en> = {
  appName: 'स्टोरफ़्रंट बैक-ऑफ़िस',
  language: 'भाषा',
  signOut: 'साइन आउट',
};

const ar: TranslationShape<typeof en> = {
  appName: 'المكتب الخلفي للمتجر',
  language: 'اللغة',
  signOut: 'تسجيل الخروج',
};

export const exampleStrings = { en, hi, ar };
