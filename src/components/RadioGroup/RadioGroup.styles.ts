import { styled } from 'styled-components';
import { requiredMark } from '../internal/requiredMark';

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend<{ $required?: boolean }>`
  ${requiredMark}
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

export const Options = styled.div<{ $horizontal: boolean }>`
  display: flex;
  flex-direction: ${({ $horizontal }) => ($horizontal ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $horizontal }) => ($horizontal ? theme.space[4] : theme.space[2])};
`;
