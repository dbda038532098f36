import { useLocation, useNavigate } from 'react-router-dom';
import { ConnectedRegister } from 'storefront-onboarding/account';
import { AuthShell } from '../AuthShell';
import { RouterLink } from '../RouterLink';

/**
 * `#/auth/Register` registers a company admin; `#/auth/Register?as=seller` a seller of this tenant;
 * `#/auth/Register?invitation=…` (an administrator's mailed link) another company admin.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const kind = query.get('as') === 'seller' ? 'seller' : 'company';
  const invitation = (kind === 'company' && query.get('invitation')) || undefined;
  return (
    <AuthShell>
      <ConnectedRegister
        // A new form for the other kind (the seller link under a refusal), not the refused one.
        key={kind}
        kind={kind}
        invitation={invitation}
        loginHref="/auth/login"
        sellerRegisterHref="/auth/Register?as=seller"
        linkComponent={RouterLink}
        // The thank-you screen offers to resend the activation mail to this username.
        onRegistered={(result) =>
          navigate('/auth/Thankyou', { state: { username: result.username } })
        }
      />
    </AuthShell>
  );
}
