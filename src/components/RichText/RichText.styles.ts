import { css } from 'styled-components';

/** How rich text looks, the same in the editor and wherever the stored HTML is shown. */
export const richTextContentStyles = css`
  overflow-wrap: anywhere;

  p,
  h1,
  h2,
  ul,
  ol {
    margin-block: 0 0.6em;
  }
  h1 {
    font-size: 1.6em;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }
  h2 {
    font-size: 1.3em;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }
  ul,
  ol {
    padding-inline-start: 1.5em;
  }
  ul {
    list-style: disc;
  }
  ol {
    list-style: decimal;
  }
  a {
    color: ${({ theme }) => theme.color.primaryText};
    text-decoration: underline;
  }
  & > :last-child {
    margin-block-end: 0;
  }
`;
