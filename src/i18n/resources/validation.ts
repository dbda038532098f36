import { RANGES, TEXT_LIMITS, type NumberRange, type TextLimit } from '../../validation/rules';
import { formatNumber } from '../format';
import type { AreaResources } from '../shape';

/*
 * Bounds appear in messages with the numbers of src/validation/rules.ts, formatted per locale
 * (Latin digits everywhere, as the rest of the kit's messages write them), so a message cannot
 * name a bound the rule no longer has.
 */
const LOCALE_TAGS = { en: 'en', hi: 'hi-u-nu-latn', ar: 'ar-u-nu-latn' } as const;
type Tag = keyof typeof LOCALE_TAGS;
const num = (locale: Tag, value: number) => formatNumber(value, LOCALE_TAGS[locale]);
const span = (locale: Tag, range: NumberRange) =>
  [num(locale, range.min), num(locale, range.max)] as const;

/** One 'at most N characters' message per text limit. */
function tooLong(locale: Tag, text: (limit: string) => string): { [L in `${TextLimit}`]: string } {
  return Object.fromEntries(
    TEXT_LIMITS.map((limit) => [String(limit), text(num(locale, limit))]),
  ) as { [L in `${TextLimit}`]: string };
}

const [pMin, pMax] = span('en', RANGES.percent);
/**
 * Validation messages (docs/behaviour.md §5). The English text of the required messages is the
 * product's, verbatim (its spelling included); messages it does not give (numbers, dates, age,
 * bounds, lengths, business and legal name) are ours.
 */
const en = {
  common: {
    mustBeNumber: 'Please enter a number',
    invalidDate: 'Please enter a valid date',
    imageType: 'Only allowed PNG or JPG or WEBP',
    phoneInvalid: 'Use only digits, spaces and + ( ) -',
    usernameSpaces: 'Username must not contain spaces',
    orderRange: `Order must be a whole number between ${span('en', RANGES.order).join(' and ')}`,
    tooLong: tooLong('en', (limit) => `Must be at most ${limit} characters`),
  },
  login: {
    usernameRequired: 'Username is required',
    passwordRequired: 'Password is required',
  },
  register: {
    firstNameRequired: 'First Name is required',
    phoneRequired: 'Phone is required',
    usernameRequired: 'Username is required',
    passwordRequired: 'Password is required',
    confirmPasswordRequired: 'Confirm Password is required',
    passwordMismatch: 'Password mismatch',
    usernameTaken: 'Username Already Exist',
  },
  changePassword: {
    passwordRequired: 'Password is required',
    confirmPasswordRequired: 'Confirm Password is required',
    passwordMismatch: 'Password Not Match',
  },
  product: {
    nameRequired: 'Product Name is required',
    category1Required: 'Category 1 is required',
    brandRequired: 'Brand Name is required',
  },
  variants: {
    cgstRequired: 'CGST is required',
    sgstRequired: 'SGST is required',
    igstRequired: 'IGST is required',
    headerRequired: 'Please Enter Varient Header',
    displayTypeRequired: 'Please Enter Varient Display Type',
    cgstRange: `CGST must be between ${pMin} and ${pMax}`,
    sgstRange: `SGST must be between ${pMin} and ${pMax}`,
    igstRange: `IGST must be between ${pMin} and ${pMax}`,
  },
  logo: {
    required: 'Please Upload Logo',
  },
  billing: {
    areaRequired: 'Area is Required',
    zipRequired: 'Zip is Required',
    provinceRequired: 'Province is required',
  },
  about: {
    textRequired: 'About us Text is required',
  },
  terms: {
    required: 'Terms and Condition is required',
  },
  level1: {
    nameRequired: 'Category is required',
    descriptionRequired: 'Description is required',
    orderRequired: 'Order Id is required',
  },
  level2: {
    level1Required: 'Level1 Category is required',
    nameRequired: 'Level2 Category is required',
    orderRequired: 'Order ID is required',
  },
  level3: {
    level1Required: 'Level1 Category is required',
    level2Required: 'Level2 Category is required',
    nameRequired: 'Level3 Category is required',
    orderRequired: 'Level3 Category Order is required',
  },
  banner: {
    category1Required: 'Category 1 is required',
    orderRequired: 'Order Id is required',
    imageRequired: 'Banner Image is required',
    sloganRequired: 'Banner Slogan is required',
    buttonTextRequired: 'Banner Button Text is required',
  },
  collection: {
    nameRequired: 'Collection Name is required',
  },
  companyContact: {
    officePhoneRequired: 'Office Phone is required',
    emailRequired: 'Email address is required',
    emailInvalid: 'Email is Invalid',
    renewalDaysRange: `Password Expiry Days must be a whole number between ${span('en', RANGES.renewalDays).join(' and ')}`,
    purchaseMinimumRange: `Monthly Purchase Minimum must be between ${span('en', RANGES.purchaseMinimum).join(' and ')}`,
    maximumProductsRange: `Maximum Products must be a whole number between ${span('en', RANGES.maximumProducts).join(' and ')}`,
  },
  seller: {
    typeRequired: 'Seller Type is required',
    businessTypeRequired: 'Business Type is required',
    businessNameRequired: 'Business Name is required',
    legalNameRequired: 'Legal Name is required',
    panRequired: 'Pan Number is required',
    tanRequired: 'Tan Number is required',
    gstinRequired: 'GSTIN Number is required',
    commissionRequired: 'Commission Persentage is required',
    commissionRange: `Commission percentage must be between ${pMin} and ${pMax}`,
    maximumProductsRequired: 'Maximum Products is required',
    maximumProductsRange: `Maximum Products must be a whole number between ${span('en', RANGES.maximumProducts).join(' and ')}`,
    zipRequired: 'Zip is Required',
    provinceRequired: 'Province is required',
    phoneRequired: 'Office Phone is required',
    officeEmailRequired: 'Office Email address is required',
    officeEmailInvalid: 'Office Email is Invalid',
    adminFirstNameRequired: 'First Name is required',
    adminTitleRequired: 'Title is required',
    adminGenderRequired: 'Gender is required',
    adminDobRequired: 'Date of birth is required',
    adminDobTooYoung: 'Must be at least 18 years old',
    adminDobTooOld: 'Date of birth is too far in the past',
    adminPhoneRequired: 'Phone is required',
    adminEmailRequired: 'Email address is required',
    adminEmailInvalid: 'Email is Invalid',
  },
};

/** English alone, for code that needs the keys without shipping every locale. */
export { en as validationEn };

export const validation: AreaResources<typeof en> = {
  en,
  hi: {
    common: {
      mustBeNumber: 'कृपया एक संख्या दर्ज करें',
      invalidDate: 'कृपया एक मान्य तारीख दर्ज करें',
      imageType: 'केवल PNG, JPG या WEBP की अनुमति है',
      phoneInvalid: 'केवल अंक, रिक्त स्थान और + ( ) - का उपयोग करें',
      usernameSpaces: 'उपयोगकर्ता नाम में रिक्त स्थान नहीं होना चाहिए',
      orderRange: `क्रम ${span('hi', RANGES.order).join(' और ')} के बीच एक पूर्ण संख्या होनी चाहिए`,
      tooLong: tooLong('hi', (limit) => `अधिकतम ${limit} वर्ण हो सकते हैं`),
    },
    login: {
      usernameRequired: 'उपयोगकर्ता नाम आवश्यक है',
      passwordRequired: 'पासवर्ड आवश्यक है',
    },
    register: {
      firstNameRequired: 'पहला नाम आवश्यक है',
      phoneRequired: 'फ़ोन नंबर आवश्यक है',
      usernameRequired: 'उपयोगकर्ता नाम आवश्यक है',
      passwordRequired: 'पासवर्ड आवश्यक है',
      confirmPasswordRequired: 'पासवर्ड की पुष्टि आवश्यक है',
      passwordMismatch: 'पासवर्ड मेल नहीं खाते',
      usernameTaken: 'यह उपयोगकर्ता नाम पहले से मौजूद है',
    },
    changePassword: {
      passwordRequired: 'पासवर्ड आवश्यक है',
      confirmPasswordRequired: 'पासवर्ड की पुष्टि आवश्यक है',
      passwordMismatch: 'पासवर्ड मेल नहीं खाता',
    },
    product: {
      nameRequired: 'उत्पाद का नाम आवश्यक है',
      category1Required: 'श्रेणी 1 आवश्यक है',
      brandRequired: 'ब्रांड का नाम आवश्यक है',
    },
    variants: {
      cgstRequired: 'सीजीएसटी (CGST) आवश्यक है',
      sgstRequired: 'एसजीएसटी (SGST) आवश्यक है',
      igstRequired: 'आईजीएसटी (IGST) आवश्यक है',
      headerRequired: 'कृपया वैरिएंट का शीर्षक दर्ज करें',
      displayTypeRequired: 'कृपया वैरिएंट का प्रदर्शन प्रकार दर्ज करें',
      cgstRange: `सीजीएसटी (CGST) ${span('hi', RANGES.percent).join(' और ')} के बीच होना चाहिए`,
      sgstRange: `एसजीएसटी (SGST) ${span('hi', RANGES.percent).join(' और ')} के बीच होना चाहिए`,
      igstRange: `आईजीएसटी (IGST) ${span('hi', RANGES.percent).join(' और ')} के बीच होना चाहिए`,
    },
    logo: {
      required: 'कृपया लोगो अपलोड करें',
    },
    billing: {
      areaRequired: 'क्षेत्र आवश्यक है',
      zipRequired: 'पिन कोड आवश्यक है',
      provinceRequired: 'प्रांत आवश्यक है',
    },
    about: {
      textRequired: '"हमारे बारे में" का पाठ आवश्यक है',
    },
    terms: {
      required: 'नियम और शर्तें आवश्यक हैं',
    },
    level1: {
      nameRequired: 'श्रेणी आवश्यक है',
      descriptionRequired: 'विवरण आवश्यक है',
      orderRequired: 'क्रम संख्या आवश्यक है',
    },
    level2: {
      level1Required: 'स्तर 1 श्रेणी आवश्यक है',
      nameRequired: 'स्तर 2 श्रेणी आवश्यक है',
      orderRequired: 'क्रम संख्या आवश्यक है',
    },
    level3: {
      level1Required: 'स्तर 1 श्रेणी आवश्यक है',
      level2Required: 'स्तर 2 श्रेणी आवश्यक है',
      nameRequired: 'स्तर 3 श्रेणी आवश्यक है',
      orderRequired: 'स्तर 3 श्रेणी का क्रम आवश्यक है',
    },
    banner: {
      category1Required: 'श्रेणी 1 आवश्यक है',
      orderRequired: 'क्रम संख्या आवश्यक है',
      imageRequired: 'बैनर की छवि आवश्यक है',
      sloganRequired: 'बैनर का नारा आवश्यक है',
      buttonTextRequired: 'बैनर बटन का पाठ आवश्यक है',
    },
    collection: {
      nameRequired: 'संग्रह का नाम आवश्यक है',
    },
    companyContact: {
      officePhoneRequired: 'कार्यालय का फ़ोन नंबर आवश्यक है',
      emailRequired: 'ईमेल पता आवश्यक है',
      emailInvalid: 'ईमेल अमान्य है',
      renewalDaysRange: `पासवर्ड समाप्ति दिन ${span('hi', RANGES.renewalDays).join(' और ')} के बीच एक पूर्ण संख्या होनी चाहिए`,
      purchaseMinimumRange: `मासिक न्यूनतम खरीद ${span('hi', RANGES.purchaseMinimum).join(' और ')} के बीच होनी चाहिए`,
      maximumProductsRange: `अधिकतम उत्पाद ${span('hi', RANGES.maximumProducts).join(' और ')} के बीच एक पूर्ण संख्या होनी चाहिए`,
    },
    seller: {
      typeRequired: 'विक्रेता का प्रकार आवश्यक है',
      businessTypeRequired: 'व्यवसाय का प्रकार आवश्यक है',
      businessNameRequired: 'व्यवसाय का नाम आवश्यक है',
      legalNameRequired: 'कानूनी नाम आवश्यक है',
      panRequired: 'पैन नंबर आवश्यक है',
      tanRequired: 'टैन नंबर आवश्यक है',
      gstinRequired: 'जीएसटीआईएन (GSTIN) नंबर आवश्यक है',
      commissionRequired: 'कमीशन प्रतिशत आवश्यक है',
      commissionRange: `कमीशन प्रतिशत ${span('hi', RANGES.percent).join(' और ')} के बीच होना चाहिए`,
      maximumProductsRequired: 'अधिकतम उत्पादों की संख्या आवश्यक है',
      maximumProductsRange: `अधिकतम उत्पाद ${span('hi', RANGES.maximumProducts).join(' और ')} के बीच एक पूर्ण संख्या होनी चाहिए`,
      zipRequired: 'पिन कोड आवश्यक है',
      provinceRequired: 'प्रांत आवश्यक है',
      phoneRequired: 'कार्यालय का फ़ोन नंबर आवश्यक है',
      officeEmailRequired: 'कार्यालय का ईमेल पता आवश्यक है',
      officeEmailInvalid: 'कार्यालय का ईमेल अमान्य है',
      adminFirstNameRequired: 'पहला नाम आवश्यक है',
      adminTitleRequired: 'पदनाम आवश्यक है',
      adminGenderRequired: 'लिंग आवश्यक है',
      adminDobRequired: 'जन्म तिथि आवश्यक है',
      adminDobTooYoung: 'आयु कम से कम 18 वर्ष होनी चाहिए',
      adminDobTooOld: 'जन्म तिथि बहुत पुरानी है',
      adminPhoneRequired: 'फ़ोन नंबर आवश्यक है',
      adminEmailRequired: 'ईमेल पता आवश्यक है',
      adminEmailInvalid: 'ईमेल अमान्य है',
    },
  },
  ar: {
    common: {
      mustBeNumber: 'يرجى إدخال رقم',
      invalidDate: 'يرجى إدخال تاريخ صالح',
      imageType: 'يُسمح فقط بملفات PNG أو JPG أو WEBP',
      phoneInvalid: 'استخدم الأرقام والمسافات و + ( ) - فقط',
      usernameSpaces: 'يجب ألا يحتوي اسم المستخدم على مسافات',
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
    },
    changePassword: {
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
  },
};
