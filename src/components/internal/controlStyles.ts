import { css } from 'styled-components';
import { luminance } from '../../theme/color';

/**
 * The look shared by text-like controls (input, select, textarea). Native parts (the date
 * picker's icon, a select's list) follow the surface's lightness (`color-scheme`). A date input's
 * calendar button is a part of the input: while it has focus the input matches :focus-within but
 * neither :focus nor :focus-visible, so the ring goes on the button itself. Three looks must not be
 * confused (the surfaces alone differ by 1.09:1 in dark mode): editable has the solid control
 * border; read-only keeps its value at full text colour on the sunken surface, its border dashed;
 * disabled is dimmed, its border faint. (Comments stay out of the CSS text, which ships.)
 */
export const controlStyles = css`
  display: block;
  inline-size: 100%;
  min-block-size: 2.5rem;
  margin: 0;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  text-align: start;
  color-scheme: ${({ theme }) => (luminance(theme.color.surface) < 0.2 ? 'dark' : 'light')};
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.color.focusRing};
  }
  &:focus-within:not(:focus)::-webkit-calendar-picker-indicator {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.danger};
  }
  &:read-only:not(select) {
    background: ${({ theme }) => theme.color.surfaceSunken};
    border-style: dashed;
  }
  &:disabled {
    background: ${({ theme }) => theme.color.surfaceSunken};
    border-style: solid;
    border-color: ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;
