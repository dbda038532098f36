import { PATTERNS } from './rules';

/** The docs/behaviour.md §5 e-mail pattern of src/validation/rules.ts, compiled. */
export const EMAIL_PATTERN = new RegExp(PATTERNS.email);

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * True when rich text holds nothing a reader would see: an editor left empty still produces
 * markup such as `<p><br></p>` or `&nbsp;`. An image counts as content.
 */
export function isBlankRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/[\s\u00a0\u200b]+/g, '');
  return text === '';
}
