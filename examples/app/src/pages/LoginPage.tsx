import { useLocation, useNavigate } from 'react-router-dom';
import { ConnectedSignIn } from 'storefront-onboarding/account';
import { AuthShell } from '../AuthShell';
import { RouterLink } from '../RouterLink';
import { nextRouteFor, safeReturnPath } from '../navigation';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AuthShell>
      <ConnectedSignIn
        search={location.search}
        registerHref="/auth/Register"
        sellerRegisterHref="/auth/Register?as=seller"
        loginHref="/auth/login"
        linkComponent={RouterLink}
        onSignedIn={(user) => {
          const back = safeReturnPath(new URLSearchParams(location.search).get('returnTo'));
          navigate(user.pw_changed && back ? back : nextRouteFor(user), { replace: true });
        }}
      />
    </AuthShell>
  );
}
