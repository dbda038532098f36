import { Navigate, createHashRouter } from 'react-router-dom';
import { RequireSession } from './RequireSession';

// Every screen is its own chunk: the sign-in route downloads nothing the others need.
export const router = createHashRouter([
  { path: '/', element: <Navigate to="/auth/login" replace /> },
  {
    path: '/auth/login',
    lazy: () => import('./pages/LoginPage').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: '/auth/Register',
    lazy: () => import('./pages/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: '/auth/Thankyou',
    lazy: () => import('./pages/ThankYouPage').then((m) => ({ Component: m.ThankYouPage })),
  },
  {
    element: <RequireSession />,
    children: [
      {
        path: '/auth/ChangePassword',
        lazy: () =>
          import('./pages/ChangePasswordPage').then((m) => ({
            Component: m.CompanyChangePasswordPage,
          })),
      },
      {
        path: '/auth/ChangePasswordSeller',
        lazy: () =>
          import('./pages/ChangePasswordPage').then((m) => ({
            Component: m.SellerChangePasswordPage,
          })),
      },
      {
        path: '/auth/SignupProcess',
        lazy: () =>
          import('./pages/WizardPendingPage').then((m) => ({ Component: m.CompanyWizardPage })),
      },
      {
        path: '/auth/SignupProcessSeller',
        lazy: () =>
          import('./pages/WizardPendingPage').then((m) => ({ Component: m.SellerWizardPage })),
      },
      {
        lazy: () => import('./pages/AppLayout').then((m) => ({ Component: m.AppLayout })),
        children: [
          {
            path: '/dashboard/demo',
            lazy: () =>
              import('./pages/DashboardDemoPage').then((m) => ({ Component: m.DashboardDemoPage })),
          },
        ],
      },
    ],
  },
  // Unknown paths go to the empty path, which goes to sign-in (docs/behaviour.md §2).
  { path: '*', element: <Navigate to="/" replace /> },
]);
