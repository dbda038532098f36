import { keyframes, styled } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/**
 * A decorative spinning ring in the current text colour; the caller supplies the accessible label.
 * Without motion the ring stays still: a gap in a circle still reads as "busy".
 */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: string }>`
  display: inline-block;
  flex: none;
  inline-size: ${({ $size }) => $size ?? '1em'};
  block-size: ${({ $size }) => $size ?? '1em'};
  border: 0.15em solid currentColor;
  border-block-start-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    border-block-start-color: currentColor;
    border-inline-end-color: transparent;
  }
`;
