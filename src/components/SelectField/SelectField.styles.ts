import { styled } from 'styled-components';
import { controlStyles } from '../internal/controlStyles';

export const Wrapper = styled.div<{ $compact?: boolean }>`
  position: relative;
  ${({ $compact }) => ($compact ? 'display: inline-block; inline-size: auto;' : 'inline-size: 100%;')}
`;

export const Select = styled.select<{ $compact?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-inline-end: 2.25rem;
  cursor: pointer;
  ${({ $compact, theme }) =>
    $compact
      ? `
    min-block-size: 2rem;
    padding-block: 0;
    padding-inline: ${theme.space[2]} 1.75rem;
    font-size: ${theme.typography.size.sm};
  `
      : ''}
`;

/** An icon, not a rotated border, so it points down in both directions. */
export const Chevron = styled.span<{ $compact?: boolean }>`
  position: absolute;
  inset-block: 0;
  inset-inline-end: ${({ theme, $compact }) => ($compact ? theme.space[2] : theme.space[3])};
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 1rem;
  pointer-events: none;
`;
