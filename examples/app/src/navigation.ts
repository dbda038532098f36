import type { SignInRecord } from 'storefront-onboarding/api';

/**
 * Where an account goes after signing in (docs/behaviour.md §2): change the password first, then the wizard
 * of its kind. The company wizard opens without `val`, at its resume step (step 2 for a new account; a
 * finished onboarding goes on to /dashboard/demo); the seller's at step 1.
 */
export function nextRouteFor(user: Pick<SignInRecord, 'kind' | 'pw_changed'>): string {
  if (!user.pw_changed)
    return user.kind === 'seller' ? '/auth/ChangePasswordSeller' : '/auth/ChangePassword';
  return user.kind === 'seller' ? '/auth/SignupProcessSeller?val=1' : '/auth/SignupProcess';
}

/** Only same-app paths may be returned to (no open redirect through `returnTo`). */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/auth/'))
    return null;
  return value;
}
