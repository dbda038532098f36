import { lazy, type ComponentType } from 'react';
import { Route } from 'react-router-dom';

const SectionPage = lazy(() => import('./pages').then((m) => ({ default: m.SectionPage })));
const ChatPage = lazy(() => import('./pages').then((m) => ({ default: m.ChatPage })));
const BareLayout = lazy(() => import('./ChromeLayout').then((m) => ({ default: m.BareLayout })));
// The store pages: each its own chunk, loaded when its route is first shown.
const page = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
const PageBoundary = page(() => import('../pages/PageBoundary'), 'PageBoundary');
const CatalogPage = page(() => import('../pages/CatalogPage'), 'CatalogPage');
const CompanySettingsPage = page(
  () => import('../pages/CompanySettingsPage'),
  'CompanySettingsPage',
);
const BillingSettingsPage = page(
  () => import('../pages/BillingSettingsPage'),
  'BillingSettingsPage',
);
const AboutTermsSettingsPage = page(
  () => import('../pages/AboutTermsSettingsPage'),
  'AboutTermsSettingsPage',
);
const SummaryPage = page(() => import('../pages/SummaryPage'), 'SummaryPage');
const ViewExpensePage = page(() => import('../pages/NoDataModelPage'), 'ViewExpensePage');
const ViewPaymentAccountPage = page(
  () => import('../pages/NoDataModelPage'),
  'ViewPaymentAccountPage',
);
const ViewExpenseAccountPage = page(
  () => import('../pages/NoDataModelPage'),
  'ViewExpenseAccountPage',
);
const ErrorRoutePage = page(() => import('../pages/ErrorRoutePage'), 'ErrorRoutePage');
const AuthenticationPage = page(() => import('../pages/AuthenticationPage'), 'AuthenticationPage');
const ComingSoonPage = page(() => import('../pages/ComingSoonPage'), 'ComingSoonPage');
const MaintenancePage = page(() => import('../pages/MaintenancePage'), 'MaintenancePage');

/**
 * The content sections' pages, inside the chrome (docs/behaviour.md §2 "Signed-in layouts"). A
 * page that throws, or whose chunk fails to load, shows the error page with a retry.
 */
export const contentRoutes = (
  <Route element={<PageBoundary />}>
    {['dashboard/default', 'users/*', 'ecommerce/*'].map((p) => (
      <Route key={p} path={`/${p}`} element={<SectionPage />} />
    ))}
    <Route path="/table/*" element={<CatalogPage />} />
    <Route path="/form/validation" element={<CompanySettingsPage />} />
    <Route path="/form/inputs" element={<BillingSettingsPage />} />
    <Route path="/form/wizard" element={<AboutTermsSettingsPage />} />
    <Route path="/form/*" element={<CompanySettingsPage />} />
    <Route path="/master/Summary" element={<SummaryPage />} />
    <Route path="/master/ViewExpense" element={<ViewExpensePage />} />
    <Route path="/master/ViewPaymentAccount" element={<ViewPaymentAccountPage />} />
    <Route path="/master/ViewExpenseAccount" element={<ViewExpenseAccountPage />} />
    <Route path="/master/*" element={<SummaryPage />} />
    <Route path="/chat/" element={<ChatPage />} />
  </Route>
);

/** The full-layout pages: only the page, no chrome. */
export const fullRoutes = (
  <Route element={<BareLayout />}>
    <Route path="/error" element={<ErrorRoutePage />} />
    <Route path="/authentication" element={<AuthenticationPage />} />
    <Route path="/comingsoon" element={<ComingSoonPage />} />
    <Route path="/maintenance" element={<MaintenancePage />} />
  </Route>
);
