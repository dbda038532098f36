import axios, { isAxiosError, isCancel, type AxiosInstance } from 'axios';
import { ApiError } from '../../kernel/errors';
import { abortedError } from './abort';
import { readErrorBody } from './errorBody';
import type { HttpRequest } from './transport';

/*
 * The only module of the HTTP adapter that imports axios' code. The transport loads it with the
 * first request, so a page that has not called the API yet (a sign-in form being typed into)
 * has not downloaded the HTTP client either (docs/architecture.md, "First load").
 */

/** A new axios instance for the adapter (hosts may give their own). */
export function createClient(): AxiosInstance {
  return axios.create();
}

/** One attempt over axios; every failure becomes an ApiError. */
export async function sendOnce<T>(
  client: AxiosInstance,
  request: HttpRequest,
  options: { baseURL: string; headers: Record<string, string>; timeoutMs: number },
): Promise<T> {
  try {
    const response = await client.request<T>({
      baseURL: options.baseURL,
      url: request.path,
      method: request.method,
      headers: options.headers,
      data: request.body,
      timeout: options.timeoutMs,
      signal: request.signal,
      responseType: 'json',
      transitional: { clarifyTimeoutError: true },
    });
    return response.data;
  } catch (error) {
    throw toApiError(error, request);
  }
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
      // The server's reason, code and params (docs/behaviour.md, "Messages", docs/api-contract.md).
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
