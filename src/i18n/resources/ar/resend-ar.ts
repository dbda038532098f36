import type { TranslationShape } from '../../shape';
import type { ResendStrings } from '../resend';

/** 'Resend activation mail' in Arabic: a chunk fetched with the component (../../areas.ts). */
export const resend: TranslationShape<ResendStrings> = {
  intro: 'لم يصلك البريد، أو انتهت صلاحية الرابط؟',
  username: 'اسم المستخدم (بريدك الإلكتروني)',
  submit: 'إعادة إرسال بريد التفعيل',
  sending: 'جارٍ الإرسال…',
  sent: 'إذا كان {{username}} بانتظار التفعيل، فإن رابط تفعيل جديداً في طريقه إليك. يعمل لمدة 24 ساعة.',
  limited:
    'أُرسل بريد تفعيل إلى هذا العنوان قبل أقل من 10 دقائق. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
};
