import { styled } from 'styled-components';
import { luminance } from '../../theme/color';
import { requiredMark } from './requiredMark';

/** Layout of a checkbox or switch with its label beside it and messages under it. */
export const ChoiceRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

export const ChoiceRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ChoiceLabel = styled.label<{ $disabled?: boolean; $required?: boolean }>`
  ${requiredMark}
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textMuted : theme.color.text)};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

/** Messages line up with the label, not the box. */
export const ChoiceMessages = styled.div<{ $offset?: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-inline-start: calc(
    ${({ $offset }) => $offset ?? '1.125rem'} + ${({ theme }) => theme.space[2]}
  );
`;

/** A native checkbox or radio in the theme colour, sized to line up with one line of text. */
export const NativeChoice = styled.input`
  flex: none;
  inline-size: 1.125rem;
  block-size: 1.125rem;
  margin: 0.2rem 0 0;
  accent-color: ${({ theme }) => theme.color.primary};
  color-scheme: ${({ theme }) => (luminance(theme.color.surface) < 0.2 ? 'dark' : 'light')};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.color.danger};
    outline-offset: 1px;
  }
  /* The rings follow the control's shape: round around a radio, not a square. */
  &[type='radio'] {
    border-radius: 50%;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;
