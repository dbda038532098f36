import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from 'storefront-onboarding';

/**
 * The guard the spec's second guard meant to be: no stored user → sign-in, keeping where the
 * visitor wanted to go. Unlike the original it really stops navigation.
 */
export function RequireSession() {
  const { session } = useSession();
  const location = useLocation();
  if (!session) {
    const returnTo = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/auth/login?returnTo=${returnTo}`} replace />;
  }
  return <Outlet />;
}
