import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageLoader } from 'storefront-onboarding/components';
import { LogoutRoute } from './LogoutRoute';
import { RequireSession } from './RequireSession';
import { chunk, chunks, fromChunk } from './chunks';
import { contentRoutes, fullRoutes } from './chrome/routes';
// The sign-in screen is where every visit without a session starts (and where `/` leads): it is
// part of the first chunk, which then holds the account code it shares with the other screens in
// one file instead of twenty small ones (docs/architecture.md, "First load").
import { LoginPage } from './pages/LoginPage';

/**
 * Every screen is its own chunk: the sign-in route downloads nothing the others need. The
 * declarative router (no data APIs: nothing here loads data in a route) is half the size of the
 * data router (docs/architecture.md, "First load"). A page waits for the kit strings it loads with
 * it (`chunk`, chunks.tsx).
 */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  fromChunk(chunk(load), pick);
const changePassword = chunk(() => import('./pages/ChangePasswordPage'));
const RegisterPage = page(
  () => import('./pages/RegisterPage'),
  (m) => m.RegisterPage,
);
const ThankYouPage = page(
  () => import('./pages/ThankYouPage'),
  (m) => m.ThankYouPage,
);
const CompanyChangePasswordPage = fromChunk(changePassword, (m) => m.CompanyChangePasswordPage);
const SellerChangePasswordPage = fromChunk(changePassword, (m) => m.SellerChangePasswordPage);
const CompanyWizardPage = page(
  () => import('./pages/CompanyWizardPage'),
  (m) => m.CompanyWizardPage,
);
const SellerWizardPage = page(
  () => import('./pages/SellerWizardPage'),
  (m) => m.SellerWizardPage,
);
const AppLayout = fromChunk(chunks.appLayout, (m) => m.AppLayout);
const DashboardDemoPage = fromChunk(chunks.dashboardDemo, (m) => m.DashboardDemoPage);

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/" element={<Navigate to="/auth/login" replace />} />
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="/auth/Register" element={<RegisterPage />} />
        <Route path="/auth/Thankyou" element={<ThankYouPage />} />
        <Route path="/dashboard/Logout" element={<LogoutRoute />} />
        <Route element={<RequireSession />}>
          <Route path="/auth/ChangePassword" element={<CompanyChangePasswordPage />} />
          <Route path="/auth/ChangePasswordSeller" element={<SellerChangePasswordPage />} />
          <Route path="/auth/SignupProcess" element={<CompanyWizardPage />} />
          <Route path="/auth/SignupProcessSeller" element={<SellerWizardPage />} />
          <Route element={<AppLayout />}>
            <Route path="/dashboard/demo" element={<DashboardDemoPage />} />
            {contentRoutes}
          </Route>
          {fullRoutes}
        </Route>
        {/* Unknown paths go to the empty path, which goes to sign-in (docs/behaviour.md, "Screens and routes"). */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
