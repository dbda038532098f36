import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useChromeTranslation } from '../internal/strings';
import { Avatar, initials } from '../ProfilePicture/ProfilePicture';
import { SearchIcon } from '../icons';
import { SearchGlyph, SearchInput } from '../MenuSearch/MenuSearch';
import { PlainLink, type LinkComponent } from '../ChromeLink';
import { EmptyState } from '../../components/EmptyState';
import { searchFriends, type Friend } from './types';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  & h2 {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

const Field = styled.div`
  position: relative;
`;

const People = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
  & a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  & a:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

const Who = styled.span`
  display: grid;
  min-inline-size: 0;
  & small {
    color: ${({ theme }) => theme.color.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Dot = styled.span<{ $status: NonNullable<Friend['status']> }>`
  position: relative;
  & > span:first-child::after {
    content: '';
    position: absolute;
    inset-block-end: 0;
    inset-inline-end: 0;
    inline-size: 0.7rem;
    block-size: 0.7rem;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.color.surface};
    background: ${({ $status }) =>
      $status === 'online' ? '#2e7d32' : $status === 'busy' ? '#ef6c00' : '#8a8f9c'};
  }
`;

export interface FriendListProps {
  /** The people (docs/behaviour.md, "Screens and routes"): those with `authenticate === 1` are not shown. */
  friends: Friend[];
  /** Where a person links to. @default '/chat/' */
  chatHref?: string;
  /** The router's link. @default a plain `<a>` */
  linkComponent?: LinkComponent;
  /** Called when a person is chosen (before the link is followed). */
  onSelect?: (friend: Friend) => void;
}

/**
 * The right sidebar's friend list (docs/behaviour.md, "Chrome"): each person links to /chat/;
 * a search by name (empty restores the list) shows 'Sorry, We didn't find any results matching
 * this search' with 'Clear search' when nobody matches; a list with nobody in it says so ('No
 * friends yet'). Both are the kit's `EmptyState`.
 */
export function FriendList({
  friends,
  chatHref = '/chat/',
  linkComponent: Link = PlainLink,
  onSelect,
}: FriendListProps) {
  const { t } = useChromeTranslation();
  const [term, setTerm] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const shown = searchFriends(friends, term);
  return (
    <Root>
      <h2>{t('chrome.friends.label')}</h2>
      <Field role="search" aria-label={t('chrome.friends.search')}>
        <SearchGlyph>
          <SearchIcon />
        </SearchGlyph>
        <SearchInput
          ref={searchRef}
          type="search"
          value={term}
          placeholder={t('chrome.friends.searchPlaceholder')}
          aria-label={t('chrome.friends.search')}
          autoComplete="off"
          onChange={(event) => setTerm(event.target.value)}
        />
      </Field>
      {shown.length ? (
        <People>
          {shown.map((friend) => {
            const status = friend.status ?? 'offline';
            return (
              <li key={friend.id}>
                <Link href={chatHref} onClick={() => onSelect?.(friend)}>
                  <Dot $status={status}>
                    <Avatar $size={2.5} aria-hidden="true">
                      {friend.image ? <img src={friend.image} alt="" /> : initials(friend.name)}
                    </Avatar>
                  </Dot>
                  <Who>
                    <span dir="auto">{friend.name}</span>
                    <small>
                      {t(`chrome.friends.status.${status}`)}
                      {friend.note ? (
                        <>
                          {' · '}
                          <bdi dir="auto">{friend.note}</bdi>
                        </>
                      ) : null}
                    </small>
                  </Who>
                </Link>
              </li>
            );
          })}
        </People>
      ) : !term.trim() ? (
        <EmptyState title={t('chrome.friends.empty')} compact />
      ) : (
        // A search that found nobody: the kit's one empty state, with its way back.
        <EmptyState
          title={t('chrome.friends.noResults')}
          onClearSearch={() => {
            setTerm('');
            searchRef.current?.focus();
          }}
          compact
        />
      )}
    </Root>
  );
}
