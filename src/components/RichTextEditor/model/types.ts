import type { BaseElement, Descendant, Node } from 'slate';
import type { RichTextFont } from '../../../kernel/fonts';

/** A run of text and its marks. */
export interface RichTextLeaf {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  font?: RichTextFont;
}

export interface RichTextLink {
  type: 'link';
  /** An http(s) or mailto address; anything else is dropped by the serializer. */
  url: string;
  children: RichTextLeaf[];
}

export type RichTextInline = RichTextLeaf | RichTextLink;

export interface RichTextTextBlock {
  type: 'paragraph' | 'heading-one' | 'heading-two';
  children: RichTextInline[];
}

export interface RichTextListItem {
  type: 'list-item';
  children: RichTextInline[];
}

export interface RichTextList {
  type: 'bulleted-list' | 'numbered-list';
  children: RichTextListItem[];
}

export type RichTextBlock = RichTextTextBlock | RichTextList;
export type RichTextElement = RichTextBlock | RichTextListItem | RichTextLink;
export type RichTextElementType = RichTextElement['type'];
/** A whole document: the editor's value as Slate nodes. */
export type RichTextValue = RichTextBlock[];

export type RichTextMark = 'bold' | 'italic' | 'underline';
export type RichTextBlockFormat = 'heading-one' | 'heading-two' | 'bulleted-list' | 'numbered-list';

export const LIST_TYPES: readonly RichTextElementType[] = ['bulleted-list', 'numbered-list'];

/**
 * The kit does not augment Slate's global `CustomTypes` (a host may have its own), so elements
 * arrive as Slate's base element; these guards read the fields the kit writes.
 */
export function elementType(node: Node | Descendant): RichTextElementType | undefined {
  if (!('children' in node) || !('type' in node) || typeof node.type !== 'string') return undefined;
  return isElementType(node.type) ? node.type : undefined;
}

const ELEMENT_TYPES: readonly string[] = [
  'paragraph',
  'heading-one',
  'heading-two',
  'bulleted-list',
  'numbered-list',
  'list-item',
  'link',
] satisfies RichTextElementType[];

function isElementType(value: string): value is RichTextElementType {
  return ELEMENT_TYPES.includes(value);
}

export function elementUrl(node: BaseElement): string {
  return 'url' in node && typeof node.url === 'string' ? node.url : '';
}

/** A fresh empty document (one empty paragraph): Slate needs at least one block. */
export function emptyRichText(): RichTextValue {
  return [{ type: 'paragraph', children: [{ text: '' }] }];
}
