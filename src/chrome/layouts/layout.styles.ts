import { css, keyframes, styled } from 'styled-components';
import { COMPACT_WIDTH, RAIL_WIDTH, SIDEBAR_WIDTH } from '../Sidebar/Sidebar.styles';
import { OPENER_SIZE } from '../Customizer/Customizer.styles';

export const Frame = styled.div`
  min-block-size: 100vh;
  background: ${({ theme }) => theme.color.page};
  color: ${({ theme }) => theme.color.text};
`;

export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[2]};
  inset-block-start: -10rem;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.primaryFill};
  color: ${({ theme }) => theme.color.onPrimary};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus {
    inset-block-start: ${({ theme }) => theme.space[2]};
  }
`;

/** The column beside the side menu: header, breadcrumb, page, footer. */
export const Body = styled.div<{ $offset: 'none' | 'full' | 'compact' | 'rail' }>`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  margin-inline-start: ${({ $offset }) =>
    ({ full: SIDEBAR_WIDTH, compact: COMPACT_WIDTH, rail: RAIL_WIDTH, none: '0' })[$offset]};
  transition: margin ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
`;

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(4px); }
  to { opacity: 1; transform: none; }
`;

/**
 * The main landmark: the page's heading and breadcrumb, then the page. `$clearOpeners` keeps the
 * customizer's floating icons off the page's controls (a focused field is never hidden under them).
 */
export const Main = styled.main<{ $clearOpeners: boolean }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  padding-inline-end: ${({ $clearOpeners }) => ($clearOpeners ? OPENER_SIZE : '0')};
  &:focus {
    outline: none;
  }
`;

/** The routed page; it fades in on every route change unless the user prefers reduced motion. */
export const Page = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.page};
  color: ${({ theme }) => theme.color.text};
  animation: ${fadeIn} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.sidebar - 1};
  background: ${({ theme }) => theme.color.overlay};
`;

/** The friends panel opens under the header (its toggle lives there), never beneath it. */
export const RightPanel = styled.aside<{ $open: boolean }>`
  position: fixed;
  inset-block: 4rem 0;
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.sidebar};
  inline-size: min(20rem, 90vw);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-inline-start: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  /* Visible at once on opening (its search takes focus then), hidden only once it has slid out. */
  transition:
    transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
    visibility 0s ${({ theme, $open }) => ($open ? '0s' : theme.motion.normal)};
  ${({ $open }) =>
    !$open &&
    css`
      transform: translateX(100%);
      visibility: hidden;
      [dir='rtl'] & {
        transform: translateX(-100%);
      }
    `}
`;
