import { ThankYou } from 'storefront-onboarding/account';
import { AuthShell } from '../AuthShell';
import { RouterLink } from '../RouterLink';

export function ThankYouPage() {
  return (
    <AuthShell>
      <ThankYou loginHref="/auth/login" linkComponent={RouterLink} />
    </AuthShell>
  );
}
