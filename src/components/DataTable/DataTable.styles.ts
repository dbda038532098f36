import { styled, type DefaultTheme } from 'styled-components';
import { controlStyles } from '../internal/controlStyles';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
  color: ${({ theme }) => theme.color.text};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Heading = styled.h3`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;

export const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const SearchField = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  inline-size: min(100%, 20rem);

  label {
    flex: none;
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

/** The kit's one search field: the control look of every field, at its height. */
export const SearchInput = styled.input`
  ${controlStyles}
`;

/** The edge shadow: the text colour faded, so it shows on light and dark surfaces alike. */
const edgeShade = ({ theme }: { theme: DefaultTheme }) =>
  `color-mix(in srgb, ${theme.color.text} 22%, transparent)`;

/*
 * Too wide for the box: the library's scroll box scrolls; a shadow marks each edge that hides
 * columns (a line with no width stuck to the end edge, half its blur inside the box; at the start,
 * the sticky first column's own shadow, written left to right and mirrored by the RTL plugin);
 * the first column stays in place; headers wrap rather than being cut ('Banner Butt…'); each
 * cell's text takes its first letter's direction (unicode-bidi: plaintext, as dir="auto"); the
 * sort icons show which columns sort even before one is chosen.
 */
/** Overrides on the library's markup: a visible focus ring and no dimming of header text. */
export const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};

  .rdt_responsiveWrapperScroll {
    display: flex;
  }
  .rdt_responsiveWrapperScroll::after {
    content: '';
    position: sticky;
    inset-inline-end: 0;
    z-index: 2;
    flex: none;
    inline-size: 0;
    box-shadow: 0 0 10px 5px ${edgeShade};
    opacity: 0;
    pointer-events: none;
  }
  &[data-more-end] .rdt_responsiveWrapperScroll::after {
    opacity: 1;
  }
  .rdt_responsiveWrapperScroll:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
  .rdt_TableCell > div {
    unicode-bidi: plaintext;
  }
  .rdt_TableCol:first-child,
  .rdt_TableCell:first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    background-color: inherit;
  }
  &[data-more-start] .rdt_TableCol:first-child,
  &[data-more-start] .rdt_TableCell:first-child {
    box-shadow: 6px 0 6px -4px ${edgeShade};
  }
  .rdt_columnText,
  .sfo-sort-button {
    white-space: normal;
    overflow-wrap: break-word;
  }

  .rdt_columnSortable {
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  .rdt_columnSortableEnabled:not(.rdt_columnSortableActive):hover,
  .rdt_columnSortableEnabled:not(.rdt_columnSortableActive):focus,
  .rdt_columnSortableEnabled:not(.rdt_columnSortableActive):hover span,
  .rdt_columnSortableEnabled:not(.rdt_columnSortableActive):focus span {
    opacity: 1;
  }
  .rdt_columnSortableEnabled:hover .sfo-sort-button {
    text-decoration: underline;
  }
  .rdt_sortIconInactive svg,
  .rdt_sortIconInactive i {
    opacity: 0.45;
  }
`;

/** A sortable column's header: a real button whose events the library's header cell handles. */
export const SortButton = styled.button`
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: inherit;
  font: inherit;
  text-align: inherit;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const PagerNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const SizeField = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Range = styled.span`
  font-variant-numeric: tabular-nums;
`;

export const PageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const PageButton = styled.button<{ $current?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 2rem;
  block-size: 2rem;
  padding-inline: ${({ theme }) => theme.space[2]};
  border: 1px solid
    ${({ theme, $current }) => ($current ? theme.color.primaryFill : theme.color.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $current }) => ($current ? theme.color.primaryFill : theme.color.surface)};
  color: ${({ theme, $current }) => ($current ? theme.color.onPrimary : theme.color.text)};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme, $current }) =>
    $current ? theme.typography.weight.bold : theme.typography.weight.regular};
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.primaryText};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceSunken};
    cursor: not-allowed;
  }
`;

export const Gap = styled.span`
  display: inline-block;
  min-inline-size: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Chevron = styled.svg`
  inline-size: 1rem;
  block-size: 1rem;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

export const EmptyTableRoot = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.md};

  th {
    block-size: 3rem;
    padding-inline: ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.color.surfaceSunken};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    text-align: start;
  }
  th[data-align='end'] {
    text-align: end;
  }
`;

export const EmptyCell = styled.td`
  padding: 0;
`;
