import { TEXT_LIMITS, type NumberRange, type TextLimit } from './rules';
import { formatNumber } from './format';

/*
 * Bounds appear in messages with the numbers of src/kernel/rules.ts, formatted per locale
 * (Latin digits everywhere, as the rest of the kit's messages write them), so a message cannot
 * name a bound the rule no longer has.
 */
const LOCALE_TAGS = { en: 'en', hi: 'hi-u-nu-latn', ar: 'ar-u-nu-latn' } as const;
type Tag = keyof typeof LOCALE_TAGS;
/** English is grouped without building an Intl formatter (formatNumber); Hindi and Arabic use Intl. */
export const num = (locale: Tag, value: number) => formatNumber(value, LOCALE_TAGS[locale]);
export const span = (locale: Tag, range: NumberRange) =>
  [num(locale, range.min), num(locale, range.max)] as const;

/** One 'at most N characters' message per text limit. */
export function tooLong(
  locale: Tag,
  text: (limit: string) => string,
): { [L in `${TextLimit}`]: string } {
  return Object.fromEntries(
    TEXT_LIMITS.map((limit) => [String(limit), text(num(locale, limit))]),
  ) as { [L in `${TextLimit}`]: string };
}
