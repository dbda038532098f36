import { styled } from 'styled-components';

export const EditorPlaceholder = styled.div<{ $height: number }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ $height }) => `calc(${$height}px + 4.5rem)`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
