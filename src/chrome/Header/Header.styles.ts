import { css, styled } from 'styled-components';

export const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 4rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.regions.header.background};
  color: ${({ theme }) => theme.regions.header.text};
  border-block-end: 1px solid ${({ theme }) => theme.regions.header.border};
`;

export const Start = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
`;

/** Shown from the medium breakpoint up, or when the mobile search toggle opens it. */
export const SearchSlot = styled.div<{ $mobileOpen: boolean }>`
  flex: 1;
  display: flex;
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    display: ${({ $mobileOpen }) => ($mobileOpen ? 'flex' : 'none')};
    order: 10;
    flex-basis: 100%;
  }
`;

export const MobileOnly = styled.span`
  display: inline-flex;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    display: none;
  }
`;

/** The actions; on phones the mobile nav toggle shows them as a row under the bar. */
export const Actions = styled.div<{ $mobileOpen: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    ${({ $mobileOpen }) =>
      $mobileOpen
        ? css`
            order: 11;
            flex-basis: 100%;
            flex-wrap: wrap;
            justify-content: flex-end;
          `
        : css`
            display: none;
          `}
  }
`;

export const HeaderButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 2.5rem;
  min-block-size: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'],
  &[aria-pressed='true'] {
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
`;

/** The language switch's button: its icon at the header's size, the language's name as text. */
export const LanguageButton = styled(HeaderButton)`
  & > [data-part='language-name'] {
    font-size: ${({ theme }) => theme.typography.size.md};
  }
`;

export const UserSlot = styled.div`
  position: relative;
`;

export const UserName = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  @media (max-width: ${({ theme }) => theme.breakpoints.lg}px) {
    display: none;
  }
`;

/** What drops from the header (the account menu, the language list): a raised surface. */
const dropdown = css`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space[2]});
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: grid;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const Popover = styled.div`
  ${dropdown}
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 15rem;
  padding: ${({ theme }) => theme.space[4]};
`;

/** The language switch's list: each name in its own script, the current one ticked. */
export const LanguageList = styled.ul`
  ${dropdown}
  min-inline-size: 10rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  & button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    inline-size: 100%;
    min-block-size: 2.5rem;
    padding-inline: ${({ theme }) => theme.space[3]};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  & button:hover,
  & button:focus-visible {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  & button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
  & button[aria-current] {
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  & svg {
    color: ${({ theme }) => theme.color.primaryText};
  }
`;
