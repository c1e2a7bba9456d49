import { Link } from 'react-router';
import { adminPaths } from '../paths';

export default function ConsoleNotFound() {
  return (
    <section className="py-16 text-center">
      <h1 className="text-xl font-semibold text-secondary">Page not found</h1>
      <p className="mt-2 text-ink-secondary">This console page does not exist.</p>
      <Link
        to={adminPaths.dashboard}
        className="mt-4 inline-block font-medium text-primary-dark hover:underline"
      >
        Back to the dashboard
      </Link>
    </section>
  );
}
