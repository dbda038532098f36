import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  BackofficeProvider,
  useBackofficeApi,
  useSession,
  useTenant,
  useUploader,
} from '../../../src/api/BackofficeProvider';
import { createMemoryStorage } from '../../../src/api/session/storage';
import { createSessionStore } from '../../../src/api/session/SessionStore';
import { useKitTranslation } from '../../../src/i18n';
import type { BackofficeApi } from '../../../src/api/BackofficeApi';

describe('BackofficeProvider hooks', () => {
  it.each([
    ['useBackofficeApi', useBackofficeApi],
    ['useUploader', useUploader],
    ['useSession', useSession],
    ['useTenant', useTenant],
  ] as const)('%s throws a clear error outside the provider', (name, hook) => {
    expect(() => renderHook(() => hook())).toThrow(
      `\`${name}\` must be used within <BackofficeProvider>`,
    );
  });

  it('useBackofficeApi says when no api was given', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BackofficeProvider>{children}</BackofficeProvider>
    );
    expect(() => renderHook(() => useBackofficeApi(), { wrapper })).toThrow(/needs an `api` prop/);
  });

  it('hands down the given api and tenant', () => {
    const api = { account: {} } as unknown as BackofficeApi;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BackofficeProvider api={api} tenant="globex">
        {children}
      </BackofficeProvider>
    );
    const { result } = renderHook(() => [useBackofficeApi(), useTenant()] as const, { wrapper });
    expect(result.current[0]).toBe(api);
    expect(result.current[1]).toBe('globex');
  });

  it('takes the tenant from the host name by default', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BackofficeProvider>{children}</BackofficeProvider>
    );
    const { result } = renderHook(() => useTenant(), { wrapper });
    // jsdom's default location is http://localhost/: no tenant label.
    expect(result.current).toBeNull();
  });

  it('useSession re-renders on sign-in and sign-out', () => {
    const session = createSessionStore(createMemoryStorage());
    function Who() {
      const { session: s } = useSession();
      return <p>{s ? `signed in as ${s.user.username}` : 'signed out'}</p>;
    }
    render(
      <BackofficeProvider session={session}>
        <Who />
      </BackofficeProvider>,
    );
    expect(screen.getByText('signed out')).toBeInTheDocument();
    act(() => {
      session.signIn({
        user_id: 1,
        username: 'ravi',
        first_name: 'Ravi',
        last_name: null,
        kind: 'seller',
        pw_changed: true,
      });
    });
    expect(screen.getByText('signed in as ravi')).toBeInTheDocument();
    act(() => session.signOut());
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('provides the kit translations', () => {
    function Label() {
      const { t } = useKitTranslation();
      return <p>{t('common.loading')}</p>;
    }
    render(
      <BackofficeProvider>
        <Label />
      </BackofficeProvider>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });
});
