import type { ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import { Button } from '../Button';
import { InboxIcon, SearchOffIcon } from '../common/icons';

const Root = styled.div<{ $compact: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme, $compact }) =>
    $compact ? `${theme.space[3]} ${theme.space[2]}` : `${theme.space[5]} ${theme.space[4]}`};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};

  & > svg {
    inline-size: ${({ $compact }) => ($compact ? '1.5rem' : '2.5rem')};
    block-size: ${({ $compact }) => ($compact ? '1.5rem' : '2.5rem')};
    margin-block-end: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.primaryText};
  }
  & > p {
    margin: 0;
    max-inline-size: 32rem;
  }
  & > p:first-of-type {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    ${({ theme, $compact }) => css`
      font-size: ${$compact ? theme.typography.size.sm : theme.typography.size.md};
    `}
  }
  & > div {
    margin-block-start: ${({ theme }) => theme.space[2]};
  }
`;

export interface EmptyStateProps {
  /** What is empty, in words about the list ('No banners yet'). */
  title: ReactNode;
  /** A sentence on what the list is for or how it fills. */
  description?: ReactNode;
  /** The action that fills the list, e.g. a secondary Button 'Add your first banner'. */
  action?: ReactNode;
  /**
   * A search found nothing: the state shows the search mark, is announced politely, and offers
   * 'Clear search' (translated), which calls this. An `action` given as well replaces that button.
   */
  onClearSearch?: () => void;
  /** A decorative mark above the title (hidden from assistive tech). @default an empty tray; a search's mark with `onClearSearch` */
  icon?: ReactNode;
  /** Smaller mark and spacing, for a dropdown or a side panel. @default false */
  compact?: boolean;
  /**
   * Whether the state is announced politely (`role="status"`): for a state that appears in place
   * of content the reader was looking at (a search). False inside a status region of the
   * caller's own. @default true with `onClearSearch`, else false
   */
  announce?: boolean;
  /** For tests that look for the state. */
  'data-testid'?: string;
  className?: string;
}

/**
 * What a list shows when it has nothing in it: a mark, a title, an optional description and the
 * action that fills it; for a search that matched nothing, the way back (`onClearSearch`).
 * Loading is a `Skeleton`, a failure an `Alert` with Retry — never this.
 *
 * @example
 * <EmptyState
 *   title="No banners yet"
 *   action={<Button variant="secondary" onClick={openModal}>Add your first banner</Button>}
 * />
 * <EmptyState title="No matching records found" onClearSearch={() => setTerm('')} />
 */
export function EmptyState({
  title,
  description,
  action,
  onClearSearch,
  icon,
  compact = false,
  announce,
  className,
  'data-testid': testId,
}: EmptyStateProps) {
  const { t } = useKitTranslation();
  const search = onClearSearch !== undefined;
  const shownAction =
    action ??
    (search ? (
      <Button variant="secondary" size={compact ? 'sm' : 'md'} onClick={onClearSearch}>
        {t('fields.clearSearch')}
      </Button>
    ) : null);
  return (
    <Root
      role={(announce ?? search) ? 'status' : undefined}
      className={className}
      data-testid={testId}
      data-part="empty-state"
      $compact={compact}
    >
      {icon ?? (search ? <SearchOffIcon /> : <InboxIcon />)}
      <p>{title}</p>
      {description ? <p>{description}</p> : null}
      {shownAction ? <div>{shownAction}</div> : null}
    </Root>
  );
}
