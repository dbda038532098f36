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
  /*
   * A radio is drawn by the kit, so its focus and error rings follow its round shape (around the
   * browser's own radio they were square). Forced colours keep the system's radio.
   */
  &[type='radio'] {
    appearance: none;
    border: 2px solid ${({ theme }) => theme.color.control};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surface};
  }
  &[type='radio']:checked {
    border-color: ${({ theme }) => theme.color.primaryFill};
    background: radial-gradient(
      circle,
      ${({ theme }) => theme.color.primaryFill} 0 38%,
      ${({ theme }) => theme.color.surface} 42%
    );
  }
  &[type='radio'][aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[type='radio']:disabled {
    border-color: ${({ theme }) => theme.color.border};
    background-color: ${({ theme }) => theme.color.surfaceSunken};
  }
  @media (forced-colors: active) {
    &[type='radio'] {
      appearance: auto;
    }
  }
  &:disabled {
    cursor: not-allowed;
  }
`;
