// storefront-onboarding/chrome: the back-office chrome (docs/architecture.md): layouts, header,
// side menu and its search, breadcrumb and bookmarks, friend list and chat, footer, customizer.
// Router-agnostic: pass your router's link as `linkComponent` and the current path.
export { ContentLayout, FullLayout, SMALL_SCREEN_QUERY } from './layouts';
export type { ContentLayoutProps, FullLayoutProps } from './layouts';
export { Header } from './Header';
export type { HeaderProps } from './Header';
export { Sidebar } from './Sidebar';
export type { SidebarProps } from './Sidebar';
export { MenuSearch } from './MenuSearch';
export type { MenuSearchProps } from './MenuSearch';
export { ProfilePicture } from './ProfilePicture';
export type { ProfilePictureProps } from './ProfilePicture';
export {
  SEARCH_LIMIT,
  activeKey,
  ancestorKeys,
  flattenMenu,
  openKeysFor,
  searchMenu,
  toggleOpen,
} from './menu/menuModel';
export type { MenuBadge, MenuItem, MenuItemType, MenuSearchResult } from './menu/types';
export type { LinkComponent } from './ChromeLink';
export { FormIcon, HomeIcon, LayersIcon, ShopIcon, TableIcon, UsersIcon } from './icons';
export { Breadcrumb } from './Breadcrumb';
export type { BreadcrumbProps } from './Breadcrumb';
export { Bookmarks, readBookmarks, toggleBookmark } from './Bookmarks';
export type { BookmarksProps } from './Bookmarks';
export { FriendList, searchFriends } from './FriendList';
export type { Friend, FriendListProps } from './FriendList';
export { ChatPanel, AUTO_REPLY_MS } from './ChatPanel';
export type { ChatCall, ChatMessage, ChatPanelProps, ChatPerson, ChatThreads } from './ChatPanel';
export { Footer } from './Footer';
export type { FooterProps } from './Footer';
export { Customizer } from './Customizer';
export type { CustomizerProps, CustomizerTab } from './Customizer';
export {
  SettingsThemeProvider,
  effectiveSettings,
  schemeSettings,
  themeOptionsFromSettings,
} from './settings';
export type { EffectiveSettings, SettingsThemeProviderProps } from './settings';
export { chromeStrings } from './internal/strings';

// Types the exports above take or return, so a consumer can name them too.
export type { StoredSettings } from '../api/session/SettingsStore';
export type { KitArea } from '../i18n/areas';
export type { ThemeProviderProps } from '../theme/ThemeProvider';
export type { ThemeOptions } from '../theme/createTheme';
export type {
  ColorMode,
  ColorPresetId,
  MixLayout,
  SidebarBackground,
  SidebarSetting,
  SidebarType,
} from '../theme/presets';

export type { SettingsKey } from '../api/session/SettingsStore';
export type { Theme } from '../theme/createTheme';
export type { Direction } from '../theme/presets';
export type {
  colorModes,
  colorPresetIds,
  sidebarBackgrounds,
  sidebarSettings,
  sidebarTypes,
} from '../theme/presets';

export type { SETTINGS_KEYS } from '../api/session/SettingsStore';
export type { createTheme } from '../theme/createTheme';
export type { directions } from '../theme/presets';
