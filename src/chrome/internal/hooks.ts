import { useCallback, useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Calls `onOutside` on a press outside every element of `refs` (docs/behaviour.md, "Chrome": a
 * click outside closes the search results, the bookmark panel and the customizer, but not a click
 * inside them). Listens only while `active`.
 */
export function useClickOutside(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  onOutside: () => void,
  active: boolean,
): void {
  const latest = useRef({ refs, onOutside });
  useEffect(() => {
    latest.current = { refs, onOutside };
  });
  useEffect(() => {
    if (!active) return;
    const handle = (event: PointerEvent) => {
      const target = event.target as Node | null;
      const inside = latest.current.refs.some((ref) => target && ref.current?.contains(target));
      if (!inside) latest.current.onOutside();
    };
    document.addEventListener('pointerdown', handle);
    return () => document.removeEventListener('pointerdown', handle);
  }, [active]);
}

/**
 * Calls `onOutside` when focus moves to an element outside every element of `refs` (Tab,
 * Shift+Tab, a script): a popover never stays open over what has focus next (WCAG 2.4.11,
 * docs/behaviour.md, "Keyboard and screen readers"). Listens only while `active`.
 */
export function useFocusOutside(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  onOutside: () => void,
  active: boolean,
): void {
  const latest = useRef({ refs, onOutside });
  useEffect(() => {
    latest.current = { refs, onOutside };
  });
  useEffect(() => {
    if (!active) return;
    const handle = (event: FocusEvent) => {
      const target = event.target as Node | null;
      if (!target || target === document.body) return;
      const inside = latest.current.refs.some((ref) => ref.current?.contains(target));
      if (!inside) latest.current.onOutside();
    };
    document.addEventListener('focusin', handle);
    return () => document.removeEventListener('focusin', handle);
  }, [active]);
}

/**
 * One `MediaQueryList` per query, read on every render: `matchMedia(query)` parses and evaluates
 * the query each time (about 1 ms a call in a first render on a 2-core machine). Kept per
 * `matchMedia` too, so a replaced one (a test's, a host's polyfill) is asked again.
 */
const mediaLists = new Map<string, { from: Window['matchMedia']; list: MediaQueryList }>();
function mediaList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || !window.matchMedia) return null;
  const kept = mediaLists.get(query);
  if (kept?.from === window.matchMedia) return kept.list;
  const list = window.matchMedia(query);
  mediaLists.set(query, { from: window.matchMedia, list });
  return list;
}

/** Whether a media query matches, following changes (false where `matchMedia` is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}

/** A host's menu title translated with the kit's i18n instance; untranslated text shows as given. */
export function useTitleTranslator(): (title: string) => string {
  const { t } = useTranslation();
  return useCallback((title: string) => t(title, { defaultValue: title }), [t]);
}
