import { Text, type Descendant } from 'slate';
import { FONT_STACKS, fontFromCss, isRichTextFont, isSafeLinkUrl } from '../../../kernel/fonts';
import { escapeHtml, sanitizeRichTextHtml } from '../../../kernel/sanitize';
import {
  elementType,
  elementUrl,
  emptyRichText,
  type RichTextBlock,
  type RichTextInline,
  type RichTextLeaf,
  type RichTextListItem,
  type RichTextValue,
} from './types';

const BLOCK_TAGS = {
  paragraph: 'p',
  'heading-one': 'h1',
  'heading-two': 'h2',
  'bulleted-list': 'ul',
  'numbered-list': 'ol',
  'list-item': 'li',
} as const;

function serializeLeaf(node: Text): string {
  // Slate's base text type knows no marks; read them as plain fields.
  const leaf: Readonly<Record<string, unknown>> = { ...node };
  let html = escapeHtml(node.text).replace(/\n/g, '<br>');
  if (leaf.underline === true) html = `<u>${html}</u>`;
  if (leaf.italic === true) html = `<em>${html}</em>`;
  if (leaf.bold === true) html = `<strong>${html}</strong>`;
  const font = leaf.font;
  if (isRichTextFont(font)) {
    html = `<span style="${escapeHtml(`font-family: ${FONT_STACKS[font]}`)}">${html}</span>`;
  }
  return html;
}

function serializeNode(node: Descendant): string {
  if (Text.isText(node)) return serializeLeaf(node);
  const children = node.children.map(serializeNode).join('');
  const type = elementType(node);
  if (type === 'link') {
    const url = elementUrl(node).trim();
    // An unsafe address loses its link, never its text.
    return isSafeLinkUrl(url)
      ? `<a href="${escapeHtml(url)}" rel="noopener noreferrer">${children}</a>`
      : children;
  }
  const tag = BLOCK_TAGS[type ?? 'paragraph'];
  return `<${tag}>${children}</${tag}>`;
}

function isBlank(nodes: readonly Descendant[]): boolean {
  if (nodes.length !== 1) return nodes.length === 0;
  const [only] = nodes;
  return (
    only !== undefined &&
    !Text.isText(only) &&
    elementType(only) === 'paragraph' &&
    only.children.every((child) => Text.isText(child) && child.text === '')
  );
}

/**
 * The editor's value as HTML. Every text is escaped, so typed `<script>` stays text; an empty
 * document (one empty paragraph) is the empty string, which makes "required" checks simple.
 */
export function serializeRichText(nodes: readonly Descendant[]): string {
  if (isBlank(nodes)) return '';
  return nodes.map(serializeNode).join('');
}

interface Marks {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  font?: RichTextLeaf['font'];
}

function leaf(text: string, marks: Marks): RichTextLeaf {
  return { text, ...marks };
}

function inlinesOf(parent: ParentNode, marks: Marks): RichTextInline[] {
  const out: RichTextInline[] = [];
  parent.childNodes.forEach((child) => out.push(...inlineNode(child, marks)));
  return out;
}

function inlineNode(node: ChildNode, marks: Marks): RichTextInline[] {
  if (node.nodeType === 3) return [leaf(node.textContent ?? '', marks)];
  if (!(node instanceof Element)) return [];
  const tag = node.tagName.toLowerCase();
  switch (tag) {
    case 'br':
      return [leaf('\n', marks)];
    case 'strong':
    case 'b':
      return inlinesOf(node, { ...marks, bold: true });
    case 'em':
    case 'i':
      return inlinesOf(node, { ...marks, italic: true });
    case 'u':
      return inlinesOf(node, { ...marks, underline: true });
    case 'span': {
      const font = fontFromCss(
        node.getAttribute('style')?.replace(/^\s*font-family\s*:/i, '') ?? '',
      );
      return inlinesOf(node, font ? { ...marks, font } : marks);
    }
    case 'a': {
      const url = node.getAttribute('href') ?? '';
      const children = inlinesOf(node, marks).filter((c): c is RichTextLeaf => 'text' in c);
      if (!isSafeLinkUrl(url)) return children;
      return [{ type: 'link', url, children: children.length ? children : [leaf('', marks)] }];
    }
    default: {
      // A block inside inline content (a paragraph in a list item) flattens to its text.
      const inner = inlinesOf(node, marks);
      return BLOCK_NAMES.has(tag) && node.previousSibling ? [leaf('\n', marks), ...inner] : inner;
    }
  }
}

const BLOCK_NAMES = new Set(['p', 'h1', 'h2', 'ul', 'ol', 'li']);

function withText(children: RichTextInline[]): RichTextInline[] {
  return children.length > 0 ? children : [{ text: '' }];
}

function listItems(list: Element): RichTextListItem[] {
  const items: RichTextListItem[] = [];
  list.childNodes.forEach((child) => {
    if (child instanceof Element && child.tagName.toLowerCase() === 'li') {
      items.push({ type: 'list-item', children: withText(inlinesOf(child, {})) });
    } else if ((child.textContent ?? '').trim() !== '') {
      items.push({ type: 'list-item', children: withText(inlineNode(child, {})) });
    }
  });
  return items;
}

function blocksOf(parent: ParentNode): RichTextBlock[] {
  const blocks: RichTextBlock[] = [];
  let loose: RichTextInline[] = [];
  const flush = () => {
    const hasContent = loose.some((c) => !('text' in c) || c.text.trim() !== '');
    if (hasContent) blocks.push({ type: 'paragraph', children: loose });
    loose = [];
  };
  parent.childNodes.forEach((child) => {
    const tag = child instanceof Element ? child.tagName.toLowerCase() : '';
    if (child instanceof Element && (tag === 'ul' || tag === 'ol')) {
      flush();
      const items = listItems(child);
      if (items.length) {
        blocks.push({ type: tag === 'ul' ? 'bulleted-list' : 'numbered-list', children: items });
      }
    } else if (child instanceof Element && (tag === 'p' || tag === 'h1' || tag === 'h2')) {
      flush();
      const type = tag === 'p' ? 'paragraph' : tag === 'h1' ? 'heading-one' : 'heading-two';
      blocks.push({ type, children: withText(inlinesOf(child, {})) });
    } else if (child instanceof Element && tag === 'li') {
      flush();
      blocks.push({
        type: 'bulleted-list',
        children: [{ type: 'list-item', children: withText(inlinesOf(child, {})) }],
      });
    } else {
      loose.push(...inlineNode(child, {}));
    }
  });
  flush();
  return blocks;
}

/**
 * Stored HTML as editor nodes. The HTML is sanitized first, so scripts, event attributes and
 * `javascript:` links never reach the editor; unknown tags keep their text. Without a DOM the
 * text is returned as one paragraph.
 */
export function deserializeRichText(html: string): RichTextValue {
  if (typeof DOMParser === 'undefined') {
    // Slate renders text through React, so plain text needs no escaping here.
    const text = (html ?? '').replace(/<[^>]*>?/g, '');
    return text ? [{ type: 'paragraph', children: [{ text }] }] : emptyRichText();
  }
  const clean = sanitizeRichTextHtml(html ?? '');
  const doc = new DOMParser().parseFromString(`<body>${clean}</body>`, 'text/html');
  const blocks = blocksOf(doc.body);
  return blocks.length > 0 ? blocks : emptyRichText();
}
