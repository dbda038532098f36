import { createContext, useContext, type ReactNode } from 'react';
import type { AccountLinkProps } from '../../account';
import type { Emit } from '../flows';
import type { KitDestination } from '../types';

interface Navigation {
  emit: Emit;
  /** Where each of the screen's links leads, by its href. */
  destinations: Readonly<Record<string, KitDestination>>;
}

const NavigationContext = createContext<Navigation | null>(null);

/** The links of an element's screen, with where each leads. */
export function ElementNavigation({
  children,
  ...navigation
}: Navigation & { children: ReactNode }) {
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

/**
 * The account screens' link inside an element: pressing it sends `navigate` (to the link's
 * destination) first; a host that routes itself calls `preventDefault()` and the browser stays.
 */
export function ElementLink({ href, className, children }: AccountLinkProps) {
  const navigation = useContext(NavigationContext);
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        const to = navigation?.destinations[href];
        if (to && !navigation.emit('navigate', { to, href }, true)) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
