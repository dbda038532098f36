import { __PRIVATE__ } from 'styled-components';
import { defaultStorage, type KeyValueStorage } from 'storefront-onboarding/api';

/*
 * The styles a visit compiled, kept for the next one (docs/architecture.md, "Inner pages").
 *
 * styled-components builds each styled element's CSS as it renders and, the first time a class
 * is needed, compiles that text with stylis and inserts the rules: on the sellers page some 180
 * rules, about a tenth of the first render's main thread. A visit keeps the rules it compiled
 * (localStorage, tied to the build); the next one gives each component its kept rules as the
 * component is defined, so the library finds its classes known and compiles none of them again.
 *
 * Why that draws every element as a visit without them:
 * - A class's name is a hash of its component's id, its CSS text and the stylis plugins (right to
 *   left has names of its own). A kept name is only ever used by a component of that id drawing
 *   that very CSS, and its rules are kept as stylis wrote them: what compiling it again gives.
 *   (Not as the browser serializes them, which styled-components' own output in a browser is:
 *   Chromium wrote the friends panel's `transition` with two delays back with one.)
 * - The rules' order decides between two components' classes on one element (a component and the
 *   one it extends). styled-components orders rules by the order its components are defined;
 *   kept rules go in as each component is defined, so the order is this visit's own, whatever
 *   the kept visit loaded. (The library's server-rendering markers, read back as it loads, would
 *   impose the kept visit's order, and put a component not kept after every kept one.)
 * - Each styled component has an id of its own, from its file and its place in it
 *   (examples/app/stableStyleIds.ts). Were ids still the order of definition, which changes with
 *   the order the chunks arrive in, an id's kept rules would belong to another component whose
 *   names never match them: rules unused, a miss, never a wrong style.
 *
 * main.tsx imports this module first: its body runs after styled-components' and before any
 * component of the kit or the example is defined.
 */

/** localStorage key of the kept rules. */
export const STYLE_CACHE_KEY = 'styles';

/** Kept rules above this many characters are not kept (fourteen of the example's pages: ~49 k). */
export const STYLE_CACHE_MAX_CHARS = 512 * 1024;

/** One component's kept rules: its class names and their rules, as stylis compiled them. */
export interface KeptGroup {
  names: string[];
  rules: string[];
}

/** What is kept: each component's rules by its id, and the build that compiled them. */
interface KeptStyles {
  /** The build that compiled them (its entry's address, which carries the build's hash). */
  build: string;
  groups: Record<string, KeptGroup>;
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isKeptStyles(value: unknown): value is KeptStyles {
  if (typeof value !== 'object' || value === null) return false;
  const { build, groups } = value as Record<string, unknown>;
  return (
    typeof build === 'string' &&
    typeof groups === 'object' &&
    groups !== null &&
    Object.values(groups).every(
      (group: unknown) =>
        typeof group === 'object' &&
        group !== null &&
        isStrings((group as KeptGroup).names) &&
        isStrings((group as KeptGroup).rules),
    )
  );
}

function forget(storage: KeyValueStorage): void {
  try {
    storage.removeItem(STYLE_CACHE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The rules kept for `build`, by component id; rules kept for another build are forgotten. */
export function readKeptStyles(storage: KeyValueStorage, build: string): Map<string, KeptGroup> {
  let stored: string | null;
  try {
    stored = storage.getItem(STYLE_CACHE_KEY);
  } catch {
    return new Map();
  }
  if (stored === null) return new Map();
  let kept: unknown = null;
  try {
    kept = JSON.parse(stored);
  } catch {
    // Unreadable: forgotten below.
  }
  if (!isKeptStyles(kept) || kept.build !== build) {
    forget(storage);
    return new Map();
  }
  return new Map(Object.entries(kept.groups));
}

/** The parts of styled-components this module works with (its `__PRIVATE__` export). */
export interface Styled {
  StyleSheet: {
    registerId(id: string): number;
    prototype: {
      insertRules(id: string, name: string, rules: string[]): void;
      clearRules(id: string): void;
    };
  };
  mainSheet: {
    registerName(id: string, name: string): void;
  };
}

/** What a visit does with the kept rules, and what it will keep. */
export interface StyleCache {
  /** How many kept rules the components defined so far were given. */
  restored(): number;
  /** Keeps the rules kept before and those compiled since, unless nothing changed. */
  keep(): boolean;
}

/**
 * From now on: gives each component its kept rules as it is defined (styled-components registers
 * each component's id then), and notes every rule compiled (as stylis wrote it: the browser's own
 * serialization of a rule does not always read back the same, e.g. a second transition's delay).
 */
export function startStyleCache(
  styled: Styled,
  storage: KeyValueStorage,
  build: string,
  kept: Map<string, KeptGroup> = readKeptStyles(storage, build),
): StyleCache {
  const { StyleSheet, mainSheet } = styled;
  const unused = new Map(kept);
  // What the next visit gets: everything kept (other pages' rules too) and what is compiled now.
  const groups = new Map(
    [...kept].map(([id, group]) => [id, { names: new Set(group.names), rules: [...group.rules] }]),
  );
  let restored = 0;
  let changed = false;

  const { insertRules: insert, clearRules: clear } = StyleSheet.prototype;
  StyleSheet.prototype.insertRules = function insertRules(id, name, rules) {
    insert.call(this, id, name, rules);
    let group = groups.get(id);
    if (!group) groups.set(id, (group = { names: new Set(), rules: [] }));
    if (group.names.has(name)) return;
    group.names.add(name);
    group.rules.push(...rules);
    changed = true;
  };
  // Emptied in place (the kit's global style is cleared and built again on every visit): its
  // place in the kept record stays, so the same rules make the same record.
  StyleSheet.prototype.clearRules = function clearRules(id) {
    clear.call(this, id);
    const group = groups.get(id);
    if (!group?.names.size) return;
    group.names.clear();
    group.rules.length = 0;
    changed = true;
  };

  const register = StyleSheet.registerId.bind(StyleSheet);
  StyleSheet.registerId = (id: string) => {
    const index = register(id);
    const group = unused.get(id);
    if (group) {
      unused.delete(id);
      const [first, ...others] = group.names;
      if (first !== undefined) {
        insert.call(mainSheet, id, first, group.rules);
        for (const name of others) mainSheet.registerName(id, name);
        restored += group.rules.length;
      }
    }
    return index;
  };

  return {
    restored: () => restored,
    keep() {
      if (!changed) return false;
      changed = false;
      const value = JSON.stringify({
        build,
        groups: Object.fromEntries(
          [...groups]
            .filter(([, group]) => group.names.size > 0)
            .map(([id, group]) => [id, { names: [...group.names], rules: group.rules }]),
        ),
      } satisfies KeptStyles);
      try {
        if (value.length > STYLE_CACHE_MAX_CHARS) {
          forget(storage);
          return false;
        }
        // The global style built again with the same rules: nothing new to write.
        if (storage.getItem(STYLE_CACHE_KEY) === value) return false;
        storage.setItem(STYLE_CACHE_KEY, value);
        return true;
      } catch {
        // A full quota: the next visit compiles its styles, as without a cache.
        forget(storage);
        return false;
      }
    },
  };
}

/**
 * Keeps the rules once the next frame has painted and the browser is idle (call it as the app
 * renders), and again whenever the page is hidden (a tab closed or left, a phone's app
 * switched): by then the visit may have opened other pages and compiled their rules too.
 */
export function keepOnIdleAndHide(win: Window, cache: Pick<StyleCache, 'keep'>): void {
  const keep = () => void cache.keep();
  win.requestAnimationFrame(() =>
    win.setTimeout(() => {
      if (typeof win.requestIdleCallback === 'function')
        win.requestIdleCallback(keep, { timeout: 5000 });
      else keep();
    }),
  );
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') keep();
  });
}

/**
 * This visit's cache, for this build (the entry's address carries the build's content hash): in
 * a production build only (in development styles change with each edit).
 */
const cache: StyleCache | null = import.meta.env.PROD
  ? startStyleCache(__PRIVATE__, defaultStorage(), import.meta.url)
  : null;

/** How many kept rules the components defined so far were given. */
export const restoredRules = (): number => cache?.restored() ?? 0;

/** Keeps this visit's rules (keepOnIdleAndHide); call it as the app renders. */
export function keepThisVisitsStyles(): void {
  if (cache) keepOnIdleAndHide(window, cache);
}
