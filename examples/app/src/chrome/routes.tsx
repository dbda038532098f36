import { lazy } from 'react';
import { Route } from 'react-router-dom';

const SectionPage = lazy(() => import('./pages').then((m) => ({ default: m.SectionPage })));
const ChatPage = lazy(() => import('./pages').then((m) => ({ default: m.ChatPage })));
const FullPage = lazy(() => import('./pages').then((m) => ({ default: m.FullPage })));
const DashboardDefaultPage = lazy(() =>
  import('../pages/DashboardDefaultPage').then((m) => ({ default: m.DashboardDefaultPage })),
);
const UsersPage = lazy(() => import('../pages/UsersPage').then((m) => ({ default: m.UsersPage })));
const ProductsPage = lazy(() =>
  import('../pages/ProductsPage').then((m) => ({ default: m.ProductsPage })),
);
const BareLayout = lazy(() => import('./ChromeLayout').then((m) => ({ default: m.BareLayout })));

/** The content sections' pages, inside the chrome (docs/behaviour.md §2 "Signed-in layouts"). */
export const contentRoutes = (
  <>
    {['form/*', 'table/*', 'master/*'].map((p) => (
      <Route key={p} path={`/${p}`} element={<SectionPage />} />
    ))}
    <Route path="/dashboard/default" element={<DashboardDefaultPage />} />
    <Route path="/users/*" element={<UsersPage />} />
    <Route path="/ecommerce/*" element={<ProductsPage />} />
    <Route path="/chat/" element={<ChatPage />} />
  </>
);

/** The full-layout pages: only the page, no chrome. */
export const fullRoutes = (
  <Route element={<BareLayout />}>
    {['error', 'authentication', 'comingsoon', 'maintenance'].map((p) => (
      <Route key={p} path={`/${p}`} element={<FullPage />} />
    ))}
  </Route>
);
