import { useLocation } from 'react-router-dom';
import { ThankYou } from 'storefront-onboarding/account';
import { AuthShell } from '../AuthShell';
import { RouterLink } from '../RouterLink';

/** After registering: the registered username comes in the navigation's state (for Resend). */
export function ThankYouPage() {
  const { state } = useLocation() as { state: { username?: unknown } | null };
  const username = typeof state?.username === 'string' ? state.username : undefined;
  return (
    <AuthShell>
      <ThankYou loginHref="/auth/login" linkComponent={RouterLink} resendFor={username} />
    </AuthShell>
  );
}
