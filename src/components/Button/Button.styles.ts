import { css, styled, type DefaultTheme } from 'styled-components';

/**
 * The hierarchy (docs: Components/Button): `primary` completes the view's task, one per view;
 * `secondary` is every other action with a face (Back, Cancel, Add New, Retry, a row's actions);
 * `tertiary` acts on a piece of content where a framed button would be noise (remove a file,
 * clear a search); `destructive` confirms what cannot be undone, in the confirmation only.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** A filled variant from the theme's button palette (white text on every saturated fill). */
function filled({ background, border, text, hover }: DefaultTheme['button']['primary']) {
  return css`
    background: ${background};
    border-color: ${border};
    color: ${text};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${hover};
    }
  `;
}

function variantStyles(theme: DefaultTheme, variant: ButtonVariant) {
  switch (variant) {
    case 'secondary':
      return filled(theme.button.secondary);
    case 'tertiary':
      // No face until hovered: the brand's text colour says it acts, the tint where it reaches.
      return css`
        background: transparent;
        border-color: transparent;
        color: ${theme.color.primaryText};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: color-mix(in srgb, ${theme.color.primaryText} 8%, transparent);
          text-decoration: underline;
          text-underline-offset: 0.2em;
        }
      `;
    case 'destructive':
      return filled(theme.button.danger);
    case 'primary':
    default:
      return filled(theme.button.primary);
  }
}

/** Labels: 13 px (`sm`) at the smallest, never under 12 px; `sm` is for rows, toolbars and fields. */
const SIZES = {
  sm: { height: '2rem', pad: 3, font: 'sm' },
  md: { height: '2.5rem', pad: 4, font: 'md' },
  lg: { height: '3rem', pad: 5, font: 'lg' },
} as const;

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  inline-size: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-block-size: ${({ $size }) => SIZES[$size].height};
  padding-block: 0;
  padding-inline: ${({ theme, $size }) => theme.space[SIZES[$size].pad]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme, $size }) => theme.typography.size[SIZES[$size].font]};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast};
  ${({ theme, $variant }) => variantStyles(theme, $variant)}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** The label stays in place (and in the accessibility tree) while loading, so the width holds. */
export const Content = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

export const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;
