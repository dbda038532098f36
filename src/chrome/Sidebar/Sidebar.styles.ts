import { css, styled } from 'styled-components';
import type { MenuBadge } from '../menu/types';
import { sidebarBackgroundLayers } from '../../theme/sidebarBackgrounds';

export const SIDEBAR_WIDTH = '16.5rem';
/** The compact sidebar: a rail of icons, each with its name under it. */
export const COMPACT_WIDTH = '6rem';
/** The compact-icon sidebar: a rail of icons alone, which widens on hover or focus. */
export const RAIL_WIDTH = '4.75rem';

/**
 * The side menu. Its look comes from `theme.sidebar` (type, setting, background: docs/behaviour.md,
 * "States and transitions"), its place from the layout: a column beside the page from 991 px up, an off-canvas panel
 * below. Collapsed, it leaves the screen and the accessibility tree (`visibility: hidden`).
 */
export const Nav = styled.nav<{ $collapsed: boolean; $compact: boolean; $hover: boolean }>`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndex.sidebar};
  display: flex;
  flex-direction: column;
  inline-size: ${({ $compact, $hover }) =>
    $hover ? RAIL_WIDTH : $compact ? COMPACT_WIDTH : SIDEBAR_WIDTH};
  max-inline-size: 85vw;
  background-color: ${({ theme }) => theme.sidebar.base};
  background-image: ${({ theme }) => sidebarBackgroundLayers(theme.sidebar.background)?.image ?? 'none'};
  background-size: ${({ theme }) => sidebarBackgroundLayers(theme.sidebar.background)?.size ?? 'auto'};
  background-attachment: local;
  color: ${({ theme }) => theme.sidebar.text};
  border-inline-end: 1px solid ${({ theme }) => theme.sidebar.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  /* Visible at once on opening (focus moves in then), hidden only once it has slid out. */
  transition:
    transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
    inline-size ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
    visibility 0s ${({ theme, $collapsed }) => ($collapsed ? theme.motion.normal : '0s')};
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      transform: translateX(-100%);
      visibility: hidden;
      [dir='rtl'] & {
        transform: translateX(100%);
      }
    `}
  ${({ $hover }) =>
    $hover &&
    css`
      &:hover,
      &:focus-within {
        inline-size: ${SIDEBAR_WIDTH};
      }
      /* Folded: the top-level icons stay (the rail), their labels, badges and sub-lists go. */
      &:not(:hover):not(:focus-within) :is([data-part='badge'], [data-part='chevron'], li ul) {
        display: none;
      }
      /* The labels stay the items' names for assistive tech while the rail is folded. */
      &:not(:hover):not(:focus-within) [data-part='label'] {
        position: absolute;
        inline-size: 1px;
        block-size: 1px;
        margin: -1px;
        padding: 0;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
      &:not(:hover):not(:focus-within) [data-menu-entry] {
        justify-content: center;
      }
      &:is(:hover, :focus-within) [data-part='brand-mark'] {
        display: none;
      }
    `}
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 4rem;
  padding-inline: ${({ theme }) => theme.space[4]};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-size: ${({ theme }) => theme.typography.size.lg};
  border-block-end: 1px solid ${({ theme }) => theme.sidebar.border};
  overflow: hidden;
  white-space: nowrap;
`;

/** The brand's monogram in the compact rail, where the whole name would be cut. */
export const BrandMark = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 2.25rem;
  block-size: 2.25rem;
  margin-inline: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.primaryFill};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

export const Scroller = styled.div<{ $flyouts: boolean }>`
  flex: 1;
  /* Flyouts (compact type) reach past the sidebar's edge, so it must not clip them. */
  overflow-y: ${({ $flyouts }) => ($flyouts ? 'visible' : 'auto')};
  overscroll-behavior: contain;
  padding-block: ${({ theme }) => theme.space[3]};
`;

export const List = styled.ul<{ $level: number; $flyout: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  padding-inline-start: ${({ $level, theme }) => ($level > 1 ? theme.space[4] : 0)};
  ${({ $flyout, theme }) =>
    $flyout &&
    css`
      position: absolute;
      inset-inline-start: calc(100% - ${theme.space[2]});
      inset-block-start: 0;
      min-inline-size: 13rem;
      padding: ${theme.space[2]};
      background: ${theme.sidebar.base};
      border: 1px solid ${theme.sidebar.border};
      border-radius: ${theme.radii.md};
      box-shadow: ${theme.shadows.md};
      z-index: 1;
    `}
`;

export const Item = styled.li<{ $bordered: boolean }>`
  position: relative;
  ${({ $bordered, theme }) =>
    $bordered &&
    css`
      border-block-end: 1px dashed ${theme.sidebar.border};
    `}
`;

export const itemStyles = css<{ $active?: boolean; $level: number; $stacked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: 100%;
  min-block-size: 2.75rem;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 0;
  background: ${({ $active, theme }) => ($active ? theme.sidebar.activeBackground : 'transparent')};
  color: ${({ $active, theme }) => ($active ? theme.sidebar.activeText : theme.sidebar.text)};
  font: inherit;
  font-size: ${({ $level, theme }) => ($level > 1 ? theme.typography.size.sm : theme.typography.size.md)};
  font-weight: ${({ $active, theme }) =>
    $active ? theme.typography.weight.medium : theme.typography.weight.regular};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.sidebar.activeBackground};
  }
  /* The kit's ring (the brand colour, readable on this sidebar), not a near-black square. */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.sidebar.activeText};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  ${({ $stacked, theme }) =>
    $stacked &&
    css`
      flex-direction: column;
      justify-content: center;
      gap: ${theme.space[1]};
      min-block-size: 3.75rem;
      padding-inline: ${theme.space[1]};
      text-align: center;
      & > [data-part='label'] {
        flex: none;
        max-inline-size: 100%;
        font-size: ${theme.typography.size.xs};
        line-height: ${theme.typography.lineHeight.tight};
      }
      & > [data-part='badge'],
      & > [data-part='chevron'] {
        position: absolute !important;
        inline-size: 1px;
        block-size: 1px;
        overflow: hidden;
        clip: rect(0, 0, 0, 0);
        white-space: nowrap;
      }
    `}
`;

export const ItemLink = styled.a<{ $active?: boolean; $level: number; $stacked: boolean }>`
  ${itemStyles}
`;
export const ItemButton = styled.button<{ $active?: boolean; $level: number; $stacked: boolean }>`
  ${itemStyles}
`;

export const ItemIcon = styled.span<{ $active?: boolean }>`
  display: inline-flex;
  flex: none;
  font-size: 1.125rem;
  color: ${({ $active, theme }) => ($active ? theme.sidebar.activeText : theme.sidebar.icon)};
`;

export const Label = styled.span`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  flex: none;
  transition: transform ${({ theme }) => theme.motion.fast};
  transform: rotate(${({ $open }) => ($open ? '90deg' : '0deg')});
  [dir='rtl'] & {
    transform: rotate(${({ $open }) => ($open ? '90deg' : '180deg')});
  }
`;

const badgeColors = (tone: MenuBadge['type']) => css`
  background: ${({ theme }) =>
    tone === 'primary'
      ? theme.color.primaryFill
      : tone === 'secondary'
        ? theme.color.secondary
        : theme.color[`${tone}Surface`]};
  color: ${({ theme }) =>
    tone === 'primary'
      ? theme.color.onPrimary
      : tone === 'secondary'
        ? theme.color.onSecondary
        : theme.color[tone]};
`;

export const Badge = styled.span<{ $tone: MenuBadge['type'] }>`
  flex: none;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: 1.5;
  ${({ $tone }) => badgeColors($tone)}
`;
