import type { FallbackProps } from 'react-error-boundary';

/** The app's error boundary: a crash in one page (or a page's chunk that fails to load) does not blank the app. */
export function RouteError(_: FallbackProps) {
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-secondary">Something went wrong.</h1>
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
