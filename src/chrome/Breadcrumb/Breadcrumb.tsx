import { styled } from 'styled-components';
import { useChromeTranslation } from '../internal/strings';
import { Bookmarks, type BookmarksProps } from '../Bookmarks';
import { HomeIcon } from '../icons';
import type { MenuItem } from '../menu/types';
import { PlainLink, type LinkComponent } from '../ChromeLink';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]} 0;
`;

const Trail = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  & h1 {
    font-size: ${({ theme }) => theme.typography.size.xl};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  & li + li::before {
    content: '/';
    padding-inline: ${({ theme }) => theme.space[2]};
  }
  & a {
    display: inline-flex;
    align-items: center;
  }
`;

export interface BreadcrumbProps extends Partial<
  Pick<BookmarksProps, 'bookmarks' | 'onBookmarksChange'>
> {
  /** The section's label (the route's parent, e.g. 'Master'). */
  parent?: string;
  /** The page's label (the route's own, e.g. 'Summary'); shown as the page heading too. */
  title?: string;
  /** The home link. @default '/dashboard/default' */
  homeHref?: string;
  /** The router's link. @default a plain `<a>` */
  linkComponent?: LinkComponent;
  /** The menu, for the bookmark widget; without it no bookmarks are shown. */
  items?: MenuItem[];
}

/**
 * The page's heading and breadcrumb (docs/behaviour.md, "Chrome"): a home link to
 * /dashboard/default, then the parent and page labels the host gives (from its route data), and
 * the bookmark widget.
 *
 * @example
 * <Breadcrumb parent="Master" title="Summary" items={menu} linkComponent={RouterLink} />
 */
export function Breadcrumb({
  parent,
  title,
  homeHref = '/dashboard/default',
  linkComponent: Link = PlainLink,
  items,
  bookmarks,
  onBookmarksChange,
}: BreadcrumbProps) {
  const { t } = useChromeTranslation();
  return (
    <Row>
      <Trail>
        {title ? <h1>{title}</h1> : null}
        <nav aria-label={t('chrome.breadcrumb.label')}>
          <Crumbs>
            <li>
              <Link href={homeHref} aria-label={t('chrome.breadcrumb.home')}>
                <HomeIcon />
              </Link>
            </li>
            {parent ? <li>{parent}</li> : null}
            {title ? <li aria-current="page">{title}</li> : null}
          </Crumbs>
        </nav>
      </Trail>
      {items ? (
        <Bookmarks
          items={items}
          linkComponent={Link}
          bookmarks={bookmarks}
          onBookmarksChange={onBookmarksChange}
        />
      ) : null}
    </Row>
  );
}
