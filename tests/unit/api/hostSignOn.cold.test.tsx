import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  BackofficeProvider,
  useBackofficeApi,
  useSession,
} from '../../../src/api/BackofficeProvider';
import type { HttpApiConfig } from '../../../src/api/http';
import { assertReactVersion } from '../../../src/api/reactVersion';
import { endsSession, watchSessionEnd } from '../../../src/api/sessionEnd';
import { ApiError } from '../../../src/kernel/errors';
import type { SignInRecord } from '../../../src/api/types';
import { testApi } from '../../../src/testing';

// The HTTP adapter the provider makes for `apiBase`: the config it was made with is what the test
// looks at (the wire itself is tests/node/http's).
const made: HttpApiConfig[] = [];
vi.mock('../../../src/api/http/createHttpApi', () => ({
  createHttpApi: (config: HttpApiConfig) => {
    made.push(config);
    return testApi({ level1: { list: async () => [] } });
  },
}));

const user = (token: string): SignInRecord => ({
  user_id: 7,
  username: 'owner@acme.example.com',
  first_name: 'Rahul',
  last_name: 'Verma',
  kind: 'company',
  pw_changed: true,
  company_po_id: 1,
  access_token: token,
});

describe('the host’s own sign-on (BackofficeProvider user, getAccessToken, apiBase)', () => {
  it('keeps the host’s user as the session, in memory: nothing is written to storage', () => {
    localStorage.clear();
    let me: SignInRecord | null = user('t-1');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BackofficeProvider tenant="acme" user={me}>
        {children}
      </BackofficeProvider>
    );
    const { result, rerender } = renderHook(() => useSession(), { wrapper });
    expect(result.current.session?.user).toMatchObject({ user_id: 7, access_token: 't-1' });
    expect(localStorage.length).toBe(0);
    const first = result.current.store;
    // The same user again (a new object each render) is the same session…
    me = user('t-1');
    rerender();
    expect(result.current.store).toBe(first);
    // …a new token is a new one; null signs out.
    me = user('t-2');
    rerender();
    expect(result.current.session?.user.access_token).toBe('t-2');
    me = null;
    rerender();
    expect(result.current.session).toBeNull();
  });

  it('apiBase: makes the HTTP adapter on the first call, with the host’s latest token getter', async () => {
    made.length = 0;
    let getAccessToken = () => 'portal-A';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BackofficeProvider apiBase="/portal-api" tenant="acme" getAccessToken={getAccessToken}>
        {children}
      </BackofficeProvider>
    );
    const { result, rerender } = renderHook(() => useBackofficeApi(), { wrapper });
    expect(made).toHaveLength(0);
    await result.current.level1.list(1);
    expect(made).toHaveLength(1);
    expect(made[0]!.baseURL).toBe('/portal-api');
    expect(await made[0]!.getAccessToken!()).toBe('portal-A');
    getAccessToken = () => 'portal-B';
    rerender();
    await waitFor(async () => expect(await made[0]!.getAccessToken!()).toBe('portal-B'));
  });

  it('apiBase without a token getter sends the session’s token', async () => {
    made.length = 0;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BackofficeProvider apiBase="/api" tenant="acme" user={user('from-sso')}>
        {children}
      </BackofficeProvider>
    );
    const { result } = renderHook(() => useBackofficeApi(), { wrapper });
    await result.current.level1.list(1);
    expect(await made[0]!.getAccessToken!()).toBe('from-sso');
  });
});

describe('what ends a session', () => {
  it('signing a token out is not watched: its 401 ends nothing more', async () => {
    const onEnded = vi.fn();
    const refused = new ApiError('x', { kind: 'rejected', status: 401, code: 'invalid-token' });
    const api = testApi({
      account: { signOut: async () => Promise.reject(refused) },
      company: { get: async () => Promise.reject(refused) },
    });
    const watched = watchSessionEnd(api, onEnded);
    await expect(watched.account.signOut('old')).rejects.toBe(refused);
    expect(onEnded).not.toHaveBeenCalled();
    await expect(watched.company.get(1)).rejects.toBe(refused);
    expect(onEnded).toHaveBeenCalledWith(refused);
  });

  it('a 401, but not a refused sign-in or a wrong API key', () => {
    const refusal = (code?: string, status = 401) =>
      new ApiError('x', { kind: 'rejected', status, ...(code ? { code } : {}) });
    expect(endsSession(refusal('invalid-token'))).toBe(true);
    expect(endsSession(refusal('authentication-required'))).toBe(true);
    expect(endsSession(refusal())).toBe(true);
    expect(endsSession(refusal('invalid-credentials'))).toBe(false);
    expect(endsSession(refusal('invalid-api-key'))).toBe(false);
    expect(endsSession(refusal('password-change-required', 403))).toBe(false);
    expect(endsSession(new Error('401'))).toBe(false);
  });
});

describe('the React version the React entries need', () => {
  it('this React has what they use; one without useEffectEvent (React 18) is told to use the elements', () => {
    expect(() => assertReactVersion()).not.toThrow();
    expect(() => assertReactVersion(false, '18.3.1')).toThrow(
      'storefront-onboarding needs React 19.2+, not 18.3.1: on an older React use its custom elements (storefront-onboarding/elements).',
    );
  });
});
