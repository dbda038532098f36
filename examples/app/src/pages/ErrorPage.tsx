import { useNavigate } from 'react-router-dom';
import { Button } from 'storefront-onboarding/components';
import { Actions, FullPageFrame } from './FullPageFrame';
import { useStoreT } from './storeKit';

export interface ErrorPageProps {
  /** What failed (a route's error); its message is shown as a detail. */
  error?: unknown;
  /** Shown as 'Try again'; without it the page offers 'Go back'. */
  onRetry?: () => void;
  /** 1 on the full layout, 2 inside the chrome (under the breadcrumb's heading). @default 1 */
  level?: 1 | 2;
}

function messageOf(error: unknown): string | null {
  if (error instanceof Error) return error.message || null;
  return typeof error === 'string' && error ? error : null;
}

/**
 * The error page (docs/behaviour.md, "Screens and routes" full layout `error`), also what a signed-in route shows
 * when its page throws or its chunk cannot be loaded: what happened, a retry, the way back.
 */
export function ErrorPage({ error, onRetry, level = 1 }: ErrorPageProps) {
  const t = useStoreT();
  const navigate = useNavigate();
  const message = messageOf(error);
  return (
    <FullPageFrame icon="error" tone="danger" title={t('full.error.title')} level={level}>
      <p role={onRetry ? 'alert' : undefined}>{t('full.error.text')}</p>
      {message ? <p>{t('full.error.details', { message })}</p> : null}
      <Actions>
        {onRetry ? (
          <Button type="button" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : (
          <Button type="button" variant="secondary" onClick={() => navigate(-1)}>
            {t('full.error.back')}
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={() => navigate('/dashboard/default')}>
          {t('common.dashboard')}
        </Button>
      </Actions>
    </FullPageFrame>
  );
}
