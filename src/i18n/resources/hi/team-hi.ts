import type { TranslationShape } from '../../shape';
import type { TeamStrings } from '../team';

/**
 * The store-team panel's strings in Hindi: a chunk of its own, fetched the first time the panel
 * renders in this locale (../../areas.ts).
 */
export const team: TranslationShape<TeamStrings> = {
  title: 'स्टोर टीम',
  loading: 'स्टोर टीम लोड हो रही है…',
  loadFailed: 'स्टोर टीम लोड नहीं हो सकी।',
  retry: 'फिर से प्रयास करें',
  admins: 'व्यवस्थापक',
  owner: 'स्वामी',
  you: 'आप',
  notActivated: 'अभी सक्रिय नहीं',
  remove: 'हटाएँ',
  removeLabel: '{{name}} को हटाएँ',
  transfer: 'स्वामी बनाएँ',
  transferLabel: '{{name}} को स्वामी बनाएँ',
  invitations: 'लंबित आमंत्रण',
  noInvitations: 'कोई लंबित आमंत्रण नहीं।',
  expires: 'लिंक {{date}} तक काम करता है',
  revoke: 'वापस लें',
  revokeLabel: '{{email}} को भेजा आमंत्रण वापस लें',
  invite: 'व्यवस्थापक को आमंत्रित करें',
  inviteHint: 'केवल यही पता इस लिंक से पंजीकरण कर सकता है।',
  email: 'ई-मेल',
  emailInvalid: 'एक मान्य ई-मेल पता दर्ज करें',
  send: 'आमंत्रण भेजें',
  sending: 'भेजा जा रहा है…',
  invited: '{{email}} को आमंत्रण भेजा गया।',
  revoked: '{{email}} को भेजा आमंत्रण वापस ले लिया गया।',
  removed: '{{name}} को स्टोर से हटा दिया गया।',
  transferred: 'अब स्टोर के स्वामी {{name}} हैं।',
  removeTitle: 'इस व्यवस्थापक को हटाएँ?',
  removeText: '{{name}} तुरंत साइन आउट हो जाएँगे और स्टोर का प्रबंधन नहीं कर सकेंगे।',
  transferTitle: 'स्वामित्व सौंपें?',
  transferText: '{{name}} स्टोर के स्वामी बन जाएँगे। आप व्यवस्थापक बने रहेंगे, पर टीम का प्रबंधन नहीं कर सकेंगे।',
  inviteTitle: 'यह आमंत्रण भेजें?',
  inviteText: 'व्यवस्थापक के रूप में पंजीकरण का लिंक {{email}} पर जाएगा। यह एक बार, 72 घंटों तक काम करता है।',
  password: 'आपका पासवर्ड',
  passwordHint: 'टीम में बदलाव के लिए आपका पासवर्ड चाहिए, ताकि चुराया गया सत्र उन्हें न कर सके।',
  passwordRequired: 'अपना पासवर्ड दर्ज करें',
  cancel: 'रद्द करें',
  working: 'कृपया प्रतीक्षा करें…',
};
