import { vi } from 'vitest';
import type { BackofficeApi } from '../../../src/api/BackofficeApi';
import { testApi } from '../../../src/testing';

type Account = BackofficeApi['account'];

function notImplemented(name: string) {
  return () => Promise.reject(new Error(`account.${name} not implemented`));
}

/**
 * `testApi` whose account calls are spies (behaviour given per test, else a rejection); every
 * other resource throws when called, so a screen cannot call something it should not.
 */
export function accountApi(overrides: Partial<Account> = {}) {
  const account = {
    signIn: vi.fn<Account['signIn']>(overrides.signIn ?? notImplemented('signIn')),
    register: vi.fn<Account['register']>(overrides.register ?? notImplemented('register')),
    isUsernameTaken: vi.fn<Account['isUsernameTaken']>(
      overrides.isUsernameTaken ?? notImplemented('isUsernameTaken'),
    ),
    activate: vi.fn<Account['activate']>(overrides.activate ?? notImplemented('activate')),
    changePassword: vi.fn<Account['changePassword']>(
      overrides.changePassword ?? notImplemented('changePassword'),
    ),
    resendActivation: vi.fn<Account['resendActivation']>(
      overrides.resendActivation ?? notImplemented('resendActivation'),
    ),
  };
  return { api: testApi({ account }), account };
}
