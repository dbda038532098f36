import type { TranslationShape } from '../../shape';
import type { ValidationStrings } from '../validation';
import { RANGES } from '../../../kernel/rules';
import { span, tooLong } from '../../../kernel/bounds';

export const validation: TranslationShape<ValidationStrings> = {
  common: {
    passwordWeak:
      'पासवर्ड में कम से कम 8 वर्ण हों और इनमें से कम से कम दो का मेल हो: छोटे अक्षर, बड़े अक्षर, अंक, चिह्न',
    mustBeNumber: 'कृपया एक संख्या दर्ज करें',
    invalidDate: 'कृपया एक मान्य तारीख दर्ज करें',
    imageType: 'केवल PNG, JPG या WEBP की अनुमति है',
    phoneInvalid: 'केवल अंक, रिक्त स्थान और + ( ) - का उपयोग करें',
    usernameSpaces: 'उपयोगकर्ता नाम में रिक्त स्थान नहीं होना चाहिए',
    noMarkup: 'बिना मार्कअप का सादा पाठ लिखें',
    linkScheme: 'https:// या http:// से शुरू होने वाला पता दर्ज करें',
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
    setupCodeRequired: 'सेटअप कोड आवश्यक है',
    usernameMailbox:
      '@ वाला उपयोगकर्ता नाम एक ही ईमेल पता होना चाहिए, जैसे name@example.com, उसके साथ कोई नाम, टिप्पणी, उद्धरण चिह्न, सूची या कोण कोष्ठक नहीं',
  },
  changePassword: {
    currentPasswordRequired: 'वर्तमान पासवर्ड आवश्यक है',
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
  gstin: {
    provinceMismatch: 'जीएसटीआईएन (GSTIN) प्रांत से मेल नहीं खाता',
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
};
