import { ERROR_CODES, type ErrorCode } from '../../kernel/errorCodes';
import { errorsCore } from './errorsCore';

/*
 * The API's refusals, one text per stable code (docs/api-contract.md, "Errors"), and the
 * transport failures no server answered. English is the code table's (src/kernel/errorCodes.ts),
 * its `{param}` placeholders written as i18next's `{{param}}`; codes whose English is a product
 * message (docs/behaviour.md, "Validation") reuse that message's translation.
 */

export type CodeTexts = { [C in ErrorCode]: string };

export const errorsEn = {
  ...errorsCore,
  code: Object.fromEntries(
    Object.entries(ERROR_CODES).map(([code, { message }]) => [
      code,
      message.replace(/\{(\w+)\}/g, '{{$1}}'),
    ]),
  ) as CodeTexts,
};

/** English alone: the table's messages as i18next templates. */

/** The errors area in English (other locales: ./hi, ./ar, loaded on demand). */
export const errors = errorsEn;
export type ErrorsStrings = typeof errorsEn;
