import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { chunks, fromChunk } from '../chunks';
import type { StorePageName } from '../pages/storePages';

const ChatPage = lazy(() => import('./pages').then((m) => ({ default: m.ChatPage })));
const DashboardDefaultPage = fromChunk(chunks.dashboardDefault, (m) => m.DashboardDefaultPage);
const UsersPage = fromChunk(chunks.users, (m) => m.UsersPage);
const ProductsPage = fromChunk(chunks.products, (m) => m.ProductsPage);
const BareLayout = lazy(() => import('./ChromeLayout').then((m) => ({ default: m.BareLayout })));
const StorePage = fromChunk(chunks.storePages, (m) => m.StorePage);
const PageBoundary = fromChunk(chunks.storePages, (m) => m.PageBoundary);

const store = (path: string, name: StorePageName) => (
  <Route key={path} path={path} element={<StorePage name={name} />} />
);

/**
 * The content sections' pages, inside the chrome (docs/behaviour.md, "Signed-in layouts"). A
 * page that throws, or whose chunk fails to load, shows the error page with a retry.
 */
export const contentRoutes = (
  <Route element={<PageBoundary />}>
    <Route path="/dashboard/default" element={<DashboardDefaultPage />} />
    <Route path="/users/*" element={<UsersPage />} />
    <Route path="/ecommerce/*" element={<ProductsPage />} />
    {store('/table/*', 'catalog')}
    {store('/form/validation', 'companySettings')}
    {store('/form/inputs', 'billingSettings')}
    {store('/form/wizard', 'aboutTermsSettings')}
    {store('/form/*', 'companySettings')}
    {store('/master/Summary', 'summary')}
    {store('/master/ViewExpense', 'viewExpense')}
    {store('/master/ViewPaymentAccount', 'viewPaymentAccount')}
    {store('/master/ViewExpenseAccount', 'viewExpenseAccount')}
    {store('/master/AddExpense', 'addExpense')}
    {store('/master/*', 'summary')}
    <Route path="/chat/" element={<ChatPage />} />
  </Route>
);

/** The full-layout pages: only the page, no chrome. */
export const fullRoutes = (
  <Route element={<BareLayout />}>
    <Route element={<PageBoundary level={1} />}>
      {store('/error', 'error')}
      {store('/authentication', 'authentication')}
      {store('/comingsoon', 'comingsoon')}
      {store('/maintenance', 'maintenance')}
    </Route>
  </Route>
);
