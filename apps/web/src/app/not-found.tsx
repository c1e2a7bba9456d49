import { Link } from 'react-router';
import { paths } from '../lib/paths';

export default function NotFoundRoute() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary-dark">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-secondary">Page not found</h1>
      <p className="mt-2 text-ink-secondary">The page you are looking for does not exist or has moved.</p>
      <Link
        to={paths.home}
        className="mt-6 inline-block rounded-lg bg-primary-dark px-5 py-2.5 font-medium text-white"
      >
        Back to home
      </Link>
    </section>
  );
}
