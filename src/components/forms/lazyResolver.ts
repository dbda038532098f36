import type { FieldValues, Resolver } from 'react-hook-form';

/** A resolver whose code (a schema and its validation library) is fetched when first needed. */
export interface LazyResolver<T extends FieldValues> extends Resolver<T> {
  /** Starts fetching now (e.g. at the first focus in the form), so the first check does not wait. */
  preload(): Promise<Resolver<T>>;
}

/**
 * Wraps a resolver that lives in another chunk: the form paints and takes typing before yup
 * arrives; the first validation (or `preload`) fetches it once, and a failed fetch is retried
 * on the next validation. Used by the sign-in form so the first screen stays light
 * (docs/architecture.md, "First load").
 *
 * @example
 * const resolver = lazyResolver(() => import('./schema').then((m) => m.signInResolver()));
 * <form onFocus={() => void resolver.preload().catch(() => {})}>…</form>
 */
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | null = null;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver = (async (values, context, options) =>
    (await preload())(values, context, options)) as LazyResolver<T>;
  resolver.preload = preload;
  return resolver;
}
