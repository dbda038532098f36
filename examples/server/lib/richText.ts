/*
 * Stored rich text (about us, terms, product description and specifications) is sanitised on
 * save with the kit's own allow-list (src/kernel/sanitize.ts), in a jsdom window:
 * what the server keeps is what the kit would display, and a text that is only markup is empty
 * (docs/api-contract.md, "Values").
 */
import { createRequire } from 'node:module';
import type { JSDOM } from 'jsdom';
import { createRichTextSanitizer } from '../../../src/kernel/sanitize.ts';
import { isBlankRichText } from '../../../src/kernel/patterns.ts';
import { fail } from './errors.ts';

let sanitizer: ((html: string) => string) | null = null;

/**
 * jsdom is loaded on the first rich text saved, not when the server starts: it is the heaviest
 * module the server imports, and many starts (most test servers) never save a rich text.
 * `require` keeps the sanitiser synchronous.
 */
const load = createRequire(import.meta.url);

/** `html` with only the tags, attributes and links the kit displays. */
export function sanitizeRichText(html: string): string {
  if (!sanitizer) {
    const jsdom = load('jsdom') as { JSDOM: typeof JSDOM };
    sanitizer = createRichTextSanitizer(new jsdom.JSDOM('').window);
  }
  return sanitizer(html);
}

/**
 * Sanitises the rich-text `fields` of `body` in place: a required one left with nothing visible
 * is refused (400 `field-required`), an optional one becomes null.
 */
export function sanitizeRichTextFields(
  body: Record<string, unknown>,
  fields: readonly string[],
  required: boolean,
): void {
  for (const field of fields) {
    const value = body[field];
    if (typeof value !== 'string') {
      if (required) throw fail('field-required', { field });
      continue;
    }
    const clean = sanitizeRichText(value);
    if (isBlankRichText(clean)) {
      if (required) throw fail('field-required', { field });
      body[field] = null;
    } else {
      body[field] = clean;
    }
  }
}
