import type { BackofficeApi, UploadAdapter } from './BackofficeApi';

/**
 * An adapter whose implementation is fetched on its first call: `deferApi(() => import(…))`
 * hands the provider a `BackofficeApi` at once, and the HTTP adapter's code (with axios) arrives
 * when the first call is made, not before the first paint (docs/architecture.md, "First load").
 * A failed fetch rejects that call and is retried by the next one.
 *
 * @example
 * const api = deferApi(() =>
 *   import('storefront-onboarding/api').then((m) => m.createHttpApi({ baseURL: '/api' })),
 * );
 * @beta Load-time plumbing the example app uses; it may change in a minor version.
 */
export function deferApi(load: () => Promise<BackofficeApi>): BackofficeApi {
  const real = once(load);
  const groups = new Map<PropertyKey, unknown>();
  return new Proxy({} as BackofficeApi, {
    get(_, group) {
      // Not a thenable, not an iterator: only the adapter's groups are answered.
      if (typeof group === 'symbol' || group === 'then') return undefined;
      if (!groups.has(group)) {
        groups.set(
          group,
          new Proxy(
            {},
            {
              get:
                (__, method) =>
                async (...args: unknown[]) => {
                  const api = (await real()) as unknown as Record<
                    PropertyKey,
                    Record<PropertyKey, (...a: unknown[]) => unknown>
                  >;
                  const target = api[group];
                  const call = target?.[method];
                  if (typeof call !== 'function') {
                    throw new TypeError(`The adapter has no ${String(group)}.${String(method)}`);
                  }
                  return call.apply(target, args);
                },
            },
          ),
        );
      }
      return groups.get(group);
    },
  });
}

/**
 * The same for an upload adapter.
 * @beta Load-time plumbing the example app uses; it may change in a minor version.
 */
export function deferUploader(load: () => Promise<UploadAdapter>): UploadAdapter {
  const real = once(load);
  return { upload: async (...args) => (await real()).upload(...args) };
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
