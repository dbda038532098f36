import {
  createHttpApi,
  createPresignedUploader,
  preloadHttpClient,
  presignViaApi,
} from 'storefront-onboarding/api';

/*
 * The reference API's adapters. services.ts loads this module with the first call, so the
 * sign-in screen paints without the HTTP client (docs/architecture.md, "First load").
 */
type Token = () => string | null;

export const createApi = (baseURL: string, getAccessToken: Token) =>
  createHttpApi({ baseURL, getAccessToken });

export const createUploader = (baseURL: string, getAccessToken: Token) =>
  createPresignedUploader({ presign: presignViaApi({ baseURL, getAccessToken }) });

/** A signed-in visit's prefetch (prefetch.ts) fetches the HTTP client with these adapters. */
export { preloadHttpClient };
