/*
 * The English validation messages live in the kernel (src/kernel/messages.ts): the error table
 * the reference API shares words its refusals with them. The i18n area reads them here, beside
 * their Hindi and Arabic twins (hi/validation.ts, ar/validation.ts).
 */
export { validation, validationEn, type ValidationStrings } from '../../kernel/messages';
