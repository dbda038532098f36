import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from 'storefront-onboarding';

/**
 * `/dashboard/Logout` (docs/behaviour.md §2): signs out, then goes to sign-in. It sits outside the
 * signed-in guard, so a visitor without a session is not asked to sign in first only to be signed
 * out on arrival.
 */
export function LogoutRoute() {
  const { session, store } = useSession();
  useEffect(() => {
    if (session) store.signOut();
  }, [session, store]);
  return session ? null : <Navigate to="/auth/login" replace />;
}
