import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { FONT_STACKS, fontFromCss } from './fonts';

/** Exactly the markup the editor writes (plus `b`/`i`, which older stored text may hold). */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'span',
];

const CONFIG: Config = {
  ALLOWED_TAGS: RICH_TEXT_TAGS,
  ALLOWED_ATTR: ['href', 'style', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https?|mailto):/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

let purifier: Purifier | null = null;

/** The window DOMPurify works in: the page's, or one a server makes (jsdom). */
export type SanitizerWindow = Parameters<typeof DOMPurify>[0];

/** A DOMPurify instance with the kit's allow-list, in `win`; null when it cannot run there. */
function purifierIn(win: SanitizerWindow): Purifier | null {
  // A private instance: the hooks below must not change DOMPurify for the rest of the page.
  const instance = DOMPurify(win);
  if (!instance.isSupported) return null;
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (data.attrName === 'style') {
      // Only a span's font-family from the kit's list; any other CSS (url(), expressions) goes.
      const match = /^\s*font-family\s*:\s*([^;]+);?\s*$/i.exec(data.attrValue);
      const font = tag === 'span' && match?.[1] ? fontFromCss(match[1]) : null;
      if (font) data.attrValue = `font-family: ${FONT_STACKS[font]}`;
      else data.keepAttr = false;
    } else if (data.attrName === 'href' && tag !== 'a') {
      data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a') node.setAttribute('rel', 'noopener noreferrer');
  });
  return instance;
}

function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  purifier = purifierIn(window);
  return purifier;
}

/**
 * The kit's rich-text sanitiser in another window: the reference server sanitises stored rich
 * text on save with exactly the allow-list the kit displays with (docs/api-contract.md,
 * "Values").
 */
export function createRichTextSanitizer(win: SanitizerWindow): (html: string) => string {
  const instance = purifierIn(win);
  if (!instance) throw new Error('DOMPurify cannot run in this window');
  return (html) => instance.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Stored rich text made safe to render: only the tags and attributes the editor produces survive,
 * links keep only http(s)/mailto addresses and get `rel="noopener noreferrer"`, a span keeps only
 * one of the kit's font families. Without a DOM (server rendering) the text alone is returned,
 * escaped.
 */
export function sanitizeRichTextHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return escapeHtml(html.replace(/<[^>]*>?/g, ''));
  return instance.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}
