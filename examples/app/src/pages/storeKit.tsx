import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useSession } from 'storefront-onboarding';
import { Alert, Button, Skeleton as KitSkeleton } from 'storefront-onboarding/components';
import { registerStoreStrings, STORE_NS } from './storeStrings';

registerStoreStrings();

/** `t` of the store pages' namespace. */
export function useStoreT() {
  return useTranslation(STORE_NS).t;
}

/** The signed-in account's company (its store), or null for an account without one. */
export function useCompanyId(): number | null {
  const { session } = useSession();
  return session?.user.company_po_id ?? null;
}

/** A content page's column: its header, then its panels, as wide as the content area allows. */
export const PageColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 72rem;
  min-inline-size: 0;
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    max-inline-size: 48rem;
  }
`;

/** A content page's heading (level 2: the breadcrumb holds the level 1) and its introduction. */
export function PageHeader({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Header>
      <h2 id={id}>{title}</h2>
      {children ? <p>{children}</p> : null}
    </Header>
  );
}

/** A raised panel of a content page. */
export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

/** The shape of a panel while its data loads, announced once as `label`. */
export function Skeleton({ label, lines = 5 }: { label: string; lines?: number }) {
  return <KitSkeleton label={label} lines={lines} data-testid="page-skeleton" />;
}

/** A load that failed: what happened, and a Retry. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useStoreT();
  return (
    <Alert tone="danger">
      <p>{message}</p>
      <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
