export { RichText } from './RichText';
export type { RichTextProps } from './RichText';
export { sanitizeRichTextHtml } from '../../kernel/sanitize';
export { RICH_TEXT_FONTS } from '../../kernel/fonts';
export type { RichTextFont } from '../../kernel/fonts';
