import type { BackofficeApi } from '../../../api/BackofficeApi';

/** The adapter methods that save (every other one reads). */
const WRITES = new Set([
  'create',
  'remove',
  'savePage',
  'completeStep',
  'saveVariants',
  'update',
  'saveStore',
  'saveShop',
  'revoke',
  'transferOwnership',
]);

/** A call's options (`{ signal }`) are not what it saved. */
const isOptions = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).every((key) => key === 'signal');

/**
 * The adapter with each successful save reported to `onSaved` (`company.savePage` and its
 * arguments): the wizard elements send it as `step-saved`. Reads pass through untouched.
 */
export function observeWrites(
  api: BackofficeApi,
  onSaved: (call: string, saved: readonly unknown[]) => void,
): BackofficeApi {
  const groups = new Map<PropertyKey, unknown>();
  return new Proxy(api, {
    get(target, group, receiver) {
      const value: unknown = Reflect.get(target, group, receiver);
      if (typeof group === 'symbol' || !value || typeof value !== 'object') return value;
      if (!groups.has(group)) {
        groups.set(
          group,
          new Proxy(value, {
            get(object, method, inner) {
              const call: unknown = Reflect.get(object, method, inner);
              if (typeof call !== 'function' || typeof method !== 'string' || !WRITES.has(method)) {
                return call;
              }
              return async (...args: unknown[]) => {
                const result: unknown = await (call as (...a: unknown[]) => unknown).apply(
                  object,
                  args,
                );
                const saved = args.length && isOptions(args.at(-1)) ? args.slice(0, -1) : args;
                onSaved(`${String(group)}.${method}`, saved);
                return result;
              };
            },
          }),
        );
      }
      return groups.get(group);
    },
  });
}
