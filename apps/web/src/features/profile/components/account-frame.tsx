import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** The frame of /update-profile, which sits outside the main layout (docs/accounts.md, "Update profile"). */
export function AccountFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-start justify-center bg-gradient-to-br from-primary-light via-white to-primary-light px-4 py-10 sm:items-center">
      <div className="w-full max-w-lg">
        <div className="mb-6 flex items-center justify-between gap-4">
          <Link to={paths.home} className="flex items-center gap-2 text-2xl font-bold text-secondary">
            <img src="/favicon.svg" alt="" className="h-9 w-9" /> EduPath
          </Link>
          <Link
            to={paths.profile}
            className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-secondary hover:bg-white/70 hover:text-primary-dark"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to profile
          </Link>
        </div>
        <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-secondary">{title}</h1>
          <p className="mt-1 text-sm text-ink-secondary">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}
