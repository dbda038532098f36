import type { KeyboardEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { useChromeTranslation } from './strings';
import type { MenuSearchResult } from '../menu/types';
import { EmptyState } from '../../components/EmptyState';

export const ResultsPanel = styled.div`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space[1]});
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-inline-size: 16rem;
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

export const ResultRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  & > a {
    flex: 1;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  & > a:hover,
  & > a:focus-visible {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

export interface SearchResultsProps {
  /** The panel's id (the search box's `aria-controls`). */
  id: string;
  results: MenuSearchResult[];
  /** One result's row content (a link, a star toggle…). */
  renderRow: (result: MenuSearchResult) => ReactNode;
  /** Called on Escape inside the results (the search box takes focus back). */
  onEscape?: () => void;
  /** Empties the search and gives the box focus: 'Clear search' when nothing matches. */
  onClear: () => void;
}

/** Arrow keys move between the results' links and buttons; Escape hands focus back. */
export function moveBetween(event: KeyboardEvent<HTMLElement>, onEscape?: () => void) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('a, button')];
  const index = items.indexOf(event.target as HTMLElement);
  if (event.key === 'ArrowDown') items[Math.min(index + 1, items.length - 1)]?.focus();
  else if (event.key === 'ArrowUp') items[Math.max(index - 1, 0)]?.focus();
  else if (event.key === 'Escape' && onEscape) onEscape();
  else return;
  event.preventDefault();
}

/**
 * The results of a menu or bookmark search (docs/behaviour.md, "Search"): a count announced to
 * screen readers, then the rows; when nothing matches, the kit's empty state with the product's
 * 'Opps!! There are no result found.' and 'Clear search'. One status region holds either, so it
 * speaks on each change of the term.
 */
export function SearchResults({ id, results, renderRow, onEscape, onClear }: SearchResultsProps) {
  const { t } = useChromeTranslation();
  return (
    <ResultsPanel id={id} onKeyDown={(event) => moveBetween(event, onEscape)}>
      <div role="status">
        {results.length ? (
          <p className="sfo-visually-hidden">
            {t('chrome.search.count', { count: results.length })}
          </p>
        ) : (
          <EmptyState
            title={t('chrome.search.noResults')}
            onClearSearch={onClear}
            compact
            announce={false}
          />
        )}
      </div>
      {results.length ? (
        <Rows aria-label={t('chrome.search.label')}>
          {results.map((result) => (
            <ResultRow key={result.key}>{renderRow(result)}</ResultRow>
          ))}
        </Rows>
      ) : null}
    </ResultsPanel>
  );
}
