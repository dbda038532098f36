import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { useChromeTranslation } from '../internal/strings';
import { SearchIcon } from '../icons';
import { searchMenu } from '../menu/menuModel';
import type { MenuItem } from '../menu/types';
import { PlainLink, type LinkComponent } from '../ChromeLink';
import { useClickOutside, useFocusOutside, useTitleTranslator } from '../internal/hooks';
import { SearchResults } from '../internal/SearchResults';
import { ItemAnchor } from '../internal/ItemAnchor';

const Root = styled.div`
  position: relative;
  inline-size: 100%;
  max-inline-size: 22rem;
`;

/**
 * The kit's one search field, as the tables' search and every field look: 2.5 rem, the control
 * border, the `sm` corner (not a pill), the focus ring; a glyph first. (Written out rather than
 * taking the fields' shared styles, which the chrome's budget has no room for.)
 */
export const SearchInput = styled.input`
  inline-size: 100%;
  min-block-size: 2.5rem;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: 2.25rem ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.typography.size.md};
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

export const SearchGlyph = styled.span`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[3]};
  inset-block-start: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  color: ${({ theme }) => theme.color.textMuted};
  pointer-events: none;
`;

export interface MenuSearchProps {
  /** The menu to search. */
  items: MenuItem[];
  /** The router's link for results. @default a plain `<a>` */
  linkComponent?: LinkComponent;
  /** Called when a result is followed. */
  onNavigate?: () => void;
  /** Focus the box when this turns true (the mobile search toggle reveals it for typing). @default false */
  focusOnMount?: boolean;
}

/**
 * The header's search box ('Search..'): searches the menu's titles as you type
 * (docs/behaviour.md, "Search") and lists at most 8 links. ↓ moves into the results, Escape
 * clears; a click outside, or focus moving outside, closes the results.
 */
export function MenuSearch({
  items,
  linkComponent: Link = PlainLink,
  onNavigate,
  focusOnMount = false,
}: MenuSearchProps) {
  const { t } = useChromeTranslation();
  const translate = useTitleTranslator();
  const id = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const results = useMemo(() => searchMenu(items, term, translate), [items, term, translate]);
  const shown = open && term.trim() !== '';
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);
  useClickOutside([rootRef], () => setOpen(false), shown);
  useFocusOutside([rootRef], () => setOpen(false), shown);

  const clear = () => {
    setTerm('');
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setTerm('');
    } else if (event.key === 'ArrowDown' && shown) {
      event.preventDefault();
      rootRef.current?.querySelector<HTMLElement>(`[id="${id}-results"] a`)?.focus();
    }
  };

  return (
    <Root ref={rootRef} role="search" aria-label={t('chrome.header.search')}>
      <SearchGlyph>
        <SearchIcon />
      </SearchGlyph>
      <SearchInput
        ref={inputRef}
        type="search"
        value={term}
        placeholder={t('chrome.header.searchPlaceholder')}
        aria-label={t('chrome.header.search')}
        aria-controls={shown ? `${id}-results` : undefined}
        autoComplete="off"
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {shown ? (
        <SearchResults
          id={`${id}-results`}
          results={results}
          onEscape={clear}
          onClear={clear}
          renderRow={({ item, icon }) => (
            <ItemAnchor
              item={item}
              link={Link}
              onClick={() => {
                setTerm('');
                onNavigate?.();
              }}
            >
              {icon}
              <span>{translate(item.title)}</span>
            </ItemAnchor>
          )}
        />
      ) : null}
    </Root>
  );
}
