import { styled } from 'styled-components';
import { controlStyles } from '../internal/controlStyles';

export const Wrapper = styled.div`
  position: relative;
  inline-size: 100%;
`;

export const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-inline-end: 2.25rem;
  cursor: pointer;
`;

/** An icon, not a rotated border, so it points down in both directions. */
export const Chevron = styled.span`
  position: absolute;
  inset-block: 0;
  inset-inline-end: ${({ theme }) => theme.space[3]};
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 1rem;
  pointer-events: none;
`;
