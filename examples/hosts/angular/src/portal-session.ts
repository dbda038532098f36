import { signal } from '@angular/core';
import type { SignInRecord } from 'storefront-onboarding/elements';

const KEY = 'portal-user';

/**
 * The portal's own sign-on, as a single sign-on library would keep it: the user in this tab's
 * storage, its token read at each call (`getAccessToken`), so a renewed or revoked token is seen
 * at once.
 */
export class PortalSession {
  readonly user = signal<SignInRecord | null>(read());

  /** Handed to the elements as their `getAccessToken` property. */
  readonly token = (): string | null => read()?.access_token ?? null;

  signIn(user: SignInRecord): void {
    sessionStorage.setItem(KEY, JSON.stringify(user));
    this.user.set(user);
  }

  signOut(): void {
    sessionStorage.removeItem(KEY);
    this.user.set(null);
  }
}

function read(): SignInRecord | null {
  const stored = sessionStorage.getItem(KEY);
  return stored ? (JSON.parse(stored) as SignInRecord) : null;
}
