export { RichText } from './RichText';
export type { RichTextProps } from './RichText';
export { sanitizeRichTextHtml } from './sanitize';
export { RICH_TEXT_FONTS } from './fonts';
export type { RichTextFont } from './fonts';
