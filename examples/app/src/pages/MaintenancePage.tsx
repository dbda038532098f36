import { useState } from 'react';
import { useBackofficeApi, useTenant } from 'storefront-onboarding';
import { Alert, Button } from 'storefront-onboarding/components';
import { RouterLink } from '../RouterLink';
import { Actions, FullPageFrame } from './FullPageFrame';
import { useStoreT } from './storeKit';

type Check =
  { state: 'idle' } | { state: 'checking' } | { state: 'up' } | { state: 'down'; message: string };

/**
 * `/maintenance` (docs/behaviour.md, "Screens and routes" full layout): the back-office is being worked on. 'Check
 * again' asks the API for the store's profile and says whether it answers.
 */
export function MaintenancePage() {
  const t = useStoreT();
  const api = useBackofficeApi();
  const tenant = useTenant();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const run = async () => {
    setCheck({ state: 'checking' });
    try {
      await api.tenant.resolve(tenant ?? '');
      setCheck({ state: 'up' });
    } catch (error) {
      setCheck({ state: 'down', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <FullPageFrame icon="wrench" tone="warning" title={t('full.maintenance.title')}>
      <p>{t('full.maintenance.text')}</p>
      {check.state === 'up' ? (
        <Alert tone="success">
          <p>{t('full.maintenance.up')}</p>
          <RouterLink href="/dashboard/default">{t('common.dashboard')}</RouterLink>
        </Alert>
      ) : null}
      {check.state === 'down' ? (
        <Alert tone="warning">{t('full.maintenance.down', { message: check.message })}</Alert>
      ) : null}
      <span className="sfo-visually-hidden" role="status">
        {check.state === 'checking' ? t('full.maintenance.checking') : ''}
      </span>
      <Actions>
        <Button type="button" loading={check.state === 'checking'} onClick={() => void run()}>
          {t('full.maintenance.check')}
        </Button>
      </Actions>
    </FullPageFrame>
  );
}
