import { ErrorPage } from './ErrorPage';

/** `/error` (docs/behaviour.md §2 full layout): the error page on its own, with the way back. */
export function ErrorRoutePage() {
  return <ErrorPage />;
}
