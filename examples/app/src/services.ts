import type { QueryClient } from '@tanstack/react-query';
import { createSessionStore, createSettingsStore } from 'storefront-onboarding/api';
import { deferApi, deferUploader } from 'storefront-onboarding/api';
import { createI18n, localeDirection } from 'storefront-onboarding/i18n';
import type { EarlyReads } from 'storefront-onboarding/api';
import { chunks } from './chunks';
import { exampleStrings } from './strings';

/** The example's one set of adapters: the reference API on the same origin under /api. */
export const API_BASE = '/api';

export const session = createSessionStore();
export const settings = createSettingsStore();

const getAccessToken = () => session.get()?.user.access_token ?? null;

/** `load`, called once; a failure is forgotten so the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/** Reads an inner page starts before its code has loaded (innerPage.ts); its own calls take them. */
let started: EarlyReads | undefined;
const early: EarlyReads = {
  take: (path) => started?.take(path),
  clear: () => started?.clear(),
};
const realApi = once(() =>
  chunks.httpAdapters().then((m) => m.createApi(API_BASE, getAccessToken, early)),
);
export const api = deferApi(realApi);

/** Hands the adapters the reads an inner page started early (innerPage.ts). */
export function setEarlyReads(reads: EarlyReads): void {
  started = reads;
}

/** The query client innerPage.ts filled before the first render (App.tsx); else the provider's own. */
let primedClient: QueryClient | undefined;
export const primedQueryClient = () => primedClient;
export const setPrimedQueryClient = (client: QueryClient) => {
  primedClient = client;
};

export const uploader = deferUploader(() =>
  chunks.httpAdapters().then((m) => m.createUploader(API_BASE, getAccessToken)),
);

const LOCALE_KEY = 'lang';
const storedLocale = (() => {
  try {
    return localStorage.getItem(LOCALE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
})();

export const i18n = createI18n({ lng: storedLocale ?? navigator.language.slice(0, 2) });
for (const [lng, bundle] of Object.entries(exampleStrings)) {
  i18n.addResourceBundle(lng, 'example', bundle, true, true);
}
i18n.on('languageChanged', (lng) => {
  try {
    localStorage.setItem(LOCALE_KEY, lng);
  } catch {
    // storage unavailable: the choice lasts for this visit only
  }
  document.documentElement.lang = lng;
  document.documentElement.dir = localeDirection(lng);
});
document.documentElement.lang = i18n.language;
