import type { BackofficeApi, Id } from 'storefront-onboarding/api';

/** The reads a page makes with its company id, as `group.method`. */
type CompanyRead =
  | 'company.get'
  | 'sellers.list'
  | 'products.list'
  | 'level1.list'
  | 'level2.list'
  | 'level3.list'
  | 'banners.list'
  | 'collections.list';
/** The reads a page makes for the signed-in account, without an id. */
type AccountRead = 'onboarding.progress' | 'onboarding.sellers';
export type EarlyCall = CompanyRead | AccountRead;

const ACCOUNT_READS: ReadonlySet<string> = new Set<AccountRead>([
  'onboarding.progress',
  'onboarding.sellers',
]);

type Read = (id?: Id, options?: unknown) => Promise<unknown>;

/** How long a read started early waits for the page that makes it (then it is dropped). */
const KEEP_MS = 10_000;

/**
 * Reads started before the page that makes them has rendered: `start` calls them on the real
 * adapter now; the page's own identical call (same method, same company id) takes the answer
 * once, instead of asking again. So an inner page's data is on its way while its chunks arrive
 * and its chrome renders (prefetch.ts), not only once its components mount.
 */
export function earlyCalls() {
  const started = new Map<string, { answer: Promise<unknown>; at: number }>();
  // An account read's first argument is its call options, not an id.
  const keyOf = (call: string, id: unknown) =>
    ACCOUNT_READS.has(call) ? call : `${call}:${String(id)}`;
  const readOf = (api: BackofficeApi, call: string): Read | undefined => {
    const [group, method] = call.split('.') as [string, string];
    const target = (api as unknown as Record<string, Record<string, Read> | undefined>)[group];
    const read = target?.[method];
    return typeof read === 'function' ? read.bind(target) : undefined;
  };
  return {
    /** Starts `calls` for company `id` on `api` (the real adapter, not the wrapped one). */
    start(api: BackofficeApi, calls: readonly EarlyCall[], id: Id): void {
      for (const call of calls) {
        const read = readOf(api, call);
        if (!read) continue;
        const answer = ACCOUNT_READS.has(call) ? read() : read(id);
        // Whoever takes it sees the failure; unclaimed, it must not be an unhandled rejection.
        answer.catch(() => undefined);
        started.set(keyOf(call, id), { answer, at: Date.now() });
      }
    },
    /** `api` whose reads take an answer started early, once, if there is a fresh one. */
    wrap(api: BackofficeApi): BackofficeApi {
      const groups = new Map<PropertyKey, unknown>();
      return new Proxy(api, {
        get(target, group, receiver) {
          const real: unknown = Reflect.get(target, group, receiver);
          if (typeof group !== 'string' || typeof real !== 'object' || real === null) return real;
          if (!groups.has(group)) {
            groups.set(
              group,
              new Proxy(real, {
                get(inner, method, innerReceiver) {
                  const fn: unknown = Reflect.get(inner, method, innerReceiver);
                  if (typeof method !== 'string' || typeof fn !== 'function') return fn;
                  return (...args: unknown[]) => {
                    const call = `${group}.${method}`;
                    // A write makes every answer started before it stale.
                    if (method !== 'get' && method !== 'list' && !ACCOUNT_READS.has(call)) {
                      started.clear();
                    }
                    const key = keyOf(call, args[0]);
                    const early = started.get(key);
                    if (early) {
                      started.delete(key);
                      if (Date.now() - early.at < KEEP_MS) return early.answer;
                    }
                    return (fn as (...a: unknown[]) => unknown).apply(inner, args);
                  };
                },
              }),
            );
          }
          return groups.get(group);
        },
      });
    },
  };
}
