import { chunks } from './chunks';

type Chunk = keyof typeof chunks;

/** What each signed-in path renders: the chrome, the page boundary, the page. */
const ROUTES: Array<[RegExp, Chunk[]]> = [
  [/^\/dashboard\/default$/, ['appLayout', 'storePages', 'dashboardDefault']],
  [/^\/dashboard\/demo$/, ['appLayout', 'dashboardDemo']],
  [/^\/users\//, ['appLayout', 'storePages', 'users']],
  [/^\/ecommerce\//, ['appLayout', 'storePages', 'products']],
  [/^\/(table|form|master|chat)\//, ['appLayout', 'storePages']],
];

/**
 * A signed-in visit of an inner page fetches everything it will need at once, at start: the
 * chrome, the page boundary, the page and the HTTP client. Rendered lazily, each layer asked for
 * the next one only once it ran (index → chrome → boundary → page → client → data: five round
 * trips and five module evaluations in a row before the first API call). A visit without a
 * session (the sign-in route) fetches nothing more (docs/architecture.md, "First load").
 */
export function prefetch(path: string, signedIn: boolean): void {
  if (!signedIn) return;
  const route = ROUTES.find(([pattern]) => pattern.test(path));
  if (!route) return;
  for (const name of [...route[1], 'httpAdapters' as const]) {
    // A failed fetch is retried by the route that needs it, which shows its own error.
    chunks[name]().catch(() => undefined);
  }
}
