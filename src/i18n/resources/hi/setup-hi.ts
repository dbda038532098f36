import type { TranslationShape } from '../../shape';
import type { SetupStrings } from '../setup';

/**
 * What the kit says when it cannot work where it was put, in Hindi: a chunk of its own, fetched
 * the first time such a message shows in this locale (../../areas.ts).
 */
export const setup: TranslationShape<SetupStrings> = {
  noTenant: {
    title: 'दिखाने के लिए कोई स्टोर नहीं',
    text: 'इस पेज का पता ({{host}}) किसी स्टोर का नाम नहीं बताता, इसलिए किट नहीं जान सकता कि कौन-सा स्टोर लोड करे। पेज को स्टोर के अपने पते (acme.example.com) पर खोलें, या {{setting}} सेट करें।',
  },
  unknownTenant: {
    title: 'अज्ञात स्टोर',
    text: 'ऑनबोर्डिंग API “{{tenant}}” नाम का कोई स्टोर नहीं जानता। {{setting}} जाँचें, या पेज को स्टोर के अपने पते पर खोलें।',
  },
  apiUnreachable: {
    title: 'ऑनबोर्डिंग API उत्तर नहीं दे रहा',
    text: '{{apiBase}} पर ऑनबोर्डिंग API के रूप में किसी ने उत्तर नहीं दिया। जाँचें कि API चल रहा है, और {{setting}} को उसके पते पर सेट करें।',
    textNoAddress:
      'ऑनबोर्डिंग API उत्तर नहीं दे रहा। जाँचें कि वह चल रहा है, और {{setting}} उसी की ओर इशारा करता है।',
  },
  signedOut: {
    title: 'साइन आउट हो गया',
    text: 'आपका सत्र समाप्त हो गया है। जारी रखने के लिए फिर से साइन इन करें।',
  },
  notSignedIn: {
    title: 'साइन इन नहीं है',
    text: 'यहाँ कोई साइन इन नहीं है। पहले साइन इन करें, या {{setting}} को साइन-इन किया हुआ उपयोगकर्ता दें।',
  },
  attribute: {
    title: 'इस एलिमेंट की सेटिंग जाँचें',
    invalid: '{{name}} एट्रिब्यूट “{{value}}” है। {{allowed}} का उपयोग करें।',
    missing: '{{name}} एट्रिब्यूट सेट करें ({{example}})।',
  },
  tryAgain: 'फिर से प्रयास करें',
};
