import { useMemo, type HTMLAttributes, type Ref } from 'react';
import { styled } from 'styled-components';
import { richTextContentStyles } from './RichText.styles';
import { sanitizeRichTextHtml } from '../../kernel/sanitize';

export interface RichTextProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** Stored rich text (the editor's HTML); sanitized before it is shown. */
  html: string;
  /** Forwarded to the root `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

const Content = styled.div`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  ${richTextContentStyles}
`;

/**
 * Shows stored rich text. Only what the editor produces survives sanitizing (paragraphs, two
 * heading levels, lists, bold/italic/underline, the kit's fonts, http(s)/mailto links with
 * `rel="noopener noreferrer"`); scripts, event handlers and other URLs are dropped.
 *
 * @example
 * <RichText html={company.about_us_text} />
 */
export function RichText({ html, ref, ...rest }: RichTextProps) {
  const clean = useMemo(() => sanitizeRichTextHtml(html), [html]);
  // Someone's own text: its direction is its first letter's (an Arabic About Us in an English
  // back office), unless the host says otherwise.
  return <Content ref={ref} dir="auto" {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
