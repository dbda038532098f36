import { css, keyframes, styled } from 'styled-components';

export type ModalSize = 'sm' | 'md' | 'lg';

const widths: Record<ModalSize, string> = { sm: '25rem', md: '32rem', lg: '50rem' };

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const rise = keyframes`
  from { opacity: 0; transform: translateY(0.75rem) scale(0.98); }
  to { opacity: 1; transform: none; }
`;
/** Bootstrap's "static backdrop" nudge: the dialog pulses instead of closing. */
const nudge = keyframes`
  50% { transform: scale(1.02); }
`;

/** Carries theme and direction into the portal (and the kit's scoped base styles on `body`). */
export const Layer = styled.div`
  font-family: ${({ theme }) => theme.typography.family};
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  color: ${({ theme }) => theme.color.text};
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.color.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    padding: ${({ theme }) => theme.space[2]};
  }
`;

/**
 * Sizes the dialog and plays the nudge, so the panel's own entrance animation never replays. At
 * most the viewport's height (less the backdrop's padding): the panel's body scrolls, not the page.
 */
export const Nudger = styled.div<{ $size: ModalSize; $nudge: boolean }>`
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  max-inline-size: ${({ $size }) => widths[$size]};
  max-block-size: 100%;
  margin-block: auto;
  ${({ $nudge, theme }) =>
    $nudge &&
    css`
      animation: ${nudge} ${theme.motion.slow} ${theme.motion.easing};
    `}

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    max-inline-size: none;
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  min-block-size: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${rise} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[3]}`};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  padding-block-start: ${({ theme }) => theme.space[1]};
  overflow-wrap: anywhere;
`;

export const Description = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin-block-end: ${({ theme }) => theme.space[3]};
`;

/** The only part that scrolls: the title (with the close button) and the actions stay in view. */
export const Body = styled.div`
  flex: 1 1 auto;
  min-block-size: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[4]};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
`;
