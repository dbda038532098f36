// storefront-onboarding/rich-text: the Slate editor and the sanitised display of stored HTML.
export { RichTextEditor, serializeRichText, deserializeRichText } from './RichTextEditor';
export type {
  RichTextEditorProps,
  RichTextEditorHeight,
  RichTextValue,
  RichTextBlock,
  RichTextInline,
  RichTextLeaf,
  RichTextLink,
  RichTextList,
  RichTextListItem,
  RichTextTextBlock,
} from './RichTextEditor';
export { RichText, sanitizeRichTextHtml, RICH_TEXT_FONTS } from './RichText';
export type { RichTextProps, RichTextFont } from './RichText';

// Types the exports above take or return, so a consumer can name them too.
export type { FieldBaseProps } from './Field/Field';
