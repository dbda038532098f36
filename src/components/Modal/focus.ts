import { useEffect, useReducer, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements inside `root` that Tab reaches, in document order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]'),
  );
}

/**
 * The focused element, inside shadow roots too: in a custom element (storefront-onboarding/
 * elements) `document.activeElement` is the element itself, not the field inside it.
 */
export function deepActiveElement(): Element | null {
  let active = typeof document === 'undefined' ? null : document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Stops the page behind a dialog from scrolling; nested dialogs share one lock. */
export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the layout still when the scrollbar disappears.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}

/** Open dialogs, innermost last: only the top one traps focus. */
export const dialogStack: HTMLElement[] = [];

/**
 * Focus for after a dialog closes on an answer that removed its opener (a row's Remove button):
 * `focusAfterClose()`, called with the state change that closes the dialog, focuses `ref` in an
 * effect of that commit. React runs the closing dialog's cleanup (which gives focus back to its
 * opener) before that effect, whatever the machine's speed; a timer or an animation frame could
 * run first and have its focus taken back, then lost to the page when the row went.
 */
export function useFocusAfterClose(ref: RefObject<HTMLElement | null>): () => void {
  const [closes, focusAfterClose] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (closes) ref.current?.focus();
  }, [closes, ref]);
  return focusAfterClose;
}
