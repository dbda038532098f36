import { useNavigate } from 'react-router-dom';
import { ConnectedChangePassword } from 'storefront-onboarding/account';
import { useSession } from 'storefront-onboarding';
import { AuthShell } from '../AuthShell';
import { nextRouteFor } from '../navigation';

function ChangePasswordPage({ variant }: { variant: 'company' | 'seller' }) {
  const navigate = useNavigate();
  const { store } = useSession();
  return (
    <AuthShell>
      <ConnectedChangePassword
        variant={variant}
        onPasswordChanged={() => {
          const user = store.get()?.user;
          navigate(user ? nextRouteFor(user) : '/auth/login', { replace: true });
        }}
      />
    </AuthShell>
  );
}

export function CompanyChangePasswordPage() {
  return <ChangePasswordPage variant="company" />;
}

export function SellerChangePasswordPage() {
  return <ChangePasswordPage variant="seller" />;
}
