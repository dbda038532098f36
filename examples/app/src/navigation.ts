import type { SignInRecord } from 'storefront-onboarding/api';

/**
 * Where an account goes after signing in (docs/behaviour.md, "Screens and routes" and "States and transitions" "Returning users"): change the
 * password first, then the wizard of its kind without `val`: the wizard reads the account's facts
 * from the server and opens at its resume step, or, the onboarding being complete, goes on to
 * /dashboard/demo. A returning seller is never sent back to step 1.
 */
export function nextRouteFor(user: Pick<SignInRecord, 'kind' | 'pw_changed'>): string {
  if (!user.pw_changed)
    return user.kind === 'seller' ? '/auth/ChangePasswordSeller' : '/auth/ChangePassword';
  return user.kind === 'seller' ? '/auth/SignupProcessSeller' : '/auth/SignupProcess';
}

/** Only same-app paths may be returned to (no open redirect through `returnTo`). */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/auth/'))
    return null;
  return value;
}
