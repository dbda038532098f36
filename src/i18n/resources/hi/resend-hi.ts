import type { TranslationShape } from '../../shape';
import type { ResendStrings } from '../resend';

/** 'Resend activation mail' in Hindi: a chunk fetched with the component (../../areas.ts). */
export const resend: TranslationShape<ResendStrings> = {
  intro: 'मेल नहीं मिला, या लिंक की समय-सीमा समाप्त हो गई?',
  username: 'उपयोगकर्ता नाम (आपका ई-मेल)',
  submit: 'सक्रियण मेल फिर से भेजें',
  sending: 'भेजा जा रहा है…',
  sent: 'यदि {{username}} सक्रियण की प्रतीक्षा में है, तो नया सक्रियण लिंक भेजा जा रहा है। यह 24 घंटे तक काम करता है।',
  limited: 'इस पते पर 10 मिनट से कम समय पहले सक्रियण मेल भेजा गया था। कृपया कुछ मिनट रुककर फिर से प्रयास करें।',
};
