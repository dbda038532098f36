import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession, useSignOut } from 'storefront-onboarding';

/**
 * `/dashboard/Logout` (docs/behaviour.md, "Screens and routes"): signs out, then goes to sign-in. It sits outside the
 * signed-in guard, so a visitor without a session is not asked to sign in first only to be signed
 * out on arrival.
 */
export function LogoutRoute() {
  const { session } = useSession();
  // Clears the session and revokes its token on the server (docs/api-contract.md, "Sessions").
  const signOut = useSignOut();
  useEffect(() => {
    if (session) signOut();
  }, [session, signOut]);
  return session ? null : <Navigate to="/auth/login" replace />;
}
