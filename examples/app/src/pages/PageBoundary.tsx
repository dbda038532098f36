import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from 'storefront-onboarding/components';
import { ErrorPage } from './ErrorPage';
import { isChunkLoadError, RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The signed-in routes' error boundary (docs/behaviour.md, "Screens and routes" full layout `error`): a page that
 * throws, or whose chunk cannot be loaded, shows the error page in its layout (`level` 2 under the
 * chrome's breadcrumb, 1 on the full layout) with a retry instead of a blank screen. A failed
 * chunk is fetched again by reloading the page (the browser keeps a failed module import); any
 * other error renders the page again.
 */
export function PageBoundary({ level = 2 }: { level?: 1 | 2 }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary
      resetKey={pathname}
      fallback={(error, retry) => (
        <ErrorPage
          error={error}
          level={level}
          onRetry={() => (isChunkLoadError(error) ? window.location.reload() : retry())}
        />
      )}
    >
      {/* Under the chrome the content layout shows the loader while a page loads (after 300 ms,
          so a fast load never flashes it); the full layout has no such frame, so it is here. */}
      {level === 2 ? (
        <Outlet />
      ) : (
        <Suspense fallback={<PageLoader delayMs={300} />}>
          <Outlet />
        </Suspense>
      )}
    </RouteErrorBoundary>
  );
}
