import { useCallback, useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Calls `onOutside` on a press outside every element of `refs` (docs/behaviour.md §2 "Chrome": a
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
 * docs/behaviour.md §10). Listens only while `active`.
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

/** Whether a media query matches, following changes (false where `matchMedia` is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const get = () =>
    typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, get, () => false);
}

/** A host's menu title translated with the kit's i18n instance; untranslated text shows as given. */
export function useTitleTranslator(): (title: string) => string {
  const { t } = useTranslation();
  return useCallback((title: string) => t(title, { defaultValue: title }), [t]);
}
