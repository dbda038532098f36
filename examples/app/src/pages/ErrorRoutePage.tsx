import { ErrorPage } from './ErrorPage';

/** `/error` (docs/behaviour.md, "Screens and routes" full layout): the error page on its own, with the way back. */
export function ErrorRoutePage() {
  return <ErrorPage />;
}
