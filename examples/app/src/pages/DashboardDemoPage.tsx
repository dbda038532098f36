import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useBackofficeApi, useSession } from 'storefront-onboarding';
import type { CompanyRecord } from 'storefront-onboarding/api';

const Main = styled.main`
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 60rem;
  margin-inline: auto;
`;
const Panel = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; company: CompanyRecord };

/** /dashboard/demo: the signed-in account and its company, read from the server. */
export function DashboardDemoPage() {
  const { t } = useTranslation('example');
  const api = useBackofficeApi();
  const { session } = useSession();
  const companyId = session?.user.company_po_id;
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (companyId == null) return;
    const controller = new AbortController();
    api.company
      .get(companyId, { signal: controller.signal })
      .then((company) => setLoad({ state: 'ready', company }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', message: error.message });
      });
    return () => controller.abort();
  }, [api, companyId, attempt]);

  if (!session) return null;
  const { user } = session;
  const address = (c: CompanyRecord) =>
    [
      c.addressline1,
      c.addressline2,
      c.street_no,
      c.street_name,
      c.area_name,
      c.region_name,
      c.zip,
      c.stateshort,
    ]
      .filter(Boolean)
      .join(', ');

  return (
    <Main>
      <h1>{t('dashboard.title')}</h1>
      <Panel aria-labelledby="account-title">
        <h2 id="account-title">{t('dashboard.account')}</h2>
        <Facts>
          <dt>{t('dashboard.username')}</dt>
          <dd>{user.username}</dd>
          <dt>{t('dashboard.name')}</dt>
          <dd>{[user.first_name, user.last_name].filter(Boolean).join(' ')}</dd>
          <dt>{t('dashboard.kind')}</dt>
          <dd>{t(`dashboard.kinds.${user.kind}`)}</dd>
        </Facts>
      </Panel>
      <Panel aria-labelledby="company-title" aria-busy={load.state === 'loading'}>
        <h2 id="company-title">{t('dashboard.company')}</h2>
        {load.state === 'loading' && <p role="status">{t('dashboard.loading')}</p>}
        {load.state === 'failed' && (
          <div role="alert">
            <p>{t('dashboard.failed', { message: load.message })}</p>
            <button
              type="button"
              onClick={() => (setLoad({ state: 'loading' }), setAttempt((n) => n + 1))}
            >
              {t('dashboard.retry')}
            </button>
          </div>
        )}
        {load.state === 'ready' && (
          <Facts>
            <dt>{t('dashboard.businessName')}</dt>
            <dd>{load.company.business_name}</dd>
            <dt>{t('dashboard.legalName')}</dt>
            <dd>{load.company.legal_name}</dd>
            <dt>{t('dashboard.subdomain')}</dt>
            <dd>{load.company.business_subdomain}</dd>
            <dt>{t('dashboard.vertical')}</dt>
            <dd>{load.company.business_vertical_name}</dd>
            <dt>{t('dashboard.address')}</dt>
            <dd>{address(load.company)}</dd>
          </Facts>
        )}
      </Panel>
    </Main>
  );
}
