/** The example app's own strings (the kit's live in the kit). */
const en = {
  appName: 'Storefront back-office',
  language: 'Language',
  signOut: 'Sign out',
  dashboard: {
    title: 'Dashboard',
    account: 'Signed-in account',
    company: 'Company',
    username: 'Username',
    name: 'Name',
    kind: 'Account kind',
    kinds: { company: 'Company administrator', seller: 'Seller administrator' },
    businessName: 'Business name',
    legalName: 'Legal name',
    subdomain: 'Subdomain',
    vertical: 'Business vertical',
    address: 'Address',
    loading: 'Loading the company…',
    failed: 'The company could not be loaded: {{message}}',
    retry: 'Try again',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const hi: Shape<typeof en> = {
  appName: 'स्टोरफ़्रंट बैक-ऑफ़िस',
  language: 'भाषा',
  signOut: 'साइन आउट',
  dashboard: {
    title: 'डैशबोर्ड',
    account: 'साइन-इन किया हुआ खाता',
    company: 'कंपनी',
    username: 'उपयोगकर्ता नाम',
    name: 'नाम',
    kind: 'खाते का प्रकार',
    kinds: { company: 'कंपनी व्यवस्थापक', seller: 'विक्रेता व्यवस्थापक' },
    businessName: 'व्यवसाय का नाम',
    legalName: 'कानूनी नाम',
    subdomain: 'सबडोमेन',
    vertical: 'व्यवसाय क्षेत्र',
    address: 'पता',
    loading: 'कंपनी लोड हो रही है…',
    failed: 'कंपनी लोड नहीं हो सकी: {{message}}',
    retry: 'फिर से प्रयास करें',
  },
};

const ar: Shape<typeof en> = {
  appName: 'المكتب الخلفي للمتجر',
  language: 'اللغة',
  signOut: 'تسجيل الخروج',
  dashboard: {
    title: 'لوحة التحكم',
    account: 'الحساب المسجَّل دخوله',
    company: 'الشركة',
    username: 'اسم المستخدم',
    name: 'الاسم',
    kind: 'نوع الحساب',
    kinds: { company: 'مسؤول الشركة', seller: 'مسؤول البائع' },
    businessName: 'الاسم التجاري',
    legalName: 'الاسم القانوني',
    subdomain: 'النطاق الفرعي',
    vertical: 'القطاع التجاري',
    address: 'العنوان',
    loading: 'جارٍ تحميل الشركة…',
    failed: 'تعذّر تحميل الشركة: {{message}}',
    retry: 'حاول مرة أخرى',
  },
};

export const exampleStrings = { en, hi, ar };
