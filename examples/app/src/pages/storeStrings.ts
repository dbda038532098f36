import { i18n } from '../services';
import type { TranslationShape } from 'storefront-onboarding/i18n';

/**
 * The strings of the example's store pages ('exampleStore'): the catalog browser, the company
 * settings, the onboarding summary, the master pages without a data model and the full-layout
 * pages (docs/behaviour.md, "Signed-in layouts").
 */
const en = {
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    noCompany: 'This account belongs to no store, so there is nothing to show here.',
    dashboard: 'Back to the dashboard',
  },
  catalog: {
    title: 'Catalog',
    intro:
      'Your store’s categories, banners and collections as the server has them. Search, sort and page each list; Add New opens the same form the onboarding wizard uses.',
    lists: 'Catalog lists',
    count_one: '{{count}} item',
    count_other: '{{count}} items',
    empty: {
      level1:
        'No level 1 categories yet. Add New creates the first one; the other lists build on it.',
      level2: 'No level 2 categories yet. Each one sits under a level 1 category.',
      level3: 'No level 3 categories yet. Each one sits under a level 2 category.',
      banners: 'No banners yet. A banner points shoppers to a category with an image and a slogan.',
      collections: 'No collections yet. A collection groups products for the storefront.',
    },
  },
  settings: {
    titles: {
      validation: 'Company details',
      inputs: 'Billing address',
      wizard: 'About us and terms',
    },
    intro:
      'These forms are the onboarding wizard’s own steps, used outside the wizard. Save stores them on the server at once.',
    loading: 'Loading the company’s settings…',
    failed: 'The company’s settings could not be loaded: {{message}}',
    adminsOnly:
      'Only the store’s administrators change the company’s settings. Your seller details are in the seller onboarding.',
    notYet: 'Not saved during onboarding yet: saving here completes the wizard’s step {{step}}.',
    inWizard: 'Open step {{step}} in the wizard',
    wizardSteps: 'The onboarding wizard, step by step',
    wizardStepsIntro: 'Every step opens the wizard there, with what is saved already filled in.',
    step: 'Step {{step}}: {{title}}',
  },
  summary: {
    title: 'Onboarding summary',
    intro: 'What the company onboarding has saved for {{name}}, read from the server.',
    progress: '{{done}} of {{total}} steps done',
    done: 'Done',
    todo: 'Not done yet',
    open: 'Open',
    openLabel: 'Open step {{step}}: {{title}}',
    steps: 'Steps',
    catalog: 'Catalog',
    manage: 'Manage the catalog',
    counts: {
      level1: 'Level 1 categories',
      level2: 'Level 2 categories',
      level3: 'Level 3 categories',
      banners: 'Banners',
      collections: 'Collections',
    },
    countFailed: 'not loaded',
  },
  master: {
    noModel: 'No data model',
    why: 'Why this page is empty',
    meanwhile: 'What you can do here instead',
    summary: 'See the onboarding summary',
    catalog: 'Browse the catalog',
    settings: 'Edit the company’s billing address',
    ViewExpense: {
      title: 'No expenses to show',
      text: 'Storefront onboarding keeps no expenses. Its records are the company, its sellers, their products and the catalog; nothing here spends money, so there is nothing to list.',
      why: 'Expenses belong in your accounting system. This page lists them once the API has an expense model to read.',
    },
    ViewPaymentAccount: {
      title: 'No payment accounts to show',
      text: 'Storefront onboarding stores no bank or payment accounts. The company’s billing name and address, and each seller’s tax numbers, are all it keeps about payment.',
      why: 'Payment accounts belong to your payment provider. This page lists them once the API has a payment-account model to read.',
    },
    ViewExpenseAccount: {
      title: 'No expense accounts to show',
      text: 'Storefront onboarding keeps no chart of accounts, so there are no expense accounts to list.',
      why: 'Expense accounts belong in your accounting system. This page lists them once the API has an expense-account model to read.',
    },
    AddExpense: {
      title: 'Expenses are not added here',
      text: 'Storefront onboarding has no expense records, so there is no form to add one. Its records are the company, its sellers, their products and the catalog.',
      why: 'Record expenses in your accounting system, where your payment and expense accounts are kept. This page takes them once the API has an expense model to write to.',
    },
  },
  full: {
    error: {
      title: 'Something went wrong',
      text: 'This page could not be shown. Nothing you saved is lost: try again, or go back to the dashboard.',
      details: 'What happened: {{message}}',
      back: 'Go back',
    },
    authentication: {
      title: 'Authentication',
      signedIn: 'You are signed in as {{name}} ({{username}}).',
      kind: {
        company: 'Company administrator',
        seller: 'Seller administrator',
      },
      continue: 'Continue to the back-office',
      password: 'Change your password',
      signOut: 'Sign out',
    },
    comingsoon: {
      title: 'Coming soon',
      text: 'This part of the back-office is on its way. Everything below works today.',
    },
    maintenance: {
      title: 'Under maintenance',
      text: 'We are improving the back-office. Please come back shortly: what you saved is kept.',
      check: 'Check again',
      checking: 'Checking whether the back-office answers…',
      up: 'The back-office answers again.',
      down: 'The back-office does not answer yet: {{message}}',
    },
  },
};

const hi: TranslationShape<typeof en> = {
  common: {
    loading: 'लोड हो रहा है…',
    retry: 'फिर से प्रयास करें',
    noCompany: 'यह खाता किसी स्टोर का नहीं है, इसलिए यहाँ दिखाने को कुछ नहीं है।',
    dashboard: 'डैशबोर्ड पर वापस जाएँ',
  },
  catalog: {
    title: 'कैटलॉग',
    intro:
      'आपके स्टोर की श्रेणियाँ, बैनर और संग्रह, जैसे सर्वर पर हैं। हर सूची को खोजें, क्रमबद्ध करें और पन्ने बदलें; ‘नया जोड़ें’ वही फ़ॉर्म खोलता है जो ऑनबोर्डिंग विज़ार्ड में है।',
    lists: 'कैटलॉग सूचियाँ',
    count_one: '{{count}} आइटम',
    count_other: '{{count}} आइटम',
    empty: {
      level1: 'अभी कोई स्तर 1 श्रेणी नहीं है। ‘नया जोड़ें’ पहली बनाता है; बाकी सूचियाँ इसी पर बनती हैं।',
      level2: 'अभी कोई स्तर 2 श्रेणी नहीं है। हर एक किसी स्तर 1 श्रेणी के अंतर्गत होती है।',
      level3: 'अभी कोई स्तर 3 श्रेणी नहीं है। हर एक किसी स्तर 2 श्रेणी के अंतर्गत होती है।',
      banners: 'अभी कोई बैनर नहीं है। बैनर एक चित्र और नारे के साथ ग्राहकों को किसी श्रेणी तक ले जाता है।',
      collections: 'अभी कोई संग्रह नहीं है। संग्रह स्टोरफ़्रंट के लिए उत्पादों को समूहित करता है।',
    },
  },
  settings: {
    titles: {
      validation: 'कंपनी का विवरण',
      inputs: 'बिलिंग पता',
      wizard: 'हमारे बारे में और शर्तें',
    },
    intro:
      'ये फ़ॉर्म ऑनबोर्डिंग विज़ार्ड के अपने चरण हैं, विज़ार्ड के बाहर उपयोग किए गए। सहेजें इन्हें तुरंत सर्वर पर रखता है।',
    loading: 'कंपनी की सेटिंग्स लोड हो रही हैं…',
    failed: 'कंपनी की सेटिंग्स लोड नहीं हो सकीं: {{message}}',
    adminsOnly: 'कंपनी की सेटिंग्स केवल स्टोर के व्यवस्थापक बदलते हैं। आपका विक्रेता विवरण विक्रेता ऑनबोर्डिंग में है।',
    notYet: 'ऑनबोर्डिंग में अभी सहेजा नहीं गया: यहाँ सहेजने से विज़ार्ड का चरण {{step}} पूरा होता है।',
    inWizard: 'विज़ार्ड में चरण {{step}} खोलें',
    wizardSteps: 'ऑनबोर्डिंग विज़ार्ड, चरण दर चरण',
    wizardStepsIntro: 'हर चरण विज़ार्ड को वहीं खोलता है, जो सहेजा गया है वह भरा हुआ।',
    step: 'चरण {{step}}: {{title}}',
  },
  summary: {
    title: 'ऑनबोर्डिंग सारांश',
    intro: '{{name}} के लिए कंपनी ऑनबोर्डिंग ने क्या सहेजा है, सर्वर से पढ़ा गया।',
    progress: '{{total}} में से {{done}} चरण पूरे',
    done: 'पूरा',
    todo: 'अभी बाकी',
    open: 'खोलें',
    openLabel: 'चरण {{step}} खोलें: {{title}}',
    steps: 'चरण',
    catalog: 'कैटलॉग',
    manage: 'कैटलॉग प्रबंधित करें',
    counts: {
      level1: 'स्तर 1 श्रेणियाँ',
      level2: 'स्तर 2 श्रेणियाँ',
      level3: 'स्तर 3 श्रेणियाँ',
      banners: 'बैनर',
      collections: 'संग्रह',
    },
    countFailed: 'लोड नहीं हुआ',
  },
  master: {
    noModel: 'कोई डेटा मॉडल नहीं',
    why: 'यह पृष्ठ खाली क्यों है',
    meanwhile: 'इसके बजाय आप यहाँ क्या कर सकते हैं',
    summary: 'ऑनबोर्डिंग सारांश देखें',
    catalog: 'कैटलॉग देखें',
    settings: 'कंपनी का बिलिंग पता संपादित करें',
    ViewExpense: {
      title: 'दिखाने के लिए कोई व्यय नहीं',
      text: 'स्टोरफ़्रंट ऑनबोर्डिंग कोई व्यय नहीं रखता। इसके रिकॉर्ड कंपनी, उसके विक्रेता, उनके उत्पाद और कैटलॉग हैं; यहाँ कुछ भी पैसा खर्च नहीं करता, इसलिए सूची में कुछ नहीं है।',
      why: 'व्यय आपके लेखा तंत्र में होते हैं। API में व्यय मॉडल आने पर यह पृष्ठ उन्हें दिखाएगा।',
    },
    ViewPaymentAccount: {
      title: 'दिखाने के लिए कोई भुगतान खाता नहीं',
      text: 'स्टोरफ़्रंट ऑनबोर्डिंग कोई बैंक या भुगतान खाता नहीं रखता। भुगतान के बारे में वह केवल कंपनी का बिलिंग नाम और पता, और हर विक्रेता के कर नंबर रखता है।',
      why: 'भुगतान खाते आपके भुगतान प्रदाता के पास होते हैं। API में भुगतान-खाता मॉडल आने पर यह पृष्ठ उन्हें दिखाएगा।',
    },
    ViewExpenseAccount: {
      title: 'दिखाने के लिए कोई व्यय खाता नहीं',
      text: 'स्टोरफ़्रंट ऑनबोर्डिंग कोई खाता-सूची नहीं रखता, इसलिए दिखाने को कोई व्यय खाता नहीं है।',
      why: 'व्यय खाते आपके लेखा तंत्र में होते हैं। API में व्यय-खाता मॉडल आने पर यह पृष्ठ उन्हें दिखाएगा।',
    },
    AddExpense: {
      title: 'व्यय यहाँ नहीं जोड़े जाते',
      text: 'स्टोरफ़्रंट ऑनबोर्डिंग में व्यय के रिकॉर्ड नहीं हैं, इसलिए कोई व्यय जोड़ने का फ़ॉर्म नहीं है। इसके रिकॉर्ड कंपनी, उसके विक्रेता, उनके उत्पाद और कैटलॉग हैं।',
      why: 'व्यय अपने लेखा तंत्र में दर्ज करें, जहाँ आपके भुगतान और व्यय खाते रखे जाते हैं। API में व्यय मॉडल आने पर यह पृष्ठ उन्हें लेगा।',
    },
  },
  full: {
    error: {
      title: 'कुछ गलत हो गया',
      text: 'यह पृष्ठ दिखाया नहीं जा सका। आपका सहेजा हुआ कुछ भी नहीं खोया: फिर से प्रयास करें, या डैशबोर्ड पर लौटें।',
      details: 'क्या हुआ: {{message}}',
      back: 'वापस जाएँ',
    },
    authentication: {
      title: 'प्रमाणीकरण',
      signedIn: 'आप {{name}} ({{username}}) के रूप में साइन इन हैं।',
      kind: {
        company: 'कंपनी व्यवस्थापक',
        seller: 'विक्रेता व्यवस्थापक',
      },
      continue: 'बैक-ऑफ़िस में जारी रखें',
      password: 'अपना पासवर्ड बदलें',
      signOut: 'साइन आउट',
    },
    comingsoon: {
      title: 'जल्द आ रहा है',
      text: 'बैक-ऑफ़िस का यह भाग जल्द आ रहा है। नीचे दी गई हर चीज़ आज काम करती है।',
    },
    maintenance: {
      title: 'रखरखाव जारी है',
      text: 'हम बैक-ऑफ़िस को बेहतर बना रहे हैं। कृपया थोड़ी देर बाद आएँ: आपका सहेजा हुआ सुरक्षित है।',
      check: 'फिर से जाँचें',
      checking: 'जाँच रहे हैं कि बैक-ऑफ़िस उत्तर देता है या नहीं…',
      up: 'बैक-ऑफ़िस फिर से उत्तर दे रहा है।',
      down: 'बैक-ऑफ़िस अभी उत्तर नहीं देता: {{message}}',
    },
  },
};

const ar: TranslationShape<typeof en> = {
  common: {
    loading: 'جارٍ التحميل…',
    retry: 'حاول مرة أخرى',
    noCompany: 'هذا الحساب لا ينتمي إلى أي متجر، لذلك لا يوجد ما يُعرض هنا.',
    dashboard: 'العودة إلى لوحة التحكم',
  },
  catalog: {
    title: 'الكتالوج',
    intro:
      'فئات متجرك ولافتاته ومجموعاته كما هي على الخادم. ابحث في كل قائمة ورتّبها وتنقّل بين صفحاتها؛ يفتح «إضافة جديد» النموذج نفسه الذي يستخدمه معالج الإعداد.',
    lists: 'قوائم الكتالوج',
    count_one: 'عنصر واحد',
    count_other: '{{count}} عناصر',
    empty: {
      level1:
        'لا توجد فئات من المستوى 1 بعد. ينشئ «إضافة جديد» أول فئة؛ وتُبنى القوائم الأخرى عليها.',
      level2: 'لا توجد فئات من المستوى 2 بعد. تقع كل واحدة تحت فئة من المستوى 1.',
      level3: 'لا توجد فئات من المستوى 3 بعد. تقع كل واحدة تحت فئة من المستوى 2.',
      banners: 'لا توجد لافتات بعد. توجّه اللافتة المتسوقين إلى فئة بصورة وشعار.',
      collections: 'لا توجد مجموعات بعد. تجمع المجموعة المنتجات لواجهة المتجر.',
    },
  },
  settings: {
    titles: {
      validation: 'بيانات الشركة',
      inputs: 'عنوان الفوترة',
      wizard: 'من نحن والشروط',
    },
    intro:
      'هذه النماذج هي خطوات معالج الإعداد نفسها، مستخدمة خارج المعالج. يحفظها زر الحفظ على الخادم فورًا.',
    loading: 'جارٍ تحميل إعدادات الشركة…',
    failed: 'تعذّر تحميل إعدادات الشركة: {{message}}',
    adminsOnly: 'يغيّر مسؤولو المتجر وحدهم إعدادات الشركة. بيانات البائع الخاصة بك في إعداد البائع.',
    notYet: 'لم يُحفظ أثناء الإعداد بعد: الحفظ هنا يُكمل الخطوة {{step}} من المعالج.',
    inWizard: 'افتح الخطوة {{step}} في المعالج',
    wizardSteps: 'معالج الإعداد خطوة بخطوة',
    wizardStepsIntro: 'تفتح كل خطوة المعالج عندها، مع ملء ما حُفظ بالفعل.',
    step: 'الخطوة {{step}}: {{title}}',
  },
  summary: {
    title: 'ملخص الإعداد',
    intro: 'ما حفظه إعداد الشركة لـ {{name}}، مقروءًا من الخادم.',
    progress: 'اكتملت {{done}} من {{total}} خطوة',
    done: 'مكتملة',
    todo: 'لم تكتمل بعد',
    open: 'فتح',
    openLabel: 'افتح الخطوة {{step}}: {{title}}',
    steps: 'الخطوات',
    catalog: 'الكتالوج',
    manage: 'إدارة الكتالوج',
    counts: {
      level1: 'فئات المستوى 1',
      level2: 'فئات المستوى 2',
      level3: 'فئات المستوى 3',
      banners: 'اللافتات',
      collections: 'المجموعات',
    },
    countFailed: 'لم يُحمَّل',
  },
  master: {
    noModel: 'لا يوجد نموذج بيانات',
    why: 'لماذا هذه الصفحة فارغة',
    meanwhile: 'ما يمكنك فعله هنا بدلًا من ذلك',
    summary: 'اعرض ملخص الإعداد',
    catalog: 'تصفّح الكتالوج',
    settings: 'عدّل عنوان فوترة الشركة',
    ViewExpense: {
      title: 'لا توجد مصروفات لعرضها',
      text: 'لا يحتفظ إعداد واجهة المتجر بأي مصروفات. سجلاته هي الشركة وبائعوها ومنتجاتهم والكتالوج؛ لا شيء هنا ينفق مالًا، لذلك لا يوجد ما يُدرج.',
      why: 'مكان المصروفات هو نظام المحاسبة لديك. تعرضها هذه الصفحة حين يملك الـ API نموذجًا للمصروفات.',
    },
    ViewPaymentAccount: {
      title: 'لا توجد حسابات دفع لعرضها',
      text: 'لا يخزّن إعداد واجهة المتجر أي حسابات مصرفية أو حسابات دفع. كل ما يحفظه عن الدفع هو اسم الفوترة وعنوانها للشركة، والأرقام الضريبية لكل بائع.',
      why: 'مكان حسابات الدفع هو مزوّد الدفع لديك. تعرضها هذه الصفحة حين يملك الـ API نموذجًا لحسابات الدفع.',
    },
    ViewExpenseAccount: {
      title: 'لا توجد حسابات مصروفات لعرضها',
      text: 'لا يحتفظ إعداد واجهة المتجر بدليل حسابات، لذلك لا توجد حسابات مصروفات لعرضها.',
      why: 'مكان حسابات المصروفات هو نظام المحاسبة لديك. تعرضها هذه الصفحة حين يملك الـ API نموذجًا لحسابات المصروفات.',
    },
    AddExpense: {
      title: 'لا تُضاف المصروفات هنا',
      text: 'لا يحتوي إعداد واجهة المتجر على سجلات مصروفات، لذلك لا يوجد نموذج لإضافة مصروف. سجلاته هي الشركة وبائعوها ومنتجاتهم والكتالوج.',
      why: 'سجّل المصروفات في نظام المحاسبة لديك، حيث تُحفظ حسابات الدفع والمصروفات. تستقبلها هذه الصفحة حين يملك الـ API نموذجًا للمصروفات.',
    },
  },
  full: {
    error: {
      title: 'حدث خطأ ما',
      text: 'تعذّر عرض هذه الصفحة. لم يضِع شيء مما حفظته: حاول مرة أخرى، أو عُد إلى لوحة التحكم.',
      details: 'ما حدث: {{message}}',
      back: 'رجوع',
    },
    authentication: {
      title: 'المصادقة',
      signedIn: 'أنت مسجّل الدخول باسم {{name}} ({{username}}).',
      kind: {
        company: 'مسؤول الشركة',
        seller: 'مسؤول البائع',
      },
      continue: 'تابع إلى لوحة الإدارة',
      password: 'غيّر كلمة المرور',
      signOut: 'تسجيل الخروج',
    },
    comingsoon: {
      title: 'قريبًا',
      text: 'هذا الجزء من لوحة الإدارة في الطريق. كل ما يلي يعمل اليوم.',
    },
    maintenance: {
      title: 'تحت الصيانة',
      text: 'نعمل على تحسين لوحة الإدارة. يرجى العودة بعد قليل: ما حفظته محفوظ.',
      check: 'تحقّق مرة أخرى',
      checking: 'جارٍ التحقق مما إذا كانت لوحة الإدارة تستجيب…',
      up: 'لوحة الإدارة تستجيب مرة أخرى.',
      down: 'لوحة الإدارة لا تستجيب بعد: {{message}}',
    },
  },
};

export const storeStrings = { en, hi, ar };

/** The namespace of these strings. */
export const STORE_NS = 'exampleStore';

/**
 * Adds these strings to the example's i18n instance (once), from the pages that use them: they
 * travel with the pages' chunks, never with the sign-in route's.
 */
export function registerStoreStrings(): void {
  if (i18n.hasResourceBundle('en', STORE_NS)) return;
  for (const [lng, bundle] of Object.entries(storeStrings)) {
    i18n.addResourceBundle(lng, STORE_NS, bundle, true, true);
  }
}
