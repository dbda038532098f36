import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { i18n as I18n } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import type { BackofficeApi, UploadAdapter } from './BackofficeApi';
import type { DraftStore } from './session/DraftStore';
import type { Session, SessionStore } from './session/SessionStore';
import type { SettingsStore } from './session/SettingsStore';

// The context and its hooks live apart from <BackofficeProvider> so that connected components
// (account screens, wizards) do not pull the provider's defaults (i18next and every locale) into
// their bundles: only the host that mounts the provider pays for those.

export interface BackofficeContextValue {
  api: BackofficeApi | null;
  uploader: UploadAdapter | null;
  session: SessionStore;
  settings: SettingsStore;
  tenant: string | null;
  i18n: I18n;
  drafts: DraftStore;
  /** The host's query client, or the provider's own, made with `create` on first use. */
  queryClient: (create: () => QueryClient) => QueryClient;
}

export const BackofficeContext = createContext<BackofficeContextValue | null>(null);

function useBackofficeContext(hook: string): BackofficeContextValue {
  const value = useContext(BackofficeContext);
  if (!value) throw new Error(`\`${hook}\` must be used within <BackofficeProvider>`);
  return value;
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

/**
 * Signing out (docs/api-contract.md, "Sessions"): clears the session at once and asks the
 * backend to revoke its token (`account.signOut`), so a copy of it stops working too rather than
 * for the rest of its 12 hours. The revocation is best-effort: a failure (offline) never keeps
 * the user signed in here. Without an `api` only the session is cleared.
 *
 * @example
 * const signOut = useSignOut();
 * <button onClick={() => { signOut(); navigate('/auth/login'); }}>Sign out</button>
 */
export function useSignOut(): () => void {
  const { session: store, api } = useBackofficeContext('useSignOut');
  return useCallback(() => {
    // The token is read before the session is cleared: the call names it itself.
    const token = store.get()?.user.access_token;
    store.signOut();
    if (token && api) void api.account.signOut(token).catch(() => undefined);
  }, [store, api]);
}

/** The settings store and its current values. */
export function useSettings() {
  const { settings: store } = useBackofficeContext('useSettings');
  const settings = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { settings, store };
}

/** Where form steps keep unsaved drafts. */
export function useDraftStore(): DraftStore {
  return useBackofficeContext('useDraftStore').drafts;
}

/** The provider's query client slot (see `useKitQueryClient`). */
export function useQueryClientSlot(): BackofficeContextValue['queryClient'] {
  return useBackofficeContext('useKitQueryClient').queryClient;
}

/** The tenant (first host label, or the provider's override). */
export function useTenant(): string | null {
  return useBackofficeContext('useTenant').tenant;
}
