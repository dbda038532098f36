/** The example app's own strings (the kit's live in the kit). */
const en = {
  appName: 'Storefront back-office',
  language: 'Language',
  signOut: 'Sign out',
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const hi: Shape<typeof en> = {
  appName: 'स्टोरफ़्रंट बैक-ऑफ़िस',
  language: 'भाषा',
  signOut: 'साइन आउट',
};

const ar: Shape<typeof en> = {
  appName: 'المكتب الخلفي للمتجر',
  language: 'اللغة',
  signOut: 'تسجيل الخروج',
};

export const exampleStrings = { en, hi, ar };
