import axios, { isAxiosError, isCancel, type AxiosInstance } from 'axios';
import { ApiError } from '../errors';
import { abortedError, sleep, throwIfAborted, withAbort } from './abort';
import { readErrorBody } from './errorBody';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface HttpRequest {
  method: HttpMethod;
  /** Path relative to the API base, already encoded. */
  path: string;
  body?: unknown;
  /** Public calls (sign-in, register, activation, reference data) carry no Authorization. */
  public?: boolean;
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
  retries: number;
  retryDelayMs: number;
  axios?: AxiosInstance;
}

export type Send = <T>(request: HttpRequest) => Promise<T>;

interface Token {
  value: string;
  /** Only a service-account token is renewed by the adapter; a host token is the host's to renew. */
  renewable: boolean;
}

/**
 * The one way a request leaves the adapter: headers, auth, per-attempt timeout, retries of GETs on
 * transport failures, and every failure mapped to an ApiError that carries no credentials.
 */
export function createTransport(config: TransportConfig): Send {
  const client = config.axios ?? axios.create();

  async function once<T>(request: HttpRequest, token: string | null): Promise<T> {
    const headers: Record<string, string> = {
      ...config.headers,
      Accept: 'application/json',
      Version: '1.0',
    };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (config.apiKey) headers[config.apiKeyHeader] = config.apiKey;
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await client.request<T>({
        baseURL: config.baseURL,
        url: request.path,
        method: request.method,
        headers,
        data: request.body,
        timeout: config.timeoutMs,
        signal: request.signal,
        responseType: 'json',
        transitional: { clarifyTimeoutError: true },
      });
      return response.data;
    } catch (error) {
      throw toApiError(error, request);
    }
  }

  /** Writes go out once; GETs are retried on network errors and timeouts with backoff. */
  async function attempt<T>(request: HttpRequest, token: string | null): Promise<T> {
    for (let n = 0; ; n += 1) {
      try {
        return await once<T>(request, token);
      } catch (error) {
        const transient =
          error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
        if (request.method !== 'GET' || !transient || n >= config.retries) throw error;
        await sleep(config.retryDelayMs * 2 ** n, request.signal);
      }
    }
  }

  // The service-account token is shared by every call until a 401 says it is stale.
  let service: { promise: Promise<string>; value?: string } | null = null;

  function serviceToken(account: { username: string; password: string }): Promise<string> {
    if (!service) {
      const entry: { promise: Promise<string>; value?: string } = {
        promise: attempt<{ access_token?: unknown }>(
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

  return async function send<T>(request: HttpRequest): Promise<T> {
    throwIfAborted(request.signal);
    const used = request.public ? null : await withAbort(token(), request.signal);
    try {
      return await attempt<T>(request, used?.value ?? null);
    } catch (error) {
      const stale = error instanceof ApiError && error.kind === 'rejected' && error.status === 401;
      if (!stale || !used?.renewable || !config.serviceAccount) throw error;
      // Renew once; concurrent callers that saw the same stale token share one sign-in.
      if (service?.value === used.value) service = null;
      const fresh = await withAbort(serviceToken(config.serviceAccount), request.signal);
      return attempt<T>(request, fresh);
    }
  };
}

/**
 * Maps anything thrown by axios to an ApiError. The axios error is not kept as the cause: its
 * config holds the Authorization and API-key headers and, for /auth/login, the password.
 */
export function toApiError(error: unknown, request: HttpRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancel(error) || request.signal?.aborted) return abortedError();
  const where = { method: request.method, path: request.path };
  if (isAxiosError(error)) {
    const cause = { ...where, code: error.code, status: error.response?.status };
    if (error.response) {
      const { status, data } = error.response;
      // The server's reason, code and params (docs/behaviour.md §8, docs/api-contract.md).
      const { message, code, params } = readErrorBody(data);
      return new ApiError(message ?? `Request failed with status ${status}`, {
        kind: 'rejected',
        status,
        cause,
        ...(code ? { code } : {}),
        ...(params ? { params } : {}),
      });
    }
    if (error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED') {
      return new ApiError('The server took too long to answer', { kind: 'timeout', cause });
    }
    return new ApiError('The server could not be reached', { kind: 'network', cause });
  }
  // Not from axios (e.g. a host interceptor threw): keep it as the cause for debugging.
  return new ApiError('The server could not be reached', { kind: 'network', cause: error });
}
