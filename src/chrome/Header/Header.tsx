import { useCallback, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useChromeTranslation } from '../internal/strings';
import { useSession, useSignOut } from '../../api/context';
import type { MenuItem } from '../menu/types';
import type { LinkComponent } from '../ChromeLink';
import { useClickOutside, useFocusOutside } from '../internal/hooks';
import { LanguageMenu } from './LanguageMenu';
import { useControllableState } from '../../components/common/useControllableState';
import { Button } from '../../components/Button';
import { MenuSearch } from '../MenuSearch';
import { Avatar, ProfilePicture } from '../ProfilePicture/ProfilePicture';
import {
  LogOutIcon,
  MaximizeIcon,
  MenuIcon,
  MinimizeIcon,
  MoreIcon,
  SearchIcon,
  UserIcon,
  UsersIcon,
} from '../icons';
import {
  Actions,
  Bar,
  HeaderButton,
  MobileOnly,
  Popover,
  SearchSlot,
  Start,
  UserName,
  UserSlot,
} from './Header.styles';

export interface HeaderProps {
  /** The menu the search box searches. */
  items: MenuItem[];
  /** The router's link for search results. @default a plain `<a>` */
  linkComponent?: LinkComponent;
  /** Whether the side menu is collapsed (the toggle's pressed state). */
  sidebarCollapsed?: boolean;
  /** Called by the side-menu toggle. */
  onToggleSidebar?: () => void;
  /** The side menu's id, for the toggle's `aria-controls`. */
  sidebarId?: string;
  /** Whether the friend list (right sidebar) is open. */
  friendsOpen?: boolean;
  /** Called by the friend-list toggle; without it the toggle is not shown. */
  onToggleFriends?: () => void;
  /** The friend list's id, for the toggle's `aria-controls`. */
  friendsId?: string;
  /** The brand at the start of the bar (logo or name). */
  brand?: ReactNode;
  /** The signed-in user's name. @default the session's first and last name, else its username */
  userName?: string;
  /** The user's picture URL. */
  picture?: string;
  /** Called when the user picks a new profile picture (an image file and a local URL). */
  onPictureChange?: (picture: string, file: File) => void;
  /** Called after Sign out has cleared the session (navigate to sign-in here). */
  onSignOut?: () => void;
  /** Called after a search result or link is followed. */
  onNavigate?: () => void;
}

function useFullscreen(): { supported: boolean; active: boolean } {
  const subscribe = useCallback((notify: () => void) => {
    document.addEventListener('fullscreenchange', notify);
    return () => document.removeEventListener('fullscreenchange', notify);
  }, []);
  const active = useSyncExternalStore(
    subscribe,
    () => !!document.fullscreenElement,
    () => false,
  );
  const supported = useSyncExternalStore(
    subscribe,
    () => !!document.fullscreenEnabled,
    () => false,
  );
  return { supported, active };
}

/**
 * The back-office header (docs/behaviour.md, "Chrome"): side-menu toggle, the menu search
 * ('Search..'), a full-screen toggle where the browser supports it, the friend-list toggle, the
 * language switcher (the kit's locales) and the user menu with the profile picture and Sign out,
 * which clears the session (and asks the backend to revoke its token: `useSignOut`) and then
 * calls `onSignOut`. On phones the search and
 * the actions fold behind two toggles.
 */
export function Header({
  items,
  linkComponent,
  sidebarCollapsed = false,
  onToggleSidebar,
  sidebarId,
  friendsOpen = false,
  onToggleFriends,
  friendsId,
  brand,
  userName,
  picture,
  onPictureChange,
  onSignOut,
  onNavigate,
}: HeaderProps) {
  const { t } = useChromeTranslation();
  const { session } = useSession();
  const endSession = useSignOut();
  const id = useId();
  const [mobileSearch, setMobileSearch] = useState(false);
  const [mobileNav, setMobileNav] = useState(false);
  const [userOpen, setUserOpen] = useState(false);
  const userRef = useRef<HTMLDivElement>(null);
  const userButton = useRef<HTMLButtonElement>(null);
  const fullscreen = useFullscreen();
  const [shownPicture, setShownPicture] = useControllableState<string | undefined>({
    value: picture,
    defaultValue: undefined,
  });
  useClickOutside([userRef], () => setUserOpen(false), userOpen);
  useFocusOutside([userRef], () => setUserOpen(false), userOpen);

  const name =
    userName ??
    ([session?.user.first_name, session?.user.last_name].filter(Boolean).join(' ') ||
      session?.user.username ||
      t('chrome.header.guest'));

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  };

  const signOut = () => {
    setUserOpen(false);
    endSession();
    onSignOut?.();
  };

  return (
    <Bar aria-label={t('chrome.header.label')}>
      <Start>
        <HeaderButton
          type="button"
          aria-label={t('chrome.header.toggleSidebar')}
          aria-expanded={!sidebarCollapsed}
          aria-controls={sidebarId}
          onClick={onToggleSidebar}
        >
          <MenuIcon />
        </HeaderButton>
        {brand}
        <SearchSlot $mobileOpen={mobileSearch}>
          <MenuSearch
            items={items}
            linkComponent={linkComponent}
            onNavigate={onNavigate}
            focusOnMount={mobileSearch}
          />
        </SearchSlot>
      </Start>
      <MobileOnly>
        <HeaderButton
          type="button"
          aria-label={t('chrome.header.toggleSearch')}
          aria-pressed={mobileSearch}
          onClick={() => setMobileSearch((v) => !v)}
        >
          <SearchIcon />
        </HeaderButton>
        <HeaderButton
          type="button"
          aria-label={t('chrome.header.toggleNav')}
          aria-expanded={mobileNav}
          aria-controls={`${id}-actions`}
          onClick={() => setMobileNav((v) => !v)}
        >
          <MoreIcon />
        </HeaderButton>
      </MobileOnly>
      <Actions id={`${id}-actions`} $mobileOpen={mobileNav}>
        {fullscreen.supported ? (
          <HeaderButton
            type="button"
            aria-label={t('chrome.header.fullscreen')}
            aria-pressed={fullscreen.active}
            onClick={toggleFullscreen}
          >
            {fullscreen.active ? <MinimizeIcon /> : <MaximizeIcon />}
          </HeaderButton>
        ) : null}
        {onToggleFriends ? (
          <HeaderButton
            type="button"
            aria-label={t('chrome.header.toggleFriends')}
            aria-expanded={friendsOpen}
            aria-controls={friendsId}
            onClick={onToggleFriends}
          >
            <UsersIcon />
          </HeaderButton>
        ) : null}
        <LanguageMenu />
        {/* Escape closes the user menu and gives focus back to its button; focus leaving closes it. */}
        <UserSlot
          ref={userRef}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && userOpen) {
              setUserOpen(false);
              userButton.current?.focus();
            }
          }}
        >
          <HeaderButton
            ref={userButton}
            type="button"
            aria-label={t('chrome.header.userMenu', { name })}
            aria-expanded={userOpen}
            aria-controls={`${id}-user`}
            onClick={() => setUserOpen((v) => !v)}
          >
            <Avatar $size={2} aria-hidden="true">
              {shownPicture ? <img src={shownPicture} alt="" /> : <UserIcon />}
            </Avatar>
            <UserName>{name}</UserName>
          </HeaderButton>
          {userOpen ? (
            <Popover id={`${id}-user`}>
              <ProfilePicture
                name={name}
                picture={shownPicture ?? ''}
                onPictureChange={(url, file) => {
                  setShownPicture(url);
                  onPictureChange?.(url, file);
                }}
              />
              {/* Secondary, as every other action with a face: signing out destroys nothing. */}
              <Button variant="secondary" startIcon={<LogOutIcon />} onClick={signOut}>
                {t('chrome.header.signOut')}
              </Button>
            </Popover>
          ) : null}
        </UserSlot>
      </Actions>
    </Bar>
  );
}
