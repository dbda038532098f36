import { useNavigate } from 'react-router-dom';
import { useSession, useSignOut } from 'storefront-onboarding';
import { Button } from 'storefront-onboarding/components';
import { Actions, FullPageFrame } from './FullPageFrame';
import { useStoreT } from './storeKit';

/**
 * `/authentication` (docs/behaviour.md, "Screens and routes" full layout): who is signed in, with the ways on — the
 * back-office, a password change for this kind of account, or signing out.
 */
export function AuthenticationPage() {
  const t = useStoreT();
  const navigate = useNavigate();
  const { session } = useSession();
  const signOut = useSignOut();
  const user = session?.user;
  if (!user) return null;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
  return (
    <FullPageFrame icon="lock" tone="success" title={t('full.authentication.title')}>
      <p>{t('full.authentication.signedIn', { name, username: user.username })}</p>
      <p>{t(`full.authentication.kind.${user.kind}`)}</p>
      <Actions>
        <Button type="button" onClick={() => navigate('/dashboard/default')}>
          {t('full.authentication.continue')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            navigate(user.kind === 'seller' ? '/auth/ChangePasswordSeller' : '/auth/ChangePassword')
          }
        >
          {t('full.authentication.password')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            signOut();
            navigate('/auth/login', { replace: true });
          }}
        >
          {t('full.authentication.signOut')}
        </Button>
      </Actions>
    </FullPageFrame>
  );
}
