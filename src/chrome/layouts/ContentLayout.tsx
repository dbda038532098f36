import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTheme } from 'styled-components';
import { useChromeTranslation } from '../internal/strings';
import { useControllableState } from '../../components/common/useControllableState';
import { PageLoader } from '../../components/PageLoader';
import { breakpoints } from '../../theme/tokens';
import { Header, type HeaderProps } from '../Header';
import { Sidebar } from '../Sidebar';
import type { MenuItem } from '../menu/types';
import type { LinkComponent } from '../ChromeLink';
import { useClickOutside, useFocusOutside, useMediaQuery } from '../internal/hooks';
import { Backdrop, Body, Frame, Main, Page, RightPanel, SkipLink } from './layout.styles';

/** docs/behaviour.md, "Constants": under 991 px the side menu starts (and stays, on resize) collapsed. */
export const SMALL_SCREEN_QUERY = `(max-width: ${breakpoints.sidebar - 0.02}px)`;

/**
 * docs/behaviour.md, "Screens and routes": the full-page loader shows while a routed page loads, but only once the
 * load has taken this long, so a fast route change never flashes it.
 */
export const ROUTE_LOADER_DELAY_MS = 300;

/** A wrapper that only carries `inert`: its children lay out as if it were not there. */
const CONTENTS = { display: 'contents' } as const;

export interface ContentLayoutProps extends Pick<
  HeaderProps,
  'userName' | 'picture' | 'onPictureChange' | 'onSignOut'
> {
  /** The side menu (and what the header's search searches). */
  items: MenuItem[];
  /** The app's current path: the active menu item, and the page fades in when it changes. */
  currentPath?: string;
  /** The router's link. @default a plain `<a>` */
  linkComponent?: LinkComponent;
  /** The brand shown at the top of the side menu. */
  brand?: ReactNode;
  /** Whether the side menu is collapsed (controlled). */
  collapsed?: boolean;
  /** Called when the side menu collapses or opens (the toggle, a resize across 991 px). */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Whether the right sidebar is open (controlled). */
  rightSidebarOpen?: boolean;
  /** Called when the right sidebar opens or closes. */
  onRightSidebarOpenChange?: (open: boolean) => void;
  /** The breadcrumb row above the page (`<Breadcrumb>`). */
  breadcrumb?: ReactNode;
  /** The right sidebar's content (`<FriendList>`); without it the header shows no toggle for it. */
  rightSidebar?: ReactNode;
  /** The footer under the page (`<Footer>`). */
  footer?: ReactNode;
  /** The customizer (`<Customizer>`), floating over the layout. */
  customizer?: ReactNode;
  /** The routed page; while it suspends (a lazy route), the full-page loader shows after 300 ms. */
  children?: ReactNode;
}

/**
 * The signed-in frame (docs/behaviour.md, "Chrome"): header, side menu, right sidebar,
 * breadcrumb, the page (fading in on each route change, unless the user prefers reduced motion;
 * the full-page loader over it when a routed page takes over 300 ms to load), footer and
 * customizer. The side menu starts collapsed under 991 px and follows resizes across
 * it; on small screens it opens over the page and closes after a link is followed.
 *
 * @example
 * <ContentLayout items={menu} currentPath={pathname} linkComponent={RouterLink}
 *   breadcrumb={<Breadcrumb parent="Master" title="Summary" items={menu} />}
 *   rightSidebar={<FriendList friends={friends} />} footer={<Footer brand="Acme" />}
 *   customizer={<Customizer />} onSignOut={() => navigate('/auth/login')}>
 *   <Outlet />
 * </ContentLayout>
 */
export function ContentLayout({
  items,
  currentPath,
  linkComponent,
  brand,
  collapsed,
  onCollapsedChange,
  rightSidebarOpen,
  onRightSidebarOpenChange,
  breadcrumb,
  rightSidebar,
  footer,
  customizer,
  children,
  ...headerProps
}: ContentLayoutProps) {
  const { t } = useChromeTranslation();
  const theme = useTheme();
  const id = useId();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const [isCollapsed, setCollapsed] = useControllableState({
    value: collapsed,
    defaultValue: small,
    onChange: onCollapsedChange,
  });
  const [rightOpen, setRightOpen] = useControllableState({
    value: rightSidebarOpen,
    defaultValue: false,
    onChange: onRightSidebarOpenChange,
  });

  // Follow the window across the breakpoint (not on mount: the default already did).
  const seen = useRef(small);
  useEffect(() => {
    if (seen.current === small) return;
    seen.current = small;
    setCollapsed(small);
  }, [small, setCollapsed]);

  // A new page collapses the overlay menu on small screens.
  const [route, setRoute] = useState(currentPath);
  if (route !== currentPath) {
    setRoute(currentPath);
    if (small && !isCollapsed) setCollapsed(true);
  }

  // The friend list is built the first time it opens, then kept (its search and scroll stay):
  // closed, it is off screen and hidden, and building it cost every page's first render.
  const [friendsBuilt, setFriendsBuilt] = useState(rightOpen);
  if (rightOpen && !friendsBuilt) setFriendsBuilt(true);

  const rightId = `${id}-right`;
  const sidebarId = `${id}-menu`;
  const mainId = `${id}-main`;

  // The friend list opened from its toggle takes the keyboard in (its search). It is a panel over
  // the page's edge, not a dialog: focus or a press leaving it (and its toggle) closes it, so it
  // never covers the control that has focus next; Escape closes it wherever focus is, giving
  // focus back to the toggle when it was inside.
  const rightRef = useRef<HTMLElement>(null);
  const friendsToggleRef = useRef<HTMLElement | null>(null);
  const focusFriends = useRef(false);
  useEffect(() => {
    if (!focusFriends.current || !rightOpen) return;
    focusFriends.current = false;
    rightRef.current?.querySelector<HTMLElement>('input, button, a[href]')?.focus();
  }, [rightOpen]);
  const toggleFriends = () => {
    focusFriends.current = !rightOpen;
    setRightOpen((o) => !o);
  };
  const friendsRefs = [rightRef, friendsToggleRef];
  useClickOutside(friendsRefs, () => setRightOpen(false), rightOpen);
  useFocusOutside(friendsRefs, () => setRightOpen(false), rightOpen);
  useEffect(() => {
    if (!rightOpen) return undefined;
    // The toggle lives in the header: found by what it controls.
    const toggle = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(rightId)}"]`);
    friendsToggleRef.current = toggle;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const inside = rightRef.current?.contains(document.activeElement);
      setRightOpen(false);
      if (inside || document.activeElement === document.body) toggle?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [rightOpen, setRightOpen, rightId]);

  // The skip link moves focus to the page without touching the URL: a hash router would read
  // `#…-main` as a route (docs/behaviour.md, "Keyboard and screen readers").
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(mainId);
    main?.focus();
    main?.scrollIntoView({ block: 'start' });
  };

  // On a small screen the open menu lies over the page, behind a backdrop: it takes the keyboard
  // in (the current page's entry, else the first), what it covers leaves the tab order (`inert`;
  // the header stays, its toggle closes the menu), and Escape closes it, focus back on the toggle.
  const overlay = small && !isCollapsed;
  const sidebarRef = useRef<HTMLElement>(null);
  const wasOverlay = useRef(overlay);
  useEffect(() => {
    const opened = overlay && !wasOverlay.current;
    wasOverlay.current = overlay;
    if (!overlay) return undefined;
    const nav = sidebarRef.current;
    if (opened) {
      const entry =
        nav?.querySelector<HTMLElement>('[aria-current="page"]') ??
        nav?.querySelector<HTMLElement>('[data-menu-entry]');
      entry?.focus();
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setCollapsed(true);
      document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(sidebarId)}"]`)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay, setCollapsed, sidebarId]);

  const offset =
    isCollapsed || small
      ? 'none'
      : ({ default: 'full', compact: 'compact', 'compact-icon': 'rail' } as const)[
          theme.sidebar.type
        ];

  return (
    <Frame data-layout="content">
      <SkipLink href={`#${mainId}`} onClick={skipToMain} inert={overlay}>
        {t('chrome.layout.skipToContent')}
      </SkipLink>
      <Sidebar
        ref={sidebarRef}
        id={sidebarId}
        items={items}
        currentPath={currentPath}
        linkComponent={linkComponent}
        collapsed={isCollapsed}
        brand={brand}
        onNavigate={small ? () => setCollapsed(true) : undefined}
      />
      {overlay ? <Backdrop aria-hidden="true" onClick={() => setCollapsed(true)} /> : null}
      <Body $offset={offset}>
        <Header
          items={items}
          linkComponent={linkComponent}
          sidebarCollapsed={isCollapsed}
          onToggleSidebar={() => setCollapsed((c) => !c)}
          sidebarId={sidebarId}
          friendsOpen={rightOpen}
          onToggleFriends={rightSidebar ? toggleFriends : undefined}
          friendsId={rightId}
          {...headerProps}
        />
        {/* The page's heading (the breadcrumb's h1) is part of the page: the skip link lands on it. */}
        <Main
          inert={overlay}
          id={mainId}
          tabIndex={-1}
          aria-label={t('chrome.layout.main')}
          $clearOpeners={Boolean(customizer)}
        >
          {breadcrumb}
          <Page key={currentPath} data-part="page">
            <Suspense fallback={<PageLoader delayMs={ROUTE_LOADER_DELAY_MS} />}>
              {children}
            </Suspense>
          </Page>
        </Main>
        <div inert={overlay} style={CONTENTS}>
          {footer}
        </div>
      </Body>
      {rightSidebar ? (
        <RightPanel
          inert={overlay}
          ref={rightRef}
          id={rightId}
          $open={rightOpen}
          aria-label={t('chrome.friends.label')}
        >
          {friendsBuilt ? rightSidebar : null}
        </RightPanel>
      ) : null}
      {customizer ? (
        <div inert={overlay} style={CONTENTS}>
          {customizer}
        </div>
      ) : null}
    </Frame>
  );
}
