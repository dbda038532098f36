import { css } from 'styled-components';

/**
 * The visible '*' after a required label. It is generated content with empty alternative text, so
 * it is not part of the label's text or accessible name (the control has `aria-required`).
 */
export const requiredMark = css<{ $required?: boolean }>`
  ${({ $required, theme }) =>
    $required &&
    css`
      &::after {
        content: '*';
        content: '*' / '';
        margin-inline-start: 0.15em;
        color: ${theme.color.danger};
      }
    `}
`;
