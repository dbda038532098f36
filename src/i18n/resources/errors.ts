import { ERROR_CODES, type ErrorCode } from '../../api/errorCodes';

/*
 * The API's refusals, one text per stable code (docs/api-contract.md, "Errors"), and the
 * transport failures no server answered. English is the code table's (src/api/errorCodes.ts),
 * its `{param}` placeholders written as i18next's `{{param}}`; codes whose English is a product
 * message (docs/behaviour.md §5) reuse that message's translation.
 */

type CodeTexts = { [C in ErrorCode]: string };

const en = {
  network: 'The server could not be reached. Check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  generic: 'Something went wrong. Please try again.',
  code: Object.fromEntries(
    Object.entries(ERROR_CODES).map(([code, { message }]) => [
      code,
      message.replace(/\{(\w+)\}/g, '{{$1}}'),
    ]),
  ) as CodeTexts,
};

/** English alone: the table's messages as i18next templates. */
export { en as errorsEn };

/** The errors area in English (other locales: ./hi, ./ar, loaded on demand). */
export const errors = en;
export type ErrorsStrings = typeof en;
