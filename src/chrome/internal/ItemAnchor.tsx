import type { AnchorHTMLAttributes } from 'react';
import type { MenuItem } from '../menu/types';
import type { LinkComponent } from '../ChromeLink';

export interface ItemAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  item: MenuItem;
  link: LinkComponent;
}

/** A menu item as a link: the router's for app paths, a plain anchor (new tab for extTabLink) else. */
export function ItemAnchor({ item, link: Link, children, ...rest }: ItemAnchorProps) {
  if (item.type === 'extLink' || item.type === 'extTabLink') {
    const newTab = item.type === 'extTabLink';
    return (
      <a
        href={item.path}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...rest}
      >
        {children}
      </a>
    );
  }
  return (
    <Link href={item.path ?? '/'} {...rest}>
      {children}
    </Link>
  );
}
