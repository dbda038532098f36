import { styled } from 'styled-components';

export const ProgressRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ProgressLabel = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const Progress = styled.progress`
  inline-size: 100%;
  block-size: 0.5rem;
  accent-color: ${({ theme }) => theme.color.primary};
`;
