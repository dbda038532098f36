import type { TranslationShape } from '../../shape';
import type { SetupStrings } from '../setup';

/**
 * What the kit says when it cannot work where it was put, in Arabic: a chunk of its own, fetched
 * the first time such a message shows in this locale (../../areas.ts).
 */
export const setup: TranslationShape<SetupStrings> = {
  noTenant: {
    title: 'لا يوجد متجر لعرضه',
    text: 'عنوان هذه الصفحة ({{host}}) لا يسمّي أي متجر، لذلك لا تعرف الأداة أي متجر تحمّل. افتح الصفحة على عنوان المتجر نفسه (acme.example.com)، أو اضبط {{setting}}.',
  },
  unknownTenant: {
    title: 'متجر غير معروف',
    text: 'واجهة برمجة الإعداد لا تعرف متجرًا باسم “{{tenant}}”. تحقّق من {{setting}}، أو افتح الصفحة على عنوان المتجر نفسه.',
  },
  apiUnreachable: {
    title: 'واجهة برمجة الإعداد لا تستجيب',
    text: 'لم تستجب واجهة برمجة الإعداد على {{apiBase}}. تحقّق من أنها تعمل، واضبط {{setting}} على عنوانها.',
    textNoAddress:
      'واجهة برمجة الإعداد لا تستجيب. تحقّق من أنها تعمل، ومن أن {{setting}} يشير إليها.',
  },
  signedOut: {
    title: 'تم تسجيل الخروج',
    text: 'انتهت جلستك. سجّل الدخول مرة أخرى للمتابعة.',
  },
  notSignedIn: {
    title: 'لم يتم تسجيل الدخول',
    text: 'لا أحد مسجّل الدخول هنا. سجّل الدخول أولًا، أو أعطِ {{setting}} المستخدم المسجّل.',
  },
  attribute: {
    title: 'تحقّق من إعدادات هذا العنصر',
    invalid: 'قيمة السمة {{name}} هي “{{value}}”. استخدم {{allowed}}.',
    missing: 'اضبط السمة {{name}} ({{example}}).',
  },
  tryAgain: 'أعد المحاولة',
};
