import { keyframes, styled } from 'styled-components';
import { toneColors, type Tone } from '../internal/tone';

// Toasts come in from the edge they sit at (below on wide screens, above on phones).
const enter = keyframes`
  from { opacity: 0; transform: translateY(var(--sfo-toast-from, 0.5rem)); }
  to { opacity: 1; transform: none; }
`;

/**
 * Bottom-right corner in LTR, bottom-left in RTL (inline end). Under the md breakpoint (phones,
 * small tablets) the region moves to the top: there a page's actions (a wizard's Next or Save)
 * sit at the bottom of the screen, under the thumb, and a toast must never cover them.
 */
export const Viewport = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space[4]};
  inset-inline-end: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  inline-size: min(24rem, calc(100vw - 2rem));
  pointer-events: none;

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    inset-block-start: max(${({ theme }) => theme.space[4]}, env(safe-area-inset-top));
    inset-block-end: auto;
    --sfo-toast-from: -0.5rem;
  }
`;

export const LiveRegion = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ToastRoot = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid currentColor;
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).bg};
  color: ${({ theme, $tone }) => toneColors(theme, $tone).fg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: auto;
  animation: ${enter} ${({ theme }) => `${theme.motion.normal} ${theme.motion.easing}`};

  & > svg {
    flex: none;
    margin-block-start: 0.2em;
    font-size: 1.25rem;
  }
  & > button {
    margin-block: -0.25rem;
  }
`;

export const Body = styled.div`
  flex: 1;
  min-inline-size: 0;
  padding-block-start: 0.1em;
  overflow-wrap: anywhere;
`;

export const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;
