import type { ReactNode } from 'react';

/**
 * The kinds of menu item (docs/behaviour.md, "Chrome"): an internal `link`, an external link in
 * the same tab (`extLink`), one in a new tab (`extTabLink`), or a `sub` that opens its children.
 */
export type MenuItemType = 'link' | 'extLink' | 'extTabLink' | 'sub';

/** A badge beside a menu title, e.g. `{ type: 'primary', value: 'New' }`. */
export interface MenuBadge {
  /** The badge's tone. */
  type: 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info';
  /** The badge's text (a count or a word). */
  value: string;
}

/** One entry of the side menu; nested up to three levels. */
export interface MenuItem {
  /** The title: an i18n key (translated with the kit's i18n instance) or plain text. */
  title: string;
  /** What the item does. */
  type: MenuItemType;
  /** The target: an app path for `link` (`/master/Summary`), a URL for the external kinds. */
  path?: string;
  /** A decorative icon (children without one show their parent's). */
  icon?: ReactNode;
  /** A badge after the title. */
  badge?: MenuBadge;
  /** The children of a `sub` item. */
  children?: MenuItem[];
}

/** A menu item found by a search, with the icon it shows (its own or its parent's). */
export interface MenuSearchResult {
  item: MenuItem;
  /** The item's position in the menu, e.g. `0.2.1`, unique per item. */
  key: string;
  icon?: ReactNode;
}
