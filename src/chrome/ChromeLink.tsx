import type { AnchorHTMLAttributes, ComponentType } from 'react';

/**
 * The link the chrome renders for app paths: the host passes its router's link (react-router's
 * `Link` wrapped to take `href`), so the chrome works with any router. Defaults to `<a>`.
 */
export type LinkComponent = ComponentType<
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>;

/** The `<a>` used when the host passes no `linkComponent`. */
export function PlainLink({
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props}>{children}</a>;
}
