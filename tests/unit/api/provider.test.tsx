import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { useContext, type ReactNode } from 'react';
import { BackofficeContext } from '../../../src/api/context';
import {
  BackofficeProvider,
  useBackofficeApi,
  useDraftStore,
  useSession,
  useSettings,
  useTenant,
  useUploader,
} from '../../../src/api/BackofficeProvider';
import { useKitQueryClient } from '../../../src/api/query';
import { testApi } from '../../../src/testing';
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
    expect(() => renderHook(() => useBackofficeApi(), { wrapper })).toThrow(
      /needs an `api` or `apiBase` prop/,
    );
  });

  it('hands down the given api (every call passes through to it) and tenant', async () => {
    const signIn = vi.fn(async () => []);
    const api = { account: { signIn } } as unknown as BackofficeApi;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BackofficeProvider api={api} tenant="globex">
        {children}
      </BackofficeProvider>
    );
    const { result } = renderHook(() => [useBackofficeApi(), useTenant()] as const, { wrapper });
    await result.current[0].account.signIn({ username: 'a', pw: 'b' });
    expect(signIn).toHaveBeenCalledWith({ username: 'a', pw: 'b' });
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

  it('keeps its defaults for its whole life when the host passes a new api object each render', async () => {
    const seen: unknown[] = [];
    function Probe() {
      const { t, i18n } = useKitTranslation();
      const { store } = useSession();
      const { store: settings } = useSettings();
      const context = useContext(BackofficeContext);
      seen.push([store, settings, useDraftStore(), useKitQueryClient(), context?.i18n]);
      return <p lang={i18n.language}>{t('common.loading')}</p>;
    }
    // An inline adapter: a new object on every render of the host.
    function Host(_props: { tick: number }) {
      return (
        <BackofficeProvider api={testApi({})} tenant="acme">
          <Probe />
        </BackofficeProvider>
      );
    }
    const { rerender } = render(<Host tick={0} />);
    const [first] = seen as Array<
      [unknown, unknown, unknown, unknown, { changeLanguage(l: string): Promise<unknown> }]
    >;
    await act(async () => {
      await first![4].changeLanguage('hi');
    });
    expect(screen.getByText('लोड हो रहा है…')).toBeInTheDocument();
    rerender(<Host tick={1} />);
    rerender(<Host tick={2} />);
    expect(screen.getByText('लोड हो रहा है…')).toBeInTheDocument();
    const last = seen[seen.length - 1] as unknown[];
    last.forEach((made, i) => expect(made, `default ${i}`).toBe(first![i]));
  });

  it('makes its own draft store when a form first asks for it, not before', () => {
    const probe = vi.spyOn(Storage.prototype, 'setItem');
    // The session and settings stores probe localStorage; drafts go to sessionStorage.
    const sessionWrites = () =>
      probe.mock.contexts.filter((storage) => storage === window.sessionStorage).length;
    try {
      function Form({ drafts }: { drafts: boolean }) {
        return drafts ? <Drafts /> : <p>no form</p>;
      }
      function Drafts() {
        const store = useDraftStore();
        return <p>{store ? 'drafts' : 'none'}</p>;
      }
      const { rerender } = render(
        <BackofficeProvider tenant="acme">
          <Form drafts={false} />
        </BackofficeProvider>,
      );
      expect(sessionWrites()).toBe(0);
      rerender(
        <BackofficeProvider tenant="acme">
          <Form drafts />
        </BackofficeProvider>,
      );
      expect(screen.getByText('drafts')).toBeInTheDocument();
      expect(sessionWrites()).toBe(1);
    } finally {
      probe.mockRestore();
    }
  });

  it('uses the query client the host gives', () => {
    const client = { mine: true } as unknown as ReturnType<typeof useKitQueryClient>;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BackofficeProvider queryClient={client}>{children}</BackofficeProvider>
    );
    const { result } = renderHook(() => useKitQueryClient(), { wrapper });
    expect(result.current).toBe(client);
  });
});
