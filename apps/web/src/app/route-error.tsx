import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Route-level error boundary: a crash in one page does not blank the whole app. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong.';
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-secondary">{message}</h1>
      <p className="mt-2 text-ink-secondary">Please reload the page. If this keeps happening, contact us.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-lg bg-primary-dark px-5 py-2.5 font-medium text-white"
      >
        Reload
      </button>
    </section>
  );
}
