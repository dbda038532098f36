import type { BackofficeApi } from './BackofficeApi';
import { isApiError, type ApiError } from '../kernel/errors';

/**
 * True for a refusal that means the caller's session has ended: a 401 other than a refused
 * sign-in (`invalid-credentials`) or a wrong API key (`invalid-api-key`, the host's setup, not
 * the user's session). Retrying such a call cannot succeed until the user signs in again.
 */
export function endsSession(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    error.kind === 'rejected' &&
    error.status === 401 &&
    error.code !== 'invalid-credentials' &&
    error.code !== 'invalid-api-key'
  );
}

type Method = (...args: unknown[]) => unknown;

/** Calls whose 401 ends no session: a wrong password, a token being signed out anyway. */
const quiet = new Set<PropertyKey>(['signIn', 'signOut']);

/**
 * The adapter with every call's session-ending refusal (`endsSession`) reported to `onEnded`,
 * whatever the adapter (HTTP, memory, a host's own): the provider turns it into the host's
 * `onUnauthorized` and a signed-out state instead of a Retry that cannot succeed. Sign-in and
 * sign-out are not watched: a wrong password, or a token ended on purpose. Each call still fails
 * with its error.
 */
export function watchSessionEnd(
  api: BackofficeApi,
  onEnded: (error: ApiError) => void,
): BackofficeApi {
  const watch = (target: object, group?: PropertyKey): object =>
    new Proxy(target, {
      get(object, name, receiver) {
        const value: unknown = Reflect.get(object, name, receiver);
        if (typeof name === 'symbol' || !value) return value;
        if (typeof value === 'object') return group ? value : watch(value, name);
        if (typeof value !== 'function' || (group === 'account' && quiet.has(name))) return value;
        return (...args: unknown[]) => {
          const result = (value as Method).apply(object, args);
          return result instanceof Promise
            ? result.catch((error: unknown) => {
                if (endsSession(error)) onEnded(error);
                throw error;
              })
            : result;
        };
      },
    });
  return watch(api) as BackofficeApi;
}
