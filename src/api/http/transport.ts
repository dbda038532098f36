import type { AxiosInstance } from 'axios';
import type * as WireModule from './wire';
import { ApiError } from '../../kernel/errors';
import { throwIfAborted, withAbort } from './abort';
import { API_HEADERS, type EarlyReads } from './earlyReads';

type Wire = typeof WireModule;
let wire: Promise<Wire> | null = null;
/**
 * axios and the code that speaks it: fetched once, with the first request (or `preloadHttpClient`).
 * A failed fetch is forgotten, so the next request tries again.
 */
const loadWire = (): Promise<Wire> =>
  (wire ??= import('./wire').catch((error: unknown) => {
    wire = null;
    throw error;
  }));

/**
 * Starts fetching the HTTP client before the first request needs it: a host that knows a
 * signed-in page will call the API at once (its reads start while its chunks arrive) saves the
 * round trip that first request would otherwise wait for.
 * @beta Load-time plumbing the example app uses; it may change in a minor version.
 */
export function preloadHttpClient(): Promise<void> {
  return loadWire().then(() => undefined);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpRequest {
  method: HttpMethod;
  /** Path relative to the API base, already encoded. */
  path: string;
  body?: unknown;
  /** Public calls (sign-in, register, activation, reference data) carry no Authorization. */
  public?: boolean;
  /** This token instead of the host's or the service account's (signing out a given token). */
  token?: string;
  signal?: AbortSignal;
}

export interface TransportConfig {
  baseURL: string;
  apiKey?: string;
  apiKeyHeader: string;
  headers?: Record<string, string>;
  getAccessToken?: () => string | null | Promise<string | null>;
  serviceAccount?: { username: string; password: string };
  timeoutMs: number;
  axios?: AxiosInstance;
  early?: EarlyReads;
  onUnauthorized?: (error: ApiError) => void;
}

export type Send = <T>(request: HttpRequest) => Promise<T>;

const unauthorized = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.kind === 'rejected' && error.status === 401;

interface Token {
  value: string;
  /** Only a service-account token is renewed by the adapter; a host token is the host's to renew. */
  renewable: boolean;
}

/**
 * The one way a request leaves the adapter: headers, auth, a timeout, and every failure mapped to
 * an ApiError that carries no credentials. Each call goes out once: reads are retried by the one
 * retry layer above it, TanStack Query's (../query.ts), so failures are not retried twice over.
 */
export function createTransport(config: TransportConfig): Send {
  let client: AxiosInstance | undefined = config.axios;

  async function once<T>(request: HttpRequest, token: string | null): Promise<T> {
    const headers: Record<string, string> = { ...config.headers, ...API_HEADERS };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (config.apiKey) headers[config.apiKeyHeader] = config.apiKey;
    if (token) headers.Authorization = `Bearer ${token}`;
    const { createClient, sendOnce } = await withAbort(loadWire(), request.signal);
    client ??= createClient();
    return sendOnce<T>(client, request, {
      baseURL: config.baseURL,
      headers,
      timeoutMs: config.timeoutMs,
    });
  }

  // The service-account token is shared by every call until a 401 says it is stale.
  let service: { promise: Promise<string>; value?: string } | null = null;

  function serviceToken(account: { username: string; password: string }): Promise<string> {
    if (!service) {
      const entry: { promise: Promise<string>; value?: string } = {
        promise: once<{ access_token?: unknown }>(
          {
            method: 'POST',
            path: '/auth/login',
            body: { username: account.username, password: account.password },
            public: true,
          },
          null,
        ).then((answer) => {
          if (typeof answer?.access_token !== 'string' || !answer.access_token) {
            throw new ApiError('The sign-in answer carried no access token', { kind: 'invalid' });
          }
          entry.value = answer.access_token;
          return answer.access_token;
        }),
      };
      entry.promise.catch(() => {
        if (service === entry) service = null;
      });
      service = entry;
    }
    return service.promise;
  }

  async function token(): Promise<Token | null> {
    const fromHost = config.getAccessToken ? await config.getAccessToken() : null;
    if (fromHost) return { value: fromHost, renewable: false };
    if (config.serviceAccount) {
      return { value: await serviceToken(config.serviceAccount), renewable: true };
    }
    return null;
  }

  /** The answer started early for this GET (earlyReads.ts), or undefined to ask as usual. */
  async function early(request: HttpRequest): Promise<{ answer: unknown } | undefined> {
    if (request.method !== 'GET') {
      // A write makes every answer started before it stale.
      config.early?.clear();
      return undefined;
    }
    const started = config.early?.take(request.path);
    if (!started) return undefined;
    try {
      return { answer: await withAbort(started, request.signal) };
    } catch {
      // Aborted: the caller's abort error. Failed: asked again, so the error is this adapter's.
      throwIfAborted(request.signal);
      return undefined;
    }
  }

  return async function send<T>(request: HttpRequest): Promise<T> {
    throwIfAborted(request.signal);
    const taken = await early(request);
    if (taken) return taken.answer as T;
    const used = request.public
      ? null
      : request.token
        ? { value: request.token, renewable: false }
        : await withAbort(token(), request.signal);
    try {
      return await once<T>(request, used?.value ?? null);
    } catch (error) {
      if (!unauthorized(error)) throw error;
      if (used?.renewable && config.serviceAccount) {
        // Renew once; concurrent callers that saw the same stale token share one sign-in.
        if (service?.value === used.value) service = null;
        const fresh = await withAbort(serviceToken(config.serviceAccount), request.signal);
        try {
          return await once<T>(request, fresh);
        } catch (again) {
          if (unauthorized(again)) ended(request, again);
          throw again;
        }
      }
      ended(request, error);
      throw error;
    }
  };

  /**
   * A call made for a signed-in account was refused as unauthorised: its session has ended (the
   * token expired or was revoked). The host hears it once per refusal; the call still fails.
   * Public calls (sign-in, register) answer 401 for a wrong password, which ends nothing; a call
   * that names its own token (signing it out) ends that token on purpose.
   */
  function ended(request: HttpRequest, error: ApiError): void {
    if (request.public || request.token || !config.onUnauthorized) return;
    try {
      config.onUnauthorized(error);
    } catch (hookError) {
      // The host's hook failing must not replace the refusal the caller is waiting for.
      console.error(hookError);
    }
  }
}
