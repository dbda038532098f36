import type { ComponentType, ReactNode } from 'react';

/** What an injected link component receives (router-agnostic, like the chrome's links). */
export interface AccountLinkProps {
  /** Where the link goes, e.g. '#/auth/login'. */
  href: string;
  /** Class for styling. */
  className?: string;
  /** The link's content. */
  children?: ReactNode;
}

/** A router's link adapted to `{ href, className, children }`; a plain `<a>` is used without one. */
export type AccountLinkComponent = ComponentType<AccountLinkProps>;

/** Renders the injected link component, or an `<a>`. */
export function AccountLink({
  component: LinkComponent,
  href,
  className,
  children,
}: AccountLinkProps & { component?: AccountLinkComponent }) {
  if (LinkComponent) {
    return (
      <LinkComponent href={href} className={className}>
        {children}
      </LinkComponent>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
