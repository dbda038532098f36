import type { MenuItem, MenuSearchResult } from './types';

/** docs/behaviour.md, "Constants": a search shows at most 8 results. */
export const SEARCH_LIMIT = 8;

/** The keys of the items above `key` (`'0.2.1'` → `['0', '0.2']`). */
export function ancestorKeys(key: string): string[] {
  const parts = key.split('.');
  return parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('.'));
}

/** Whether `key` is `parent` or lies below it. */
function within(key: string, parent: string): boolean {
  return key === parent || key.startsWith(`${parent}.`);
}

/**
 * The key of the internal link whose path is exactly `currentPath` (docs/behaviour.md, "Screens and routes"
 * "Chrome": a link is active only on an exact match; `/master` does not light up
 * `/master/Summary`). Null when no item matches.
 */
export function activeKey(items: MenuItem[], currentPath: string | undefined): string | null {
  if (!currentPath) return null;
  const visit = (list: MenuItem[], prefix: string): string | null => {
    for (const [i, item] of list.entries()) {
      const key = prefix ? `${prefix}.${i}` : String(i);
      if (item.type === 'link' && item.path === currentPath) return key;
      const below = item.children ? visit(item.children, key) : null;
      if (below) return below;
    }
    return null;
  };
  return visit(items, '');
}

/** The items open for a route: the parents of its active item (the item itself when it is a sub). */
export function openKeysFor(items: MenuItem[], currentPath: string | undefined): string[] {
  const key = activeKey(items, currentPath);
  return key ? ancestorKeys(key) : [];
}

/**
 * Opens or closes a `sub` item. Opening one closes every item that is not on its trail (its
 * siblings and their children); closing one closes what lies below it too.
 */
export function toggleOpen(open: readonly string[], key: string): string[] {
  if (open.includes(key)) return open.filter((k) => !within(k, key));
  return [...ancestorKeys(key), key];
}

/**
 * The menu search (docs/behaviour.md, "Search"): a case-insensitive substring of the (translated)
 * title; at the first and second level only `link` items match, at the third any item; a child
 * without an icon shows its parent's; an empty term gives nothing; at most `limit` results.
 */
export function searchMenu(
  items: MenuItem[],
  term: string,
  translate: (title: string) => string = (title) => title,
  limit = SEARCH_LIMIT,
): MenuSearchResult[] {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return [];
  const results: MenuSearchResult[] = [];
  const visit = (list: MenuItem[], prefix: string, level: number, parentIcon: MenuItem['icon']) => {
    for (const [i, item] of list.entries()) {
      if (results.length >= limit) return;
      const key = prefix ? `${prefix}.${i}` : String(i);
      const icon = item.icon ?? parentIcon;
      const eligible = level >= 3 || item.type === 'link';
      if (eligible && translate(item.title).toLocaleLowerCase().includes(needle)) {
        results.push({ item, key, icon });
      }
      if (item.children && level < 3) visit(item.children, key, level + 1, icon);
    }
  };
  visit(items, '', 1, undefined);
  return results;
}

/** Every item in menu order with its key and inherited icon (bookmarks look paths up here). */
export function flattenMenu(items: MenuItem[]): MenuSearchResult[] {
  const out: MenuSearchResult[] = [];
  const visit = (list: MenuItem[], prefix: string, parentIcon: MenuItem['icon']) => {
    for (const [i, item] of list.entries()) {
      const key = prefix ? `${prefix}.${i}` : String(i);
      const icon = item.icon ?? parentIcon;
      out.push({ item, key, icon });
      if (item.children) visit(item.children, key, icon);
    }
  };
  visit(items, '', undefined);
  return out;
}
