import { lazy, useState, type ComponentType, type JSX } from 'react';

/** A chunk's loader; `loaded` is its module once it (and the strings it waits for) arrived. */
export interface Chunk<M> {
  (): Promise<M>;
  loaded?: M;
}

/** `load` as a chunk: once it arrived, with the kit strings its module waits for (`ready`). */
export function chunk<M>(load: () => Promise<M>): Chunk<M> {
  const get: Chunk<M> = () =>
    load().then(async (module) => {
      // A page whose kit strings load with it exports `ready`: its first paint waits for them,
      // so it is never English for a moment in Hindi or Arabic. A failed fetch is not fatal:
      // the page shows English and its components fetch again.
      await (module as { ready?: Promise<void> }).ready?.catch(() => undefined);
      get.loaded = module;
      return module;
    });
  return get;
}

/**
 * The signed-in screens' chunks, one loader each: the routes render them lazily, and `prefetch`
 * starts the ones a visit will need at once. The same loader, so both share one module promise.
 */
export const chunks = {
  appLayout: chunk(() => import('./pages/AppLayout')),
  storePages: chunk(() => import('./pages/storePages')),
  dashboardDefault: chunk(() => import('./pages/DashboardDefaultPage')),
  dashboardDemo: chunk(() => import('./pages/DashboardDemoPage')),
  users: chunk(() => import('./pages/UsersPage')),
  products: chunk(() => import('./pages/ProductsPage')),
  httpAdapters: chunk(() => import('./httpAdapters')),
  httpClient: chunk(() => import('./httpClient').then((m) => m.preloadHttpClient())),
  dataTable: chunk(() => import('storefront-onboarding/data-table')),
  primeReads: chunk(() => import('./primeReads')),
};

/**
 * A component of a chunk, rendered at once when the chunk has already arrived (prefetch.ts starts
 * a visit's chunks together), lazily otherwise. A React.lazy alone always suspends on its first
 * render, loaded or not, and React then holds the content back for up to 300 ms after the
 * fallback showed (its fallback throttle): once per nested layer (layout, boundary, page, table),
 * this was most of an inner page's time between its data arriving and its data painting.
 */
export function fromChunk<M, P extends object>(
  load: Chunk<M>,
  pick: (module: M) => ComponentType<P>,
): (props: P) => JSX.Element {
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  return function FromChunk(props: P) {
    // Chosen once per mount: switching from the lazy to the loaded one would remount it.
    const [Component] = useState<ComponentType<P>>(() =>
      load.loaded ? pick(load.loaded) : (Lazy as ComponentType<P>),
    );
    return <Component {...props} />;
  };
}
