import { PATTERNS, normalizeEmail } from './rules';

/**
 * The docs/behaviour.md, "Validation" e-mail pattern of src/kernel/rules.ts, compiled: it reads an address
 * already trimmed and lower-cased (`normalizeEmail`).
 */
export const EMAIL_PATTERN = new RegExp(PATTERNS.email);

/** True when `value`, trimmed and lower-cased, is an e-mail address of the pattern. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(normalizeEmail(value));
}

const VISIBLE = new RegExp(PATTERNS.notBlank, 'u');

/**
 * True when rich text holds nothing a reader would see: an editor left empty still produces
 * markup such as `<p><br></p>` or `&nbsp;`, and a text that is only markup (`<img onerror>`, a
 * script, an `svg`: none of them survives the kit's allow-list) or invisible characters is as
 * empty.
 */
export function isBlankRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  const text = html
    .replace(/<(script|style|svg|math|template|textarea|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>?/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;|&#x200b;|&#8203;/gi, ' ');
  return !VISIBLE.test(text);
}
