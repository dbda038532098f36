/**
 * The signed-in screens' chunks, one loader each: the routes render them lazily, and `prefetch`
 * starts the ones a visit will need at once. The same loader, so both share one module promise.
 */
export const chunks = {
  appLayout: () => import('./pages/AppLayout'),
  storePages: () => import('./pages/storePages'),
  dashboardDefault: () => import('./pages/DashboardDefaultPage'),
  dashboardDemo: () => import('./pages/DashboardDemoPage'),
  users: () => import('./pages/UsersPage'),
  products: () => import('./pages/ProductsPage'),
  httpAdapters: () => import('./httpAdapters'),
  httpClient: () => import('./httpAdapters').then((m) => m.preloadHttpClient()),
  dataTable: () => import('storefront-onboarding/data-table'),
};
