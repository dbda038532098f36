import { useLocation, useNavigate } from 'react-router-dom';
import { ConnectedRegister } from 'storefront-onboarding/account';
import { AuthShell } from '../AuthShell';
import { RouterLink } from '../RouterLink';

/** `#/auth/Register` registers a company admin; `#/auth/Register?as=seller` a seller of this tenant. */
export function RegisterPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const kind = new URLSearchParams(search).get('as') === 'seller' ? 'seller' : 'company';
  return (
    <AuthShell>
      <ConnectedRegister
        kind={kind}
        loginHref="/auth/login"
        linkComponent={RouterLink}
        onRegistered={() => navigate('/auth/Thankyou')}
      />
    </AuthShell>
  );
}
