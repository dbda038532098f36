import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from 'storefront-onboarding/components';
import { ErrorPage } from './ErrorPage';
import { isChunkLoadError, RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The signed-in content routes' error boundary (docs/behaviour.md §2 full layout `error`): a page
 * that throws, or whose chunk cannot be loaded, shows the error page inside the chrome with a
 * retry instead of a blank screen. A failed chunk is fetched again by reloading the page (the
 * browser keeps a failed module import); any other error renders the page again.
 */
export function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary
      resetKey={pathname}
      fallback={(error, retry) => (
        <ErrorPage
          error={error}
          level={2}
          onRetry={() => (isChunkLoadError(error) ? window.location.reload() : retry())}
        />
      )}
    >
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
