export { RichTextEditor } from './RichTextEditor';
export type { RichTextEditorHeight, RichTextEditorProps } from './RichTextEditor';
export { serializeRichText, deserializeRichText } from './model/serialize';
export type {
  RichTextBlock,
  RichTextInline,
  RichTextLeaf,
  RichTextLink,
  RichTextList,
  RichTextListItem,
  RichTextTextBlock,
  RichTextValue,
} from './model/types';
