import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { i18n } from './services';

/**
 * The routes outside the chrome and their title keys (`example:titles.*`); the wizards' pages name
 * their step themselves (pages/WizardPage.tsx).
 */
const TITLES: Record<string, string> = {
  '/auth/login': 'signIn',
  '/auth/Register': 'register',
  '/auth/Thankyou': 'thankYou',
  '/auth/ChangePassword': 'changePassword',
  '/auth/ChangePasswordSeller': 'changePassword',
  '/error': 'error',
  '/authentication': 'authentication',
  '/comingsoon': 'comingSoon',
  '/maintenance': 'maintenance',
};

/**
 * Sets the document's title to '{page} – Storefront back-office' (translated), following the
 * language. `page` undefined leaves the title to another part of the page.
 */
export function usePageTitle(page: string | undefined): void {
  useEffect(() => {
    if (page === undefined) return;
    document.title = i18n.t('example:titleFormat', { page, app: i18n.t('example:appName') });
  });
}

/** How long a new page may take to show its heading (its code and data arrive first). */
const HEADING_WAIT_MS = 10_000;

/**
 * After a page change (not the first load), moves focus to the new page's h1 once it is shown, as
 * the wizard does for its steps: a keyboard or screen-reader user continues at the top of the new
 * page and hears its name. Focus the reader has moved meanwhile is left alone.
 */
function useFocusNewPage(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const from = document.activeElement;
    const untouched = () => {
      const active = document.activeElement;
      return !active || active === document.body || active === from || !active.isConnected;
    };
    const tryFocus = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      if (untouched()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
      return true;
    };
    if (tryFocus()) return undefined;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}

/**
 * The page's title and focus on every route change (docs/behaviour.md, "Keyboard and screen readers"): a title per route
 * (the chrome's pages set theirs from the menu), and focus on the new page's h1.
 */
export function PageFocus() {
  const { pathname } = useLocation();
  const { t } = useTranslation('example');
  const key = TITLES[pathname];
  usePageTitle(key ? t(`titles.${key}`) : undefined);
  useFocusNewPage(pathname);
  return null;
}
