import { useId, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useChromeTranslation } from '../internal/strings';
import { IconButton } from '../../components/common/IconButton';
import { CloseIcon } from '../../components/common/icons';
import { StarIcon } from '../icons';
import { flattenMenu, searchMenu } from '../menu/menuModel';
import type { MenuItem } from '../menu/types';
import { PlainLink, type LinkComponent } from '../ChromeLink';
import { useClickOutside, useFocusOutside, useTitleTranslator } from '../internal/hooks';
import { ItemAnchor } from '../internal/ItemAnchor';
import { SearchResults } from '../internal/SearchResults';
import { SearchGlyph, SearchInput } from '../MenuSearch/MenuSearch';
import { SearchIcon } from '../icons';
import { useBookmarks } from './useBookmarks';
import { EmptyState } from '../../components/EmptyState';

const Root = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const Quick = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  margin: 0;
  padding: 0;
  & a {
    display: inline-grid;
    place-items: center;
    inline-size: 2.25rem;
    block-size: 2.25rem;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.color.primaryText};
    font-size: 1.125rem;
  }
  & a:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

const StarButton = styled(IconButton)<{ $on?: boolean }>`
  color: ${({ $on, theme }) => ($on ? theme.color.warning : theme.color.textMuted)};
  & svg {
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
  }
`;

const Panel = styled.div`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space[2]});
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  inline-size: min(20rem, 90vw);
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-block-end: ${({ theme }) => theme.space[2]};
  & h2 {
    font-size: ${({ theme }) => theme.typography.size.md};
  }
`;

const Field = styled.div`
  position: relative;
`;

const Results = styled.div`
  position: relative;
  min-block-size: 0.5rem;
  & > div {
    position: static;
    margin-block-start: ${({ theme }) => theme.space[2]};
    box-shadow: none;
  }
`;

export interface BookmarksProps {
  /** The menu to bookmark from. */
  items: MenuItem[];
  /** The router's link. @default a plain `<a>` */
  linkComponent?: LinkComponent;
  /** The bookmarked paths (controlled); by default they live in the settings store. */
  bookmarks?: string[];
  /** Called with the new list when a star is toggled. */
  onBookmarksChange?: (bookmarks: string[]) => void;
}

/**
 * The bookmark widget (docs/behaviour.md, "Chrome"): starred quick links as icons, and a panel
 * whose search (the menu's rules, docs/behaviour.md, "Validation") lists items with a star that adds or
 * removes the bookmark. Kept in the settings store by default, so they survive a reload. A click
 * outside, focus moving outside or Escape closes the panel.
 */
export function Bookmarks({
  items,
  linkComponent: Link = PlainLink,
  bookmarks,
  onBookmarksChange,
}: BookmarksProps) {
  const { t } = useChromeTranslation();
  const translate = useTitleTranslator();
  const id = useId();
  const [list, toggle] = useBookmarks(bookmarks, onBookmarksChange);
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useClickOutside([rootRef], () => setOpen(false), open);
  // The panel covers the page below it: it closes once focus is neither in it nor on its button.
  useFocusOutside([panelRef, opener], () => setOpen(false), open);

  const all = useMemo(() => flattenMenu(items), [items]);
  const quick = list
    .map((path) => all.find((entry) => entry.item.path === path))
    .filter((entry) => entry !== undefined);
  const results = useMemo(() => searchMenu(items, term, translate), [items, term, translate]);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  return (
    // Escape closes the panel from its button too (focus stays on the button when it opens).
    <Root
      ref={rootRef}
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
    >
      <Quick aria-label={t('chrome.bookmarks.label')}>
        {quick.map(({ item, key, icon }) => (
          <li key={key}>
            <ItemAnchor item={item} link={Link} aria-label={translate(item.title)}>
              {icon ?? <StarIcon />}
            </ItemAnchor>
          </li>
        ))}
      </Quick>
      <StarButton
        ref={opener}
        type="button"
        $on={open}
        aria-label={t('chrome.bookmarks.open')}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
      >
        <StarIcon />
      </StarButton>
      {open ? (
        <Panel ref={panelRef} id={`${id}-panel`} role="group" aria-labelledby={`${id}-title`}>
          <PanelHead>
            <h2 id={`${id}-title`}>{t('chrome.bookmarks.title')}</h2>
            <IconButton type="button" aria-label={t('chrome.bookmarks.close')} onClick={close}>
              <CloseIcon />
            </IconButton>
          </PanelHead>
          <Field>
            <SearchGlyph>
              <SearchIcon />
            </SearchGlyph>
            <SearchInput
              ref={searchRef}
              type="search"
              value={term}
              placeholder={t('chrome.header.searchPlaceholder')}
              aria-label={t('chrome.bookmarks.search')}
              autoComplete="off"
              onChange={(event) => setTerm(event.target.value)}
            />
          </Field>
          {term.trim() ? (
            <Results>
              <SearchResults
                id={`${id}-results`}
                results={results}
                onClear={() => {
                  setTerm('');
                  searchRef.current?.focus();
                }}
                renderRow={({ item, icon }) => {
                  const on = !!item.path && list.includes(item.path);
                  const title = translate(item.title);
                  return (
                    <>
                      <ItemAnchor item={item} link={Link} onClick={() => setOpen(false)}>
                        {icon}
                        <span>{title}</span>
                      </ItemAnchor>
                      {item.path ? (
                        <StarButton
                          type="button"
                          $on={on}
                          aria-pressed={on}
                          aria-label={t('chrome.bookmarks.toggle', { title })}
                          onClick={() => toggle(item.path!)}
                        >
                          <StarIcon />
                        </StarButton>
                      ) : null}
                    </>
                  );
                }}
              />
            </Results>
          ) : quick.length ? null : (
            <EmptyState
              title={t('chrome.bookmarks.empty')}
              description={t('chrome.bookmarks.emptyHint')}
              icon={<StarIcon />}
            />
          )}
        </Panel>
      ) : null}
    </Root>
  );
}
