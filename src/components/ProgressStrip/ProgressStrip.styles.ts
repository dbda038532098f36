import { css, styled, type DefaultTheme } from 'styled-components';

export type StepState = 'done' | 'current' | 'upcoming';

/**
 * Below this width of its container the strip shows its compact form ('Step 6 of 11 · Level1
 * Category' over a bar): eleven markers cannot fit, and a strip scrolled sideways clips labels.
 */
export const COMPACT_BELOW = '37.5rem';
const compact = `@container sfo-progress (width < ${COMPACT_BELOW})`;

export const Scroller = styled.div`
  ${compact} {
    display: none;
  }
  overflow-x: auto;
  overscroll-behavior-x: contain;
  padding-block: ${({ theme }) => theme.space[2]};
  scrollbar-width: thin;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const List = styled.ol`
  display: flex;
  list-style: none;
  margin: 0;
  padding: 0;
  min-inline-size: max-content;
`;

const MARKER = '2.25rem';

function connector(theme: DefaultTheme, state: StepState) {
  // The line leading into a step is "travelled" once that step is done or current.
  const travelled = state !== 'upcoming';
  return css`
    background: ${travelled ? theme.color.primaryFill : theme.color.border};
  `;
}

export const Item = styled.li<{ $state: StepState }>`
  position: relative;
  flex: 1 0 5rem;
  display: flex;
  justify-content: center;

  &:not(:first-child)::before {
    content: '';
    position: absolute;
    inset-block-start: calc(${MARKER} / 2 - 1px);
    inset-inline-start: calc(-50% + ${MARKER} / 2 + 0.25rem);
    inset-inline-end: calc(50% + ${MARKER} / 2 + 0.25rem);
    block-size: 2px;
    border-radius: 1px;
    ${({ theme, $state }) => connector(theme, $state)}
  }
`;

const stepBody = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-inline-size: 5rem;
  padding: ${({ theme }) => `0 ${theme.space[1]}`};
  text-align: center;
`;

export const StepBox = styled.div`
  ${stepBody}
`;

export const StepButton = styled.button`
  ${stepBody}
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover [data-part='label'] {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

function markerColors(theme: DefaultTheme, state: StepState) {
  const c = theme.color;
  switch (state) {
    // Done: the brand fill with a checkmark. Current: the same fill with its number and a halo,
    // its label bold. Upcoming: an outline with its number. Filled means reached, never a ring.
    case 'done':
      return css`
        background: ${c.primaryFill};
        border-color: ${c.primaryFill};
        color: ${c.onPrimary};
      `;
    case 'current':
      return css`
        background: ${c.primaryFill};
        border-color: ${c.primaryFill};
        color: ${c.onPrimary};
        box-shadow: 0 0 0 4px color-mix(in srgb, ${c.primaryFill} 30%, transparent);
      `;
    default:
      return css`
        background: ${c.surface};
        border-color: ${c.control};
        color: ${c.textMuted};
      `;
  }
}

export const Marker = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${MARKER};
  block-size: ${MARKER};
  border: 2px solid;
  border-radius: 50%;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-variant-numeric: tabular-nums;
  transition:
    background-color ${({ theme }) => theme.motion.normal},
    border-color ${({ theme }) => theme.motion.normal};
  ${({ theme, $state }) => markerColors(theme, $state)}
`;

export const Label = styled.span<{ $state: StepState }>`
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.color.text : theme.color.textMuted)};
  font-weight: ${({ theme, $state }) =>
    $state === 'current' ? theme.typography.weight.medium : theme.typography.weight.regular};
`;

/** The compact form, hidden until the container is narrow: its text over a progress bar. */
export const Compact = styled.div`
  display: none;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[2]};
  ${compact} {
    display: grid;
  }

  & > p {
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    overflow-wrap: anywhere;
  }
  & > div {
    block-size: 0.5rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.color.border};
    overflow: hidden;
  }
  & span {
    display: block;
    block-size: 100%;
    background: ${({ theme }) => theme.color.primaryFill};
  }
`;
