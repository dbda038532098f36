import { styled } from 'styled-components';
import { requiredMark } from '../internal/requiredMark';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  inline-size: 100%;
  min-inline-size: 0;
`;

export const Label = styled.label<{ $required?: boolean }>`
  ${requiredMark}
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const RequiredMark = styled.span<{ $required?: boolean }>`
  ${requiredMark}
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

/** Why a read-only value cannot be changed: the hint's place, with a lock. */
export const ReadOnlyNote = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  & > svg {
    flex: none;
  }
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
