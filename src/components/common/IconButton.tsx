import { styled } from 'styled-components';

/** A square, borderless button for an icon (close, show password); 2rem target. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 2rem;
  block-size: 2rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: 1.125rem;
  cursor: pointer;

  &:hover {
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
`;
