import type { FieldValues, Resolver } from 'react-hook-form';

/** A resolver whose code (a schema and its validation library) is fetched when first needed. */
export interface LazyResolver<T extends FieldValues> extends Resolver<T> {
  /** Starts fetching now (e.g. once the form has painted), so the first check does not wait. */
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
 * useEffect(() => void resolver.preload().catch(() => {}), [resolver]);
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

/** Runs `task` once the browser is idle (at the latest after 2 s); returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
