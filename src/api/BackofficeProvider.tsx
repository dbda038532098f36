import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { BackofficeApi, UploadAdapter } from './BackofficeApi';
import { createSessionStore, type Session, type SessionStore } from './session/SessionStore';
import { createSettingsStore, type SettingsStore } from './session/SettingsStore';
import { tenantFromHost } from './session/tenant';
import { createI18n } from '../i18n/createI18n';

export interface BackofficeContextValue {
  api: BackofficeApi | null;
  uploader: UploadAdapter | null;
  session: SessionStore;
  settings: SettingsStore;
  tenant: string | null;
  i18n: I18n;
}

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
  /** The tenant; by default the first label of `window.location.hostname`. */
  tenant?: string | null;
  children?: ReactNode;
}

const BackofficeContext = createContext<BackofficeContextValue | null>(null);

function useBackofficeContext(hook: string): BackofficeContextValue {
  const value = useContext(BackofficeContext);
  if (!value) throw new Error(`\`${hook}\` must be used within <BackofficeProvider>`);
  return value;
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
  tenant,
  children,
}: BackofficeProviderProps) {
  const value = useMemo<BackofficeContextValue>(
    () => ({
      api: api ?? null,
      uploader: uploader ?? null,
      session: session ?? createSessionStore(),
      settings: settings ?? createSettingsStore(),
      i18n: i18n ?? createI18n(),
      tenant:
        tenant !== undefined
          ? tenant
          : typeof window !== 'undefined'
            ? tenantFromHost(window.location.hostname)
            : null,
    }),
    [api, uploader, session, settings, i18n, tenant],
  );
  return (
    <BackofficeContext.Provider value={value}>
      <I18nextProvider i18n={value.i18n}>{children}</I18nextProvider>
    </BackofficeContext.Provider>
  );
}

/** The backend adapter. Throws outside the provider or when none was given. */
export function useBackofficeApi(): BackofficeApi {
  const { api } = useBackofficeContext('useBackofficeApi');
  if (!api) throw new Error('`useBackofficeApi` needs an `api` prop on <BackofficeProvider>');
  return api;
}

/** The upload adapter. Throws outside the provider or when none was given. */
export function useUploader(): UploadAdapter {
  const { uploader } = useBackofficeContext('useUploader');
  if (!uploader) throw new Error('`useUploader` needs an `uploader` prop on <BackofficeProvider>');
  return uploader;
}

/** The current session (re-renders on sign-in, update and sign-out) and its store. */
export function useSession(): { session: Session | null; store: SessionStore } {
  const { session: store } = useBackofficeContext('useSession');
  const session = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { session, store };
}

/** The settings store and its current values. */
export function useSettings() {
  const { settings: store } = useBackofficeContext('useSettings');
  const settings = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { settings, store };
}

/** The tenant (first host label, or the provider's override). */
export function useTenant(): string | null {
  return useBackofficeContext('useTenant').tenant;
}
