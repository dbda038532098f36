import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { InboxIcon } from '../common/icons';

const Root = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};

  & > svg {
    inline-size: 2.5rem;
    block-size: 2.5rem;
    margin-block-end: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.primaryText};
  }
  & > p {
    margin: 0;
    max-inline-size: 32rem;
  }
  & > p:first-of-type {
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.typography.size.md};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
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
  /** The action that fills the list, e.g. a Button 'Add your first banner'. */
  action?: ReactNode;
  /** A decorative mark above the title (hidden from assistive tech). @default an empty tray */
  icon?: ReactNode;
  /** `status` when the state appears in place of content the user was looking at (a search). */
  role?: 'status';
  /** For tests that look for the state. */
  'data-testid'?: string;
  className?: string;
}

/**
 * What a list shows when it has nothing in it: a mark, a title, an optional description and the
 * action that fills it. Loading is a `Skeleton`, a failure an `Alert` with Retry — never this.
 *
 * @example
 * <EmptyState
 *   title="No banners yet"
 *   action={<Button onClick={openModal}>Add your first banner</Button>}
 * />
 */
export function EmptyState({
  title,
  description,
  action,
  icon,
  role,
  className,
  'data-testid': testId,
}: EmptyStateProps) {
  return (
    <Root role={role} className={className} data-testid={testId} data-part="empty-state">
      {icon ?? <InboxIcon />}
      <p>{title}</p>
      {description ? <p>{description}</p> : null}
      {action ? <div>{action}</div> : null}
    </Root>
  );
}
