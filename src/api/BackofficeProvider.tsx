import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { BackofficeApi, UploadAdapter } from './BackofficeApi';
import { createSessionStore, type SessionStore } from './session/SessionStore';
import { createSettingsStore, type SettingsStore } from './session/SettingsStore';
import { tenantFromHost } from './session/tenant';
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
  /** The tenant; by default the first label of `window.location.hostname`. */
  tenant?: string | null;
  children?: ReactNode;
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

export { useBackofficeApi, useUploader, useSession, useSettings, useTenant } from './context';
export type { BackofficeContextValue } from './context';
