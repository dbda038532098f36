import type { TranslationShape } from '../../shape';
import type { ValidationStrings } from '../validation';
import { RANGES } from '../../../kernel/rules';
import { span, tooLong } from '../../../kernel/bounds';

export const validation: TranslationShape<ValidationStrings> = {
  common: {
    passwordWeak:
      'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل وأن تجمع نوعين على الأقل من: أحرف صغيرة، أحرف كبيرة، أرقام، رموز',
    mustBeNumber: 'يرجى إدخال رقم',
    invalidDate: 'يرجى إدخال تاريخ صالح',
    imageType: 'يُسمح فقط بملفات PNG أو JPG أو WEBP',
    phoneInvalid: 'استخدم الأرقام والمسافات و + ( ) - فقط',
    usernameSpaces: 'يجب ألا يحتوي اسم المستخدم على مسافات',
    noMarkup: 'استخدم نصًا عاديًا بلا ترميز',
    linkScheme: 'أدخل عنوانًا يبدأ بـ https:// أو http://',
    orderRange: `يجب أن يكون الترتيب عددًا صحيحًا بين ${span('ar', RANGES.order).join(' و')}`,
    tooLong: tooLong('ar', (limit) => `يجب ألا يزيد عن ${limit} حرفًا`),
  },
  login: {
    usernameRequired: 'اسم المستخدم مطلوب',
    passwordRequired: 'كلمة المرور مطلوبة',
  },
  register: {
    firstNameRequired: 'الاسم الأول مطلوب',
    phoneRequired: 'رقم الهاتف مطلوب',
    usernameRequired: 'اسم المستخدم مطلوب',
    passwordRequired: 'كلمة المرور مطلوبة',
    confirmPasswordRequired: 'تأكيد كلمة المرور مطلوب',
    passwordMismatch: 'كلمتا المرور غير متطابقتين',
    usernameTaken: 'اسم المستخدم موجود بالفعل',
    setupCodeRequired: 'رمز الإعداد مطلوب',
    usernameMailbox:
      'يجب أن يكون اسم المستخدم الذي يحتوي على @ عنوان بريد إلكتروني واحدًا، مثل name@example.com، دون اسم أو تعليق أو علامات اقتباس أو قائمة أو أقواس زاوية',
  },
  changePassword: {
    currentPasswordRequired: 'كلمة المرور الحالية مطلوبة',
    passwordRequired: 'كلمة المرور مطلوبة',
    confirmPasswordRequired: 'تأكيد كلمة المرور مطلوب',
    passwordMismatch: 'كلمة المرور غير مطابقة',
  },
  product: {
    nameRequired: 'اسم المنتج مطلوب',
    category1Required: 'الفئة 1 مطلوبة',
    brandRequired: 'اسم العلامة التجارية مطلوب',
  },
  variants: {
    cgstRequired: 'ضريبة CGST مطلوبة',
    sgstRequired: 'ضريبة SGST مطلوبة',
    igstRequired: 'ضريبة IGST مطلوبة',
    headerRequired: 'يرجى إدخال عنوان المتغيّر',
    displayTypeRequired: 'يرجى إدخال نوع عرض المتغيّر',
    cgstRange: `يجب أن تكون ضريبة CGST بين ${span('ar', RANGES.percent).join(' و')}`,
    sgstRange: `يجب أن تكون ضريبة SGST بين ${span('ar', RANGES.percent).join(' و')}`,
    igstRange: `يجب أن تكون ضريبة IGST بين ${span('ar', RANGES.percent).join(' و')}`,
  },
  logo: {
    required: 'يرجى رفع الشعار',
  },
  billing: {
    areaRequired: 'المنطقة مطلوبة',
    zipRequired: 'الرمز البريدي مطلوب',
    provinceRequired: 'المقاطعة مطلوبة',
  },
  gstin: {
    provinceMismatch: 'رقم GSTIN لا يطابق المقاطعة',
  },
  about: {
    textRequired: 'نص "من نحن" مطلوب',
  },
  terms: {
    required: 'الشروط والأحكام مطلوبة',
  },
  level1: {
    nameRequired: 'الفئة مطلوبة',
    descriptionRequired: 'الوصف مطلوب',
    orderRequired: 'رقم الترتيب مطلوب',
  },
  level2: {
    level1Required: 'فئة المستوى 1 مطلوبة',
    nameRequired: 'فئة المستوى 2 مطلوبة',
    orderRequired: 'رقم الترتيب مطلوب',
  },
  level3: {
    level1Required: 'فئة المستوى 1 مطلوبة',
    level2Required: 'فئة المستوى 2 مطلوبة',
    nameRequired: 'فئة المستوى 3 مطلوبة',
    orderRequired: 'ترتيب فئة المستوى 3 مطلوب',
  },
  banner: {
    category1Required: 'الفئة 1 مطلوبة',
    orderRequired: 'رقم الترتيب مطلوب',
    imageRequired: 'صورة اللافتة مطلوبة',
    sloganRequired: 'شعار اللافتة مطلوب',
    buttonTextRequired: 'نص زر اللافتة مطلوب',
  },
  collection: {
    nameRequired: 'اسم المجموعة مطلوب',
  },
  companyContact: {
    officePhoneRequired: 'هاتف المكتب مطلوب',
    emailRequired: 'عنوان البريد الإلكتروني مطلوب',
    emailInvalid: 'البريد الإلكتروني غير صالح',
    renewalDaysRange: `يجب أن تكون أيام انتهاء كلمة المرور عددًا صحيحًا بين ${span('ar', RANGES.renewalDays).join(' و')}`,
    purchaseMinimumRange: `يجب أن يكون الحد الأدنى للشراء الشهري بين ${span('ar', RANGES.purchaseMinimum).join(' و')}`,
    maximumProductsRange: `يجب أن يكون الحد الأقصى للمنتجات عددًا صحيحًا بين ${span('ar', RANGES.maximumProducts).join(' و')}`,
  },
  seller: {
    typeRequired: 'نوع البائع مطلوب',
    businessTypeRequired: 'نوع النشاط التجاري مطلوب',
    businessNameRequired: 'الاسم التجاري مطلوب',
    legalNameRequired: 'الاسم القانوني مطلوب',
    panRequired: 'رقم PAN مطلوب',
    tanRequired: 'رقم TAN مطلوب',
    gstinRequired: 'رقم GSTIN مطلوب',
    commissionRequired: 'نسبة العمولة مطلوبة',
    commissionRange: `يجب أن تكون نسبة العمولة بين ${span('ar', RANGES.percent).join(' و')}`,
    maximumProductsRequired: 'الحد الأقصى للمنتجات مطلوب',
    maximumProductsRange: `يجب أن يكون الحد الأقصى للمنتجات عددًا صحيحًا بين ${span('ar', RANGES.maximumProducts).join(' و')}`,
    zipRequired: 'الرمز البريدي مطلوب',
    provinceRequired: 'المقاطعة مطلوبة',
    phoneRequired: 'هاتف المكتب مطلوب',
    officeEmailRequired: 'البريد الإلكتروني للمكتب مطلوب',
    officeEmailInvalid: 'البريد الإلكتروني للمكتب غير صالح',
    adminFirstNameRequired: 'الاسم الأول مطلوب',
    adminTitleRequired: 'المسمى الوظيفي مطلوب',
    adminGenderRequired: 'الجنس مطلوب',
    adminDobRequired: 'تاريخ الميلاد مطلوب',
    adminDobTooYoung: 'يجب ألا يقل العمر عن 18 عامًا',
    adminDobTooOld: 'تاريخ الميلاد بعيد جدًا في الماضي',
    adminPhoneRequired: 'رقم الهاتف مطلوب',
    adminEmailRequired: 'عنوان البريد الإلكتروني مطلوب',
    adminEmailInvalid: 'البريد الإلكتروني غير صالح',
  },
};
