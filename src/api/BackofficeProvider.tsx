import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import type { BackofficeApi, UploadAdapter } from './BackofficeApi';
import type { SignInRecord } from './types';
import type { ApiError } from '../kernel/errors';
import { createDraftStore, type DraftStore } from './session/DraftStore';
import { createSessionStore, type SessionStore } from './session/SessionStore';
import { createSettingsStore, type SettingsStore } from './session/SettingsStore';
import { createMemoryStorage } from './session/storage';
import { tenantFromHost } from '../kernel/tenant';
import { createI18n } from '../i18n/createI18n';
import { deferApi, deferUploader } from './defer';
import { assertReactVersion } from './reactVersion';
import { watchSessionEnd } from './sessionEnd';
import { BackofficeContext, type BackofficeContextValue } from './context';

export interface BackofficeProviderProps {
  /** The backend: `createHttpApi(…)`, `createMemoryApi(…)` or your own object. */
  api?: BackofficeApi;
  /**
   * The API's address (`/api`, `https://api.example.com`): without an `api`, the provider makes
   * the HTTP adapter and the presigned uploader for it, sending `getAccessToken`'s token. Their
   * code (with axios) is fetched with the first call.
   */
  apiBase?: string;
  /** Where images go: `createPresignedUploader(…)`, `createS3Uploader(…)`, `createMemoryUploader()`. */
  uploader?: UploadAdapter;
  /**
   * The signed-in user, when your portal signs its users in itself (its own sign-on): the kit
   * keeps it in memory as its session instead of its own storage, so the wizards never need
   * `ConnectedSignIn`. `null`: nobody is signed in. A new value (another user, a new token) is a
   * new session.
   */
  user?: SignInRecord | null;
  /**
   * The signed-in user's token for the API's calls (with `apiBase`; an `api` you make takes its
   * own). @default the session's `access_token`
   */
  getAccessToken?: () => string | null | Promise<string | null>;
  /**
   * Called when a call made for the signed-in user is refused as unauthorised (its token expired
   * or was revoked): sign the user in again. The kit's session is cleared and its screens show a
   * signed-out state, never a Retry that cannot succeed, until someone signs in again.
   */
  onUnauthorized?: (error: ApiError) => void;
  /** The signed-in user's store. @default createSessionStore() over localStorage; over memory with `user` */
  session?: SessionStore;
  /** The customizer's stored settings. @default createSettingsStore() over localStorage */
  settings?: SettingsStore;
  /** Your i18next instance (add the kit's strings with `addKitResources`). @default createI18n() */
  i18n?: I18n;
  /** Where form steps keep unsaved drafts. @default createDraftStore() over sessionStorage */
  drafts?: DraftStore;
  /**
   * The TanStack Query client the flows keep server state in (share yours to share its cache).
   * @default one client for the provider's life, created when a flow first needs it
   */
  queryClient?: QueryClient;
  /** The tenant; by default the first label of `window.location.hostname`. */
  tenant?: string | null;
  children?: ReactNode;
}

/** Memoised makers of the provider's own defaults (each made at most once). */
function ownDefaults() {
  const once = <T,>(make: () => T) => {
    let made: T | undefined;
    return () => (made ??= make());
  };
  let client: QueryClient | undefined;
  return {
    session: once(() => createSessionStore()),
    settings: once(() => createSettingsStore()),
    i18n: once(() => createI18n()),
    drafts: once(() => createDraftStore()),
    queryClient: (create: () => QueryClient) => (client ??= create()),
  };
}

/** A session in memory holding the host's user (`JSON.stringify`'d, so equal users share one). */
function hostSession(user: string): SessionStore {
  const store = createSessionStore(createMemoryStorage());
  const record = JSON.parse(user) as SignInRecord | null;
  if (record) store.signIn(record);
  return store;
}

interface HostLinks {
  getAccessToken?: () => string | null | Promise<string | null>;
  onUnauthorized?: (error: ApiError) => void;
  store: SessionStore;
  setEnded: (ended: BackofficeContextValue['ended']) => void;
}

/**
 * What calls and refusals read when they happen, not when the adapters were made: the host's
 * latest token getter and hook, and the session now shown (`keep` after each render).
 */
function hostLink(first: HostLinks) {
  let now = first;
  let endedFor: SessionStore | null = null;
  return {
    keep(next: HostLinks) {
      now = next;
    },
    /** The host's token, else the session's. */
    token: async (): Promise<string | null> =>
      now.getAccessToken ? now.getAccessToken() : (now.store.get()?.user.access_token ?? null),
    /** A call was refused as unauthorised: the session ends, once (every refused call says so). */
    end: (error: ApiError) => {
      const { store } = now;
      if (endedFor === store && !store.get()) return;
      endedFor = store;
      now.setEnded({ error, session: store });
      store.signOut();
      now.onUnauthorized?.(error);
    },
  };
}

/** The HTTP adapter and the presigned uploader for `baseURL`, their code fetched on first use. */
function adaptersFor(baseURL: string, getAccessToken: () => Promise<string | null>) {
  const made = () =>
    import('./apiBaseAdapters').then((m) => m.adaptersFor(baseURL, getAccessToken));
  return {
    api: deferApi(() => made().then((m) => m.api)),
    uploader: deferUploader(() => made().then((m) => m.uploader)),
  };
}

/**
 * Hands the adapters, session, settings, tenant and i18n to every connected component.
 *
 * @example
 * <BackofficeProvider api={createHttpApi({ baseURL: '/api' })} uploader={uploader}>
 *   <ThemeProvider preset="color-1"><ConnectedSignIn onSignedIn={…} /></ThemeProvider>
 * </BackofficeProvider>
 * @example
 * // Your portal signs its users in: hand the kit the user and a token getter.
 * <BackofficeProvider apiBase="/api" user={me} getAccessToken={() => portal.token()}
 *   onUnauthorized={() => portal.signIn()}>
 *   <ThemeProvider><CompanyOnboardingWizard step={step} onStepChange={setStep} /></ThemeProvider>
 * </BackofficeProvider>
 */
export function BackofficeProvider({
  api,
  apiBase,
  uploader,
  user,
  getAccessToken,
  onUnauthorized,
  session,
  settings,
  i18n,
  drafts,
  queryClient,
  tenant,
  children,
}: BackofficeProviderProps) {
  assertReactVersion();
  // Each default is made once for the provider's life, when first needed: a host that passes a new
  // `api` object on every render (an inline `createHttpApi(…)`) must not reset the language or the
  // session. The query client is made by the first flow that asks (`useKitQueryClient`), so
  // screens that never query (sign-in) do not load TanStack Query.
  const [own] = useState(ownDefaults);
  const userKey = user === undefined ? undefined : JSON.stringify(user);
  const fromHost = useMemo(() => (userKey === undefined ? null : hostSession(userKey)), [userKey]);
  const store = session ?? fromHost ?? own.session();

  const [ended, setEnded] = useState<BackofficeContextValue['ended']>(null);
  const [host] = useState(() => hostLink({ getAccessToken, onUnauthorized, store, setEnded }));
  useEffect(() => {
    host.keep({ getAccessToken, onUnauthorized, store, setEnded });
  }, [host, getAccessToken, onUnauthorized, store]);
  const made = useMemo(
    () => (api || apiBase === undefined ? null : adaptersFor(apiBase, host.token)),
    [api, apiBase, host],
  );
  const given = api ?? made?.api;
  const watched = useMemo(() => (given ? watchSessionEnd(given, host.end) : null), [given, host]);
  const value = useMemo<BackofficeContextValue>(
    () => ({
      api: watched,
      uploader: uploader ?? made?.uploader ?? null,
      session: store,
      settings: settings ?? own.settings(),
      i18n: i18n ?? own.i18n(),
      // Made when a form first keeps a draft, not with the provider: the default probes
      // sessionStorage with a write, about 5 ms of a new tab's first render on a 2-core machine,
      // which pages without forms need not pay.
      get drafts() {
        return drafts ?? own.drafts();
      },
      queryClient: (create) => queryClient ?? own.queryClient(create),
      tenant:
        tenant !== undefined
          ? tenant
          : typeof window !== 'undefined'
            ? tenantFromHost(window.location.hostname)
            : null,
      apiBase: api ? null : (apiBase ?? null),
      ended,
    }),
    [
      watched,
      uploader,
      made,
      store,
      settings,
      i18n,
      drafts,
      queryClient,
      tenant,
      own,
      api,
      apiBase,
      ended,
    ],
  );
  return (
    <BackofficeContext.Provider value={value}>
      <I18nextProvider i18n={value.i18n}>{children}</I18nextProvider>
    </BackofficeContext.Provider>
  );
}

export {
  useBackofficeApi,
  useUploader,
  useSession,
  useSignOut,
  useSettings,
  useTenant,
  useDraftStore,
} from './context';
export type { BackofficeContextValue } from './context';
