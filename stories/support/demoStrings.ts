import type { i18n as I18n } from 'i18next';
import { KIT_NAMESPACE } from '../../src/i18n';

/**
 * The demo menu's titles in Hindi and Arabic. A host's menu titles are its i18n keys (the chrome
 * translates each title with `t(title)`); the demo data (`demoMenu`, from the testing entry) uses
 * its English titles as those keys, and Storybook gives them their translations here, so an
 * Arabic story's menu, breadcrumb and page title are Arabic. The example app keys its own menu
 * (examples/app/src/chrome/strings.ts).
 */
export const demoTitles = {
  en: {
    brand: 'Storefront',
  },
  hi: {
    brand: 'स्टोरफ़्रंट',
    Dashboard: 'डैशबोर्ड',
    Default: 'डिफ़ॉल्ट',
    Demo: 'डेमो',
    Form: 'फ़ॉर्म',
    'Form Controls': 'फ़ॉर्म नियंत्रण',
    'Form Validation': 'फ़ॉर्म सत्यापन',
    'Base Inputs': 'मूल इनपुट',
    'Form Guide': 'फ़ॉर्म गाइड',
    'Form Wizard': 'फ़ॉर्म विज़ार्ड',
    Table: 'तालिका',
    'Data Tables': 'डेटा तालिकाएँ',
    Users: 'उपयोगकर्ता',
    'Users Profile': 'उपयोगकर्ता प्रोफ़ाइल',
    Chat: 'चैट',
    Ecommerce: 'ई-कॉमर्स',
    'Product List': 'उत्पाद सूची',
    Storefront: 'स्टोरफ़्रंट',
    Master: 'मास्टर',
    Summary: 'सारांश',
    ViewExpense: 'व्यय देखें',
    ViewPaymentAccount: 'भुगतान खाता देखें',
    ViewExpenseAccount: 'व्यय खाता देखें',
  },
  ar: {
    brand: 'ستورفرونت',
    Dashboard: 'لوحة التحكم',
    Default: 'الافتراضية',
    Demo: 'العرض التجريبي',
    Form: 'النماذج',
    'Form Controls': 'عناصر النماذج',
    'Form Validation': 'التحقق من النماذج',
    'Base Inputs': 'الحقول الأساسية',
    'Form Guide': 'دليل النماذج',
    'Form Wizard': 'معالج النماذج',
    Table: 'الجداول',
    'Data Tables': 'جداول البيانات',
    Users: 'المستخدمون',
    'Users Profile': 'ملف المستخدم',
    Chat: 'الدردشة',
    Ecommerce: 'التجارة الإلكترونية',
    'Product List': 'قائمة المنتجات',
    Storefront: 'ستورفرونت',
    Master: 'البيانات الرئيسية',
    Summary: 'الملخص',
    ViewExpense: 'عرض المصروفات',
    ViewPaymentAccount: 'عرض حساب الدفع',
    ViewExpenseAccount: 'عرض حساب المصروفات',
  },
} as const;

/** The demo's strings live under this key of the kit's namespace: `demo.brand`. */
const BRAND_GROUP = 'demo';

/** Adds the demo menu's translations (and the demo brand, `demo.brand`) to a story's instance. */
export function addDemoStrings(instance: I18n): I18n {
  for (const [lng, { brand, ...titles }] of Object.entries(demoTitles)) {
    instance.addResourceBundle(
      lng,
      KIT_NAMESPACE,
      { ...titles, [BRAND_GROUP]: { brand } },
      true,
      false,
    );
  }
  return instance;
}
