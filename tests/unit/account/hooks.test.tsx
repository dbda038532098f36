import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { BackofficeProvider } from '../../../src/api/BackofficeProvider';
import type { BackofficeApi } from '../../../src/api/BackofficeApi';
import { ApiError } from '../../../src/kernel/errors';
import { createMemoryStorage } from '../../../src/api/session/storage';
import { createSessionStore } from '../../../src/api/session/SessionStore';
import type { SignInRecord } from '../../../src/api/types';
import { createI18n } from '../../../src/i18n';
import { useActivation } from '../../../src/account/hooks/useActivation';
import { useChangePassword } from '../../../src/account/hooks/useChangePassword';
import { useRegister } from '../../../src/account/hooks/useRegister';
import { useSignIn } from '../../../src/account/hooks/useSignIn';
import { accountApi } from './fakeApi';

const record: SignInRecord = {
  user_id: 7,
  username: 'asha',
  first_name: 'Asha',
  last_name: 'Rao',
  kind: 'company',
  pw_changed: false,
  access_token: 'tok',
  company_po_id: 3,
  email_id: 'asha@example.com',
  phone: '9876543210',
};

function setup(api: BackofficeApi) {
  const storage = createMemoryStorage();
  const session = createSessionStore(storage);
  const i18n = createI18n();
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <BackofficeProvider api={api} session={session} i18n={i18n} tenant="acme">
        {children}
      </BackofficeProvider>
    );
  }
  return { storage, session, wrapper };
}

describe('useSignIn', () => {
  it('sends { username, pw } (the wire names), keeps the first record and userDetails', async () => {
    const { api, account } = accountApi({ signIn: async () => [record] });
    const { storage, session, wrapper } = setup(api);
    const { result } = renderHook(() => useSignIn(), { wrapper });
    let kept: SignInRecord | null = null;
    await act(async () => {
      kept = await result.current.signIn({ username: ' asha ', password: ' pw ' });
    });
    expect(account.signIn).toHaveBeenCalledTimes(1);
    expect(account.signIn).toHaveBeenCalledWith(
      { username: 'asha', pw: ' pw ' },
      { signal: expect.any(AbortSignal) },
    );
    expect(kept).toEqual(record);
    expect(session.get()?.user).toEqual(record);
    expect(session.get()?.userDetails).toEqual(record);
    expect(storage.getItem('username')).toBe('asha');
    expect(storage.getItem('user_id')).toBe('7');
    expect(storage.getItem('first_name')).toBe('Asha');
    expect(storage.getItem('last_name')).toBe('Rao');
    expect(result.current.error).toBeNull();
    expect(result.current.submitting).toBe(false);
  });

  it("shows the server's error.message and keeps no session on refusal", async () => {
    const { api } = accountApi({
      signIn: () =>
        Promise.reject(
          new ApiError('Invalid username or password', { kind: 'rejected', status: 401 }),
        ),
    });
    const { session, wrapper } = setup(api);
    const { result } = renderHook(() => useSignIn(), { wrapper });
    await act(async () => {
      await expect(result.current.signIn({ username: 'x', password: 'y' })).resolves.toBeNull();
    });
    expect(result.current.error).toBe('Invalid username or password');
    expect(session.get()).toBeNull();
  });

  it('treats an empty answer as a refusal', async () => {
    const { api } = accountApi({ signIn: async () => [] });
    const { session, wrapper } = setup(api);
    const { result } = renderHook(() => useSignIn(), { wrapper });
    await act(async () => {
      await result.current.signIn({ username: 'x', password: 'y' });
    });
    expect(result.current.error).toBe('Invalid username or password');
    expect(session.get()).toBeNull();
  });

  it('translates transport failures', async () => {
    const { api } = accountApi({
      signIn: () => Promise.reject(new ApiError('ECONNREFUSED', { kind: 'network' })),
    });
    const { wrapper } = setup(api);
    const { result } = renderHook(() => useSignIn(), { wrapper });
    await act(async () => {
      await result.current.signIn({ username: 'x', password: 'y' });
    });
    expect(result.current.error).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
  });

  it('ignores a second call while one is in flight (no double submit)', async () => {
    let resolve: (value: SignInRecord[]) => void = () => {};
    const { api, account } = accountApi({
      signIn: () => new Promise<SignInRecord[]>((r) => (resolve = r)),
    });
    const { wrapper } = setup(api);
    const { result } = renderHook(() => useSignIn(), { wrapper });
    let first: Promise<SignInRecord | null> = Promise.resolve(null);
    let second: SignInRecord | null = record;
    await act(async () => {
      first = result.current.signIn({ username: 'a', password: 'b' });
      second = await result.current.signIn({ username: 'a', password: 'b' });
    });
    expect(second).toBeNull();
    expect(result.current.submitting).toBe(true);
    await act(async () => {
      resolve([record]);
      await first;
    });
    expect(account.signIn).toHaveBeenCalledTimes(1);
    expect(result.current.submitting).toBe(false);
  });

  it('aborts the call on unmount', async () => {
    let seen: AbortSignal | undefined;
    const { api } = accountApi({
      signIn: (_input, options) => {
        seen = options?.signal;
        return new Promise(() => {});
      },
    });
    const { wrapper } = setup(api);
    const { result, unmount } = renderHook(() => useSignIn(), { wrapper });
    act(() => {
      void result.current.signIn({ username: 'a', password: 'b' });
    });
    expect(seen?.aborted).toBe(false);
    unmount();
    expect(seen?.aborted).toBe(true);
  });
});

describe('useRegister', () => {
  it('hands the adapter the form fields plus created_at (and kind when given)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-06-01T08:00:00.000Z'));
    try {
      const { api, account } = accountApi({
        register: async (input) => ({ user_id: 1, username: input.username, kind: 'seller' }),
      });
      const { wrapper } = setup(api);
      const { result } = renderHook(() => useRegister({ kind: 'seller' }), { wrapper });
      await act(async () => {
        await result.current.register({
          firstName: 'Asha',
          lastName: '',
          phone: '9876543210',
          username: 'asha',
          password: 'Secret#1',
          confirmPassword: 'Secret#1',
        });
      });
      expect(account.register).toHaveBeenCalledWith(
        {
          first_name: 'Asha',
          last_name: '',
          phone: '9876543210',
          username: 'asha',
          pw: 'Secret#1',
          cpw: 'Secret#1',
          created_at: '2024-06-01T08:00:00.000Z',
          kind: 'seller',
        },
        { signal: expect.any(AbortSignal) },
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's message when registering fails", async () => {
    const { api } = accountApi({
      register: () =>
        Promise.reject(new ApiError('Username Already Exist', { kind: 'rejected', status: 409 })),
    });
    const { wrapper } = setup(api);
    const { result } = renderHook(() => useRegister(), { wrapper });
    await act(async () => {
      const answer = await result.current.register({
        firstName: 'A',
        phone: '1',
        username: 'u',
        password: 'p',
        confirmPassword: 'p',
      });
      expect(answer).toBeNull();
    });
    expect(result.current.error).toBe('Username Already Exist');
  });

  it('checks usernames through isUsernameTaken with the given signal', async () => {
    const { api, account } = accountApi({ isUsernameTaken: async (name) => name === 'taken' });
    const { wrapper } = setup(api);
    const { result } = renderHook(() => useRegister(), { wrapper });
    const signal = new AbortController().signal;
    await expect(result.current.checkUsername(' taken ', signal)).resolves.toBe(true);
    await expect(result.current.checkUsername('free', signal)).resolves.toBe(false);
    expect(account.isUsernameTaken).toHaveBeenNthCalledWith(1, 'taken', { signal });
  });
});

describe('useChangePassword', () => {
  it.each(['company', 'seller'] as const)(
    'sends %s, the session user_id and { pw, cpw }, then flags pw_changed',
    async (kind) => {
      const { api, account } = accountApi({ changePassword: async () => ({}) });
      const { session, wrapper } = setup(api);
      session.signIn({ ...record, kind });
      const { result } = renderHook(() => useChangePassword(kind), { wrapper });
      let ok = false;
      await act(async () => {
        ok = await result.current.changePassword({
          password: 'New#pass1',
          confirmPassword: 'New#pass1',
        });
      });
      expect(ok).toBe(true);
      expect(account.changePassword).toHaveBeenCalledWith(
        kind,
        7,
        { pw: 'New#pass1', cpw: 'New#pass1' },
        { signal: expect.any(AbortSignal) },
      );
      expect(session.get()?.user.pw_changed).toBe(true);
    },
  );

  it('sends the current password of a voluntary change and keeps the token it answers', async () => {
    const { api, account } = accountApi({
      changePassword: async () => ({ access_token: 'token-after-change' }),
    });
    const { session, wrapper } = setup(api);
    session.signIn({ ...record, pw_changed: true, access_token: 'token-before' });
    const { result } = renderHook(() => useChangePassword('company'), { wrapper });
    await act(async () => {
      await result.current.changePassword({
        password: 'New#pass1',
        confirmPassword: 'New#pass1',
        currentPassword: 'Old#pass1',
      });
    });
    expect(account.changePassword).toHaveBeenCalledWith(
      'company',
      7,
      { pw: 'New#pass1', cpw: 'New#pass1', current_pw: 'Old#pass1' },
      { signal: expect.any(AbortSignal) },
    );
    // The change revoked every earlier token: the session holds the new one.
    expect(session.get()?.user.access_token).toBe('token-after-change');
  });

  it("keeps pw_changed false and shows the server's message on failure", async () => {
    const { api } = accountApi({
      changePassword: () =>
        Promise.reject(new ApiError('Password too weak', { kind: 'rejected', status: 400 })),
    });
    const { session, wrapper } = setup(api);
    session.signIn(record);
    const { result } = renderHook(() => useChangePassword('company'), { wrapper });
    await act(async () => {
      await expect(
        result.current.changePassword({ password: 'a', confirmPassword: 'a' }),
      ).resolves.toBe(false);
    });
    expect(result.current.error).toBe('Password too weak');
    expect(session.get()?.user.pw_changed).toBe(false);
  });

  it('refuses without a session and calls nothing', async () => {
    const { api, account } = accountApi({ changePassword: async () => ({}) });
    const { wrapper } = setup(api);
    const { result } = renderHook(() => useChangePassword('seller'), { wrapper });
    await act(async () => {
      await result.current.changePassword({ password: 'a', confirmPassword: 'a' });
    });
    expect(account.changePassword).not.toHaveBeenCalled();
    expect(result.current.error).toBe('Your session has ended. Please sign in again.');
  });
});

describe('useActivation', () => {
  it('is idle without link parameters and calls nothing', () => {
    const { api, account } = accountApi();
    const { wrapper } = setup(api);
    const { result } = renderHook(() => useActivation('#/auth/login'), { wrapper });
    expect(result.current).toEqual({ status: 'idle', kind: null, result: null, error: null });
    expect(account.activate).not.toHaveBeenCalled();
  });

  it('activates a company link with { activation, iv } once, even in StrictMode', async () => {
    const { api, account } = accountApi({
      activate: async (kind) => ({ activated: true, kind, username: 'asha' }),
    });
    const { wrapper } = setup(api);
    const { result } = renderHook(() => useActivation('?activation=tok&a=vec'), {
      wrapper,
      reactStrictMode: true,
    });
    expect(result.current.status).toBe('pending');
    expect(result.current.kind).toBe('company');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(account.activate).toHaveBeenCalledTimes(1);
    expect(account.activate).toHaveBeenCalledWith('company', { activation: 'tok', iv: 'vec' });
    expect(result.current.result).toEqual({ activated: true, kind: 'company', username: 'asha' });
  });

  it('activates a seller link (parameter b)', async () => {
    const { api, account } = accountApi({
      activate: async (kind) => ({ activated: true, kind }),
    });
    const { wrapper } = setup(api);
    const { result } = renderHook(() => useActivation('#/auth/login?activation=t&b=v'), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.kind).toBe('seller');
    expect(account.activate).toHaveBeenCalledWith('seller', { activation: 't', iv: 'v' });
  });

  it("reports a refused link by its code's translation, never the server's English", async () => {
    const { api } = accountApi({
      activate: () =>
        Promise.reject(
          new ApiError('Activation link is invalid or expired', { kind: 'rejected', status: 400 }),
        ),
    });
    const { wrapper } = setup(api);
    const { result } = renderHook(() => useActivation('?activation=t&a=v'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    // No code: the kit's own sentence, in the reader's language.
    expect(result.current.error).toBe(
      'We could not verify your email: the activation link is invalid, already used or expired.',
    );
  });

  it('reports an answer with activated false as a failure', async () => {
    const { api } = accountApi({
      activate: async (kind) => ({ activated: false, kind }),
    });
    const { wrapper } = setup(api);
    const { result } = renderHook(() => useActivation('?activation=t&a=v'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(
      'We could not verify your email: the activation link is invalid, already used or expired.',
    );
  });
});
