import type { UploadAdapter, UploadOptions, UploadProgress } from '../BackofficeApi';
import { ApiError } from '../../kernel/errors';
import { readErrorText } from '../http/errorBody';
import type { UploadResult, UploadTarget } from '../types';
import {
  abortedError,
  assertUploadableImage,
  throwIfAborted,
  type ImageGuardOptions,
} from './guard';
import type { ImageMimeType } from '../../kernel/imageType';

/** What the host's server answers when asked to sign an upload (docs/api-contract.md). */
export interface PresignedUpload {
  /** The signed URL the bytes go to. */
  url: string;
  /** HTTP method for the bytes. @default 'PUT' */
  method?: string;
  /** Headers the signature requires (e.g. Content-Type); sent as given. */
  headers?: Record<string, string>;
  /** The object key the server chose (docs/behaviour.md, "Calls" naming). */
  key: string;
  /** Where the stored image can be read once uploaded. */
  publicUrl: string;
  /** When the signature expires (ISO timestamp), if the server says. */
  expiresAt?: string;
}

/** Asks the host's server to sign an upload of one image of type `mime` to `target`. */
export type PresignFunction = (
  target: UploadTarget,
  mime: ImageMimeType,
  options?: { signal?: AbortSignal },
) => Promise<PresignedUpload>;

export interface PresignedUploaderOptions extends ImageGuardOptions {
  /** Gets a signed URL for each upload, e.g. `presignViaApi({ baseURL })`. */
  presign: PresignFunction;
  /**
   * Sends the bytes with this `fetch` (no upload progress). Without it XMLHttpRequest is used where
   * it exists (progress events), else the global `fetch`.
   */
  fetch?: typeof fetch;
}

/** The refusal in an error body (JSON or S3 XML), with its code when the server gives one. */
function refusedUpload(body: string, status: number): ApiError {
  const { message, code, params } = readErrorText(body);
  return new ApiError(message ?? `Upload failed (HTTP ${status})`, {
    kind: 'rejected',
    status,
    ...(code ? { code } : {}),
    ...(params ? { params } : {}),
  });
}

interface Transfer {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Blob;
  signal: AbortSignal | undefined;
  onProgress: UploadProgress | undefined;
}

function sendWithXhr({ url, method, headers, body, signal, onProgress }: Transfer): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (error?: ApiError) => {
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) settle();
      else {
        settle(refusedUpload(xhr.responseText, xhr.status));
      }
    };
    xhr.onerror = () => settle(new ApiError('Network error during upload', { kind: 'network' }));
    xhr.ontimeout = () => settle(new ApiError('The upload timed out', { kind: 'timeout' }));
    xhr.onabort = () => settle(abortedError(signal?.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}

async function sendWithFetch(
  fetchImpl: typeof fetch,
  { url, method, headers, body, signal }: Transfer,
): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(url, { method, headers, body, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (signal?.aborted) throw abortedError(error);
    throw new ApiError('Network error during upload', { kind: 'network', cause: error });
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw refusedUpload(text, response.status);
  }
}

/**
 * Uploads through URLs the host's server signs (the browser never holds storage credentials).
 * The image is checked (type and magic bytes) before `presign` is even asked.
 *
 * @example
 * const uploader = createPresignedUploader({
 *   presign: presignViaApi({ baseURL: '/api', getAccessToken: () => session.token }),
 * });
 */
export function createPresignedUploader(options: PresignedUploaderOptions): UploadAdapter {
  const { presign, fetch: fetchOption } = options;
  return {
    async upload(
      file: Blob,
      target: UploadTarget,
      { signal, onProgress }: UploadOptions = {},
    ): Promise<UploadResult> {
      throwIfAborted(signal);
      const mime = await assertUploadableImage(file, options);
      const signed = await presign(target, mime, signal ? { signal } : {});
      throwIfAborted(signal);
      const headers = { ...signed.headers };
      if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
        headers['Content-Type'] = mime;
      }
      // Progress only moves forward: transports repeat the final event.
      let last = -1;
      const report: UploadProgress | undefined =
        onProgress &&
        ((fraction) => {
          const value = Math.min(1, Math.max(0, fraction));
          if (value > last) {
            last = value;
            onProgress(value);
          }
        });
      const transfer: Transfer = {
        url: signed.url,
        method: signed.method ?? 'PUT',
        headers,
        body: file,
        signal,
        onProgress: report,
      };
      report?.(0);
      if (!fetchOption && typeof XMLHttpRequest !== 'undefined') await sendWithXhr(transfer);
      else await sendWithFetch(fetchOption ?? globalThis.fetch, transfer);
      report?.(1);
      return { key: signed.key, url: signed.publicUrl };
    },
  };
}

export interface PresignViaApiOptions {
  /** The API base, e.g. '/api' or 'https://api.example.com'. */
  baseURL: string;
  /** Bearer token for the call (the signed-in account's token); none sends no Authorization. */
  getAccessToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Optional API key, sent as `x-api-key`. */
  apiKey?: string;
  /** The `fetch` to call with. @default globalThis.fetch */
  fetch?: typeof fetch;
}

function isPresignedUpload(value: unknown): value is PresignedUpload {
  const v = value as Partial<Record<keyof PresignedUpload, unknown>> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.url === 'string' &&
    typeof v.key === 'string' &&
    typeof v.publicUrl === 'string'
  );
}

/**
 * A `presign` function that asks the reference API: `POST {baseURL}/v1/uploads/presign` with
 * `{ target, content_type, company_po_id, prod_id? }` (docs/api-contract.md).
 */
export function presignViaApi(options: PresignViaApiOptions): PresignFunction {
  const { baseURL, getAccessToken, apiKey } = options;
  const endpoint = `${baseURL.replace(/\/+$/, '')}/v1/uploads/presign`;
  return async (target, mime, { signal } = {}) => {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Version: '1.0',
    };
    const token = await getAccessToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (apiKey) headers['x-api-key'] = apiKey;
    const body = {
      target: target.kind,
      content_type: mime,
      company_po_id: target.company_po_id,
      ...(target.kind === 'product-logo' ? { prod_id: target.prod_id } : {}),
    };
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw abortedError(error);
      throw new ApiError('Network error while preparing the upload', {
        kind: 'network',
        cause: error,
      });
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      throw refusedUpload(text, response.status);
    }
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch (error) {
      answer = error;
    }
    if (!isPresignedUpload(answer)) {
      throw new ApiError('The server answered the upload request with no signed URL', {
        kind: 'rejected',
        status: response.status,
        cause: answer,
      });
    }
    return answer;
  };
}
