import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useTheme } from 'styled-components';
import { useChromeTranslation } from '../internal/strings';
import { ChevronEndIcon, ExternalIcon } from '../icons';
import { activeKey, ancestorKeys, openKeysFor, toggleOpen } from '../menu/menuModel';
import type { MenuItem } from '../menu/types';
import { PlainLink, type LinkComponent } from '../ChromeLink';
import { useTitleTranslator } from '../internal/hooks';
import {
  Badge,
  Brand,
  BrandMark,
  Chevron,
  Item,
  ItemButton,
  ItemIcon,
  ItemLink,
  Label,
  List,
  Nav,
  Scroller,
} from './Sidebar.styles';

export interface SidebarProps {
  /** The menu (docs/behaviour.md, "Chrome"): links, external links and subs, three levels deep. */
  items: MenuItem[];
  /** The app's current path; the item whose path matches it exactly is active and its parents open. */
  currentPath?: string;
  /** The router's link for internal paths. @default a plain `<a>` */
  linkComponent?: LinkComponent;
  /** Whether the menu is off screen (the layout decides; under 991 px it starts so). @default false */
  collapsed?: boolean;
  /** The brand shown above the menu (logo or name). */
  brand?: ReactNode;
  /**
   * The brand in the compact rail, where the whole name would be cut.
   * @default the first letter of `brand` when it is text
   */
  brandMark?: ReactNode;
  /** Called after the user follows a link (the layout closes the menu on small screens). */
  onNavigate?: () => void;
  /** The `<nav>` element's id (the header's toggle controls it). */
  id?: string;
  /** Forwarded to the `<nav>`. */
  ref?: Ref<HTMLElement>;
}

/** Tabbable menu entries that are shown (not inside a closed branch). */
function visibleEntries(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[data-menu-entry]')].filter(
    (el) => !el.parentElement?.closest('[hidden]'),
  );
}

/**
 * The brand in a compact sidebar: its monogram in the rail, the name kept for assistive tech
 * (compact) or shown when the rail opens on hover (compact-icon).
 */
function brandInRail(brand: ReactNode, mark: ReactNode, type: string) {
  return (
    <>
      <BrandMark data-part="brand-mark" aria-hidden="true">
        {mark}
      </BrandMark>
      <span data-part="label" className={type === 'compact' ? 'sfo-visually-hidden' : undefined}>
        {brand}
      </span>
    </>
  );
}

/**
 * The side menu. Follows the sidebar type of the theme (`theme.sidebar.type`, docs/behaviour.md,
 * "States and transitions"): `default` shows titles; `compact` is a rail of icons, each with its name under it, every
 * branch a flyout opened on demand; `compact-icon` is a narrower rail of icons alone that widens
 * on hover or focus. Keyboard: ↑/↓ (Home/End) move between entries, →
 * opens a branch and ← closes it (mirrored right to left), Enter/Space open, Escape closes a
 * flyout in the compact types.
 *
 * @example
 * <Sidebar items={menu} currentPath={location.pathname} linkComponent={RouterLink} />
 */
export function Sidebar({
  items,
  currentPath,
  linkComponent: Link = PlainLink,
  collapsed = false,
  brand,
  brandMark,
  onNavigate,
  id,
  ref,
}: SidebarProps) {
  const { t } = useChromeTranslation();
  const translate = useTitleTranslator();
  const theme = useTheme();
  const type = theme.sidebar.type;
  const compact = type !== 'default';
  const mark =
    brandMark ?? (typeof brand === 'string' ? brand.trim().charAt(0).toUpperCase() : null);
  const bordered = theme.sidebar.setting === 'border-sidebar';
  const rtl = theme.direction === 'rtl';
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  // The route decides what is open; the user's toggles apply until the route changes again. The
  // compact rail's branches are flyouts over the page: they open when asked, never by the route.
  const routeOpen = (path: string | undefined) =>
    type === 'compact' ? [] : openKeysFor(items, path);
  const [route, setRoute] = useState(currentPath);
  const [open, setOpen] = useState<string[]>(() => routeOpen(currentPath));
  if (route !== currentPath) {
    setRoute(currentPath);
    setOpen(routeOpen(currentPath));
  }
  const active = activeKey(items, currentPath);
  const activeTrail = active ? [...ancestorKeys(active), active] : [];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const root = listRef.current;
    const current = event.target as HTMLElement;
    if (!root || !current.dataset.menuEntry) return;
    const entries = visibleEntries(root);
    const index = entries.indexOf(current);
    const key = current.dataset.menuKey ?? '';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const focusKey = (k: string) =>
      root.querySelector<HTMLElement>(`[data-menu-key="${k}"]`)?.focus();
    let handled = true;
    if (event.key === 'ArrowDown') entries[(index + 1) % entries.length]?.focus();
    else if (event.key === 'ArrowUp')
      entries[(index - 1 + entries.length) % entries.length]?.focus();
    else if (event.key === 'Home') entries[0]?.focus();
    else if (event.key === 'End') entries[entries.length - 1]?.focus();
    else if (event.key === forward && current.dataset.menuSub && !open.includes(key))
      setOpen((o) => toggleOpen(o, key));
    else if (event.key === backward && current.dataset.menuSub && open.includes(key))
      setOpen((o) => toggleOpen(o, key));
    else if (event.key === backward && key.includes('.')) focusKey(ancestorKeys(key).pop()!);
    else if (event.key === 'Escape' && compact && key.includes('.')) {
      const top = key.split('.')[0]!;
      setOpen((o) => o.filter((k) => !(k === top || k.startsWith(`${top}.`))));
      focusKey(top);
    } else if (event.key === 'Escape' && compact && open.includes(key))
      setOpen((o) => toggleOpen(o, key));
    else handled = false;
    if (handled) event.preventDefault();
  };

  const renderList = (list: MenuItem[], prefix: string, level: number): ReactNode =>
    list.map((item, i) => {
      const key = prefix ? `${prefix}.${i}` : String(i);
      const isActive = activeTrail.includes(key);
      // The compact rail: each top-level entry is its icon with its name under it.
      const stacked = level === 1 && type === 'compact';
      const common = {
        'data-menu-entry': 'true',
        'data-menu-key': key,
        $level: level,
        $stacked: stacked,
      };
      const body = (
        <>
          {item.icon ? <ItemIcon $active={isActive}>{item.icon}</ItemIcon> : null}
          <Label data-part="label">{translate(item.title)}</Label>
          {/* The space keeps the badge a word of its own in the accessible name ("Dashboard 2"). */}
          {item.badge ? ' ' : null}
          {item.badge ? (
            <Badge data-part="badge" $tone={item.badge.type}>
              {item.badge.value}
            </Badge>
          ) : null}
        </>
      );
      // A name cut short in the rail is whole in the tooltip.
      const title = stacked ? translate(item.title) : undefined;
      let entry: ReactNode;
      if (item.type === 'sub') {
        const expanded = open.includes(key);
        const childId = `${baseId}-${key}`;
        entry = (
          <>
            <ItemButton
              type="button"
              {...common}
              data-menu-sub="true"
              $active={isActive}
              aria-expanded={expanded}
              aria-controls={childId}
              title={title}
              onClick={() => setOpen((o) => toggleOpen(o, key))}
            >
              {body}
              <Chevron data-part="chevron" $open={expanded}>
                <ChevronEndIcon />
              </Chevron>
            </ItemButton>
            <List
              id={childId}
              hidden={!expanded}
              $level={level + 1}
              $flyout={compact && type === 'compact' && level === 1}
            >
              {/* A closed branch's entries are built when it opens: most of the menu is closed
                  on every page, and building it all was a sixth of an inner page's first render. */}
              {expanded ? renderList(item.children ?? [], key, level + 1) : null}
            </List>
          </>
        );
      } else if (item.type === 'link') {
        entry = (
          <ItemLink
            as={Link}
            href={item.path ?? '/'}
            {...common}
            $active={isActive}
            aria-current={active === key ? 'page' : undefined}
            title={title}
            onClick={onNavigate}
          >
            {body}
          </ItemLink>
        );
      } else {
        const newTab = item.type === 'extTabLink';
        entry = (
          <ItemLink
            href={item.path}
            {...common}
            title={title}
            {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {body}
            {newTab ? (
              <>
                <ItemIcon data-part="chevron">
                  <ExternalIcon />
                </ItemIcon>
                <span className="sfo-visually-hidden">{t('chrome.menu.opensInNewTab')}</span>
              </>
            ) : null}
          </ItemLink>
        );
      }
      return (
        <Item key={key} $bordered={bordered}>
          {entry}
        </Item>
      );
    });

  return (
    <Nav
      ref={ref}
      id={id}
      aria-label={t('chrome.menu.label')}
      data-state={collapsed ? 'collapsed' : 'open'}
      data-sidebar-type={type}
      data-sidebar-setting={theme.sidebar.setting}
      $collapsed={collapsed}
      $compact={compact}
      $hover={type === 'compact-icon'}
    >
      {brand ? <Brand>{compact && mark ? brandInRail(brand, mark, type) : brand}</Brand> : null}
      {/* Arrow keys are handled for the menu's links and buttons (the roving pattern of a tree). */}
      <Scroller ref={listRef} onKeyDown={onKeyDown} $flyouts={type === 'compact'}>
        <List $level={1} $flyout={false}>
          {renderList(items, '', 1)}
        </List>
      </Scroller>
    </Nav>
  );
}
