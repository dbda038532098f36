import { useNavigate } from 'react-router-dom';
import { ConnectedChangePassword } from 'storefront-onboarding/account';
import { useSession } from 'storefront-onboarding';
import { AuthShell } from '../AuthShell';
import { nextRouteFor } from '../navigation';

function ChangePasswordPage({ kind }: { kind: 'company' | 'seller' }) {
  const navigate = useNavigate();
  const { store } = useSession();
  return (
    <AuthShell>
      <ConnectedChangePassword
        kind={kind}
        onPasswordChanged={() => {
          const user = store.get()?.user;
          navigate(user ? nextRouteFor(user) : '/auth/login', { replace: true });
        }}
      />
    </AuthShell>
  );
}

export function CompanyChangePasswordPage() {
  return <ChangePasswordPage kind="company" />;
}

export function SellerChangePasswordPage() {
  return <ChangePasswordPage kind="seller" />;
}
