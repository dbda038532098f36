import type { TranslationShape } from '../../shape';
import type { AccountStrings } from '../account';

export const account: TranslationShape<AccountStrings> = {
  signIn: {
    title: 'साइन इन',
    subtitle: 'साइन इन करने के लिए अपना यूज़रनेम और पासवर्ड दर्ज करें।',
    username: 'यूज़रनेम',
    password: 'पासवर्ड',
    submit: 'साइन इन',
    submitting: 'साइन इन हो रहा है…',
    noAccount: 'क्या आपका खाता नहीं है?',
    createAccount: 'खाता बनाएँ',
    sellerPrompt: 'इस स्टोर पर बेचते हैं?',
    registerSeller: 'विक्रेता के रूप में पंजीकरण करें',
  },
  register: {
    title: 'खाता बनाएँ',
    subtitle: 'मूल विवरण',
    firstName: 'पहला नाम',
    lastName: 'अंतिम नाम',
    phone: 'फ़ोन',
    username: 'यूज़रनेम',
    password: 'पासवर्ड',
    confirmPassword: 'पासवर्ड की पुष्टि करें',
    submit: 'रजिस्टर करें',
    submitting: 'रजिस्टर हो रहा है…',
    haveAccount: 'क्या आपका खाता पहले से है?',
    signIn: 'साइन इन',
    checkingUsername: 'यूज़रनेम जाँचा जा रहा है…',
    setupCode: 'सेटअप कोड',
    invitedHint: 'आमंत्रण इसी पते के लिए है: इसी से पंजीकरण करें।',
    setupCodeHint:
      'इस स्टोर का अभी कोई स्वामी नहीं है। इसका स्वामी सर्वर के लॉग में छपे सेटअप कोड के साथ पंजीकरण करता है।',
  },
  changePassword: {
    title: 'पासवर्ड बदलें',
    subtitleCompany: 'अपने एडमिन खाते के लिए नया पासवर्ड सेट करें।',
    subtitleSeller: 'अपने विक्रेता खाते के लिए नया पासवर्ड सेट करें।',
    currentPassword: 'वर्तमान पासवर्ड',
    newPassword: 'नया पासवर्ड',
    confirmPassword: 'पासवर्ड की पुष्टि करें',
    submit: 'पासवर्ड बदलें',
    submitting: 'सहेजा जा रहा है…',
  },
  thankYou: {
    title: 'हमारे साथ रजिस्टर करने के लिए धन्यवाद।',
    hint: 'हमने आपके ई-मेल पर एक सक्रियण लिंक भेजा है। उसे खोलें, फिर साइन इन करें।',
    login: 'कृपया अपने खाते में लॉगिन करें।',
  },
  activation: {
    verifying: 'आपका ई-मेल सत्यापित किया जा रहा है…',
    verifiedCompany: 'आपका ई-मेल सत्यापित हो गया है। अब आप अपने एडमिन खाते में लॉगिन कर सकते हैं',
    verifiedSeller: 'आपका ई-मेल सत्यापित हो गया है। अब आप अपने विक्रेता खाते में लॉगिन कर सकते हैं',
    failed:
      'हम आपका ई-मेल सत्यापित नहीं कर सके: सक्रियण लिंक अमान्य है, पहले ही उपयोग हो चुका है या समाप्त हो गया है।',
    backToSignIn: 'साइन इन पर वापस जाएँ',
  },
  strength: {
    label: 'पासवर्ड की मज़बूती: {{level}}',
    weak: 'कमज़ोर',
    fair: 'ठीक-ठाक',
    good: 'अच्छा',
    strong: 'मज़बूत',
    hint: 'अक्षरों, अंकों और चिह्नों वाले लंबे पासवर्ड का अनुमान लगाना कठिन होता है।',
  },
  errors: {
    noSession: 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।',
  },
};
