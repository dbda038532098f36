import type { SignInRecord } from 'storefront-onboarding/api';

/**
 * Where an account goes after signing in (docs/behaviour.md §2): change the password first, then the wizard
 * of its kind. The company flow's change-password leads to step 2 (docs/behaviour.md §2), the seller's to step 1.
 */
export function nextRouteFor(user: Pick<SignInRecord, 'kind' | 'pw_changed'>): string {
  if (!user.pw_changed)
    return user.kind === 'seller' ? '/auth/ChangePasswordSeller' : '/auth/ChangePassword';
  return user.kind === 'seller' ? '/auth/SignupProcessSeller?val=1' : '/auth/SignupProcess?val=2';
}

/** Only same-app paths may be returned to (no open redirect through `returnTo`). */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/auth/'))
    return null;
  return value;
}
