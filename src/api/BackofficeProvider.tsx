import { useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import type { BackofficeApi, UploadAdapter } from './BackofficeApi';
import { createDraftStore, type DraftStore } from './session/DraftStore';
import { createSessionStore, type SessionStore } from './session/SessionStore';
import { createSettingsStore, type SettingsStore } from './session/SettingsStore';
import { tenantFromHost } from '../kernel/tenant';
import { createI18n } from '../i18n/createI18n';
import { BackofficeContext, type BackofficeContextValue } from './context';

export interface BackofficeProviderProps {
  /** The backend: `createHttpApi(…)`, `createMemoryApi(…)` or your own object. */
  api?: BackofficeApi;
  /** Where images go: `createPresignedUploader(…)`, `createS3Uploader(…)`, `createMemoryUploader()`. */
  uploader?: UploadAdapter;
  /** The signed-in user's store. @default createSessionStore() over localStorage */
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

/**
 * Hands the adapters, session, settings, tenant and i18n to every connected component.
 *
 * @example
 * <BackofficeProvider api={createHttpApi({ baseURL: '/api' })} uploader={uploader}>
 *   <ThemeProvider preset="color-1"><ConnectedSignIn onSignedIn={…} /></ThemeProvider>
 * </BackofficeProvider>
 */
export function BackofficeProvider({
  api,
  uploader,
  session,
  settings,
  i18n,
  drafts,
  queryClient,
  tenant,
  children,
}: BackofficeProviderProps) {
  // Each default is made once for the provider's life, when first needed: a host that passes a new
  // `api` object on every render (an inline `createHttpApi(…)`) must not reset the language or the
  // session. The query client is made by the first flow that asks (`useKitQueryClient`), so
  // screens that never query (sign-in) do not load TanStack Query.
  const [own] = useState(ownDefaults);
  const value = useMemo<BackofficeContextValue>(
    () => ({
      api: api ?? null,
      uploader: uploader ?? null,
      session: session ?? own.session(),
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
    }),
    [api, uploader, session, settings, i18n, drafts, queryClient, tenant, own],
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
