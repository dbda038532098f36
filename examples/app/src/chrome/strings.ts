/** The example's chrome strings: its menu, its pages and its people's notes ('exampleChrome'). */
const en = {
  brand: 'Storefront',
  menu: {
    dashboard: 'Dashboard',
    default: 'Default',
    demo: 'Company',
    form: 'Form',
    controls: 'Form Controls',
    validation: 'Form Validation',
    inputs: 'Base Inputs',
    wizard: 'Form Wizard',
    table: 'Table',
    datatable: 'Data Tables',
    users: 'Users',
    profile: 'Users Profile',
    chat: 'Chat',
    ecommerce: 'Ecommerce',
    products: 'Product List',
    storefront: 'Storefront site',
    master: 'Master',
    summary: 'Summary',
    viewExpense: 'ViewExpense',
    viewPaymentAccount: 'ViewPaymentAccount',
    viewExpenseAccount: 'ViewExpenseAccount',
  },
  section: {
    pages: 'Pages in this section',
  },
  full: {
    error: { title: 'Something went wrong', text: 'The page could not be shown.' },
    authentication: {
      title: 'Authentication',
      text: 'Your session is active. Continue to the back-office.',
    },
    comingsoon: { title: 'Coming soon', text: 'This part of the back-office is on its way.' },
    maintenance: {
      title: 'Under maintenance',
      text: 'We are improving the back-office. Please come back shortly.',
    },
    back: 'Back to the dashboard',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const hi: Shape<typeof en> = {
  brand: 'स्टोरफ़्रंट',
  menu: {
    dashboard: 'डैशबोर्ड',
    default: 'डिफ़ॉल्ट',
    demo: 'कंपनी',
    form: 'फ़ॉर्म',
    controls: 'फ़ॉर्म नियंत्रण',
    validation: 'फ़ॉर्म सत्यापन',
    inputs: 'मूल इनपुट',
    wizard: 'फ़ॉर्म विज़ार्ड',
    table: 'तालिका',
    datatable: 'डेटा तालिकाएँ',
    users: 'उपयोगकर्ता',
    profile: 'उपयोगकर्ता प्रोफ़ाइल',
    chat: 'चैट',
    ecommerce: 'ई-कॉमर्स',
    products: 'उत्पाद सूची',
    storefront: 'स्टोरफ़्रंट साइट',
    master: 'मास्टर',
    summary: 'सारांश',
    viewExpense: 'व्यय देखें',
    viewPaymentAccount: 'भुगतान खाता देखें',
    viewExpenseAccount: 'व्यय खाता देखें',
  },
  section: { pages: 'इस अनुभाग के पृष्ठ' },
  full: {
    error: { title: 'कुछ गलत हो गया', text: 'पृष्ठ दिखाया नहीं जा सका।' },
    authentication: {
      title: 'प्रमाणीकरण',
      text: 'आपका सत्र सक्रिय है। बैक-ऑफ़िस में जारी रखें।',
    },
    comingsoon: { title: 'जल्द आ रहा है', text: 'बैक-ऑफ़िस का यह भाग जल्द आ रहा है।' },
    maintenance: {
      title: 'रखरखाव जारी है',
      text: 'हम बैक-ऑफ़िस को बेहतर बना रहे हैं। कृपया थोड़ी देर बाद आएँ।',
    },
    back: 'डैशबोर्ड पर वापस जाएँ',
  },
};

const ar: Shape<typeof en> = {
  brand: 'ستورفرونت',
  menu: {
    dashboard: 'لوحة التحكم',
    default: 'الافتراضية',
    demo: 'الشركة',
    form: 'النماذج',
    controls: 'عناصر النماذج',
    validation: 'التحقق من النماذج',
    inputs: 'الحقول الأساسية',
    wizard: 'معالج النماذج',
    table: 'الجداول',
    datatable: 'جداول البيانات',
    users: 'المستخدمون',
    profile: 'ملف المستخدم',
    chat: 'الدردشة',
    ecommerce: 'التجارة الإلكترونية',
    products: 'قائمة المنتجات',
    storefront: 'موقع المتجر',
    master: 'البيانات الرئيسية',
    summary: 'الملخص',
    viewExpense: 'عرض المصروفات',
    viewPaymentAccount: 'عرض حساب الدفع',
    viewExpenseAccount: 'عرض حساب المصروفات',
  },
  section: { pages: 'صفحات هذا القسم' },
  full: {
    error: { title: 'حدث خطأ ما', text: 'تعذّر عرض الصفحة.' },
    authentication: { title: 'المصادقة', text: 'جلستك نشطة. تابع إلى لوحة الإدارة.' },
    comingsoon: { title: 'قريبًا', text: 'هذا الجزء من لوحة الإدارة في الطريق.' },
    maintenance: {
      title: 'تحت الصيانة',
      text: 'نعمل على تحسين لوحة الإدارة. يرجى العودة بعد قليل.',
    },
    back: 'العودة إلى لوحة التحكم',
  },
};

export const chromeStrings = { en, hi, ar };
