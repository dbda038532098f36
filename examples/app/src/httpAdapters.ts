import {
  createHttpApi,
  createPresignedUploader,
  presignViaApi,
  type EarlyReads,
} from 'storefront-onboarding/api';

/*
 * The reference API's adapters. services.ts loads this module with the first call, so the
 * sign-in screen paints without the HTTP client (docs/architecture.md, "First load").
 */
type Token = () => string | null;

export const createApi = (baseURL: string, getAccessToken: Token, early?: EarlyReads) =>
  createHttpApi({ baseURL, getAccessToken, early });

export const createUploader = (baseURL: string, getAccessToken: Token) =>
  createPresignedUploader({ presign: presignViaApi({ baseURL, getAccessToken }) });
