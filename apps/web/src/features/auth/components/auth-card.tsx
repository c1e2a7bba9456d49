import { GOOGLE_START_PATH } from '@edupath/contract/google-signin';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useAuthProviders } from '../api/get-auth-providers';

/** The frame of the pages outside the main layout (login, signup, update profile). */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary-light via-white to-primary-light px-4 py-10">
      <div className="w-full max-w-md">
        <Link
          to={paths.home}
          className="mb-6 flex items-center justify-center gap-2 text-2xl font-bold text-secondary"
        >
          <img src="/favicon.svg" alt="" className="h-9 w-9" /> EduPath
        </Link>
        <div className="rounded-2xl border border-line bg-white p-8 shadow-sm">
          <h1 className="text-2xl font-bold text-secondary">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-ink-secondary">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}

/** Under the login and signup forms: the other way in, and the way to the other form. */
export function AuthAlternatives({
  question,
  to,
  linkText,
}: {
  question: string;
  to: string;
  linkText: string;
}) {
  // The Google way in shows only where the server offers it (docs/accounts.md, "Google sign-in").
  const google = useAuthProviders().data?.google === true;
  return (
    <>
      {google && (
        <>
          <div className="flex items-center gap-3 text-xs text-gray-500">
            <span className="h-px flex-1 bg-line" /> or <span className="h-px flex-1 bg-line" />
          </div>
          <GoogleButton />
        </>
      )}
      <p className="text-center text-sm text-ink-secondary">
        {question}{' '}
        <Link to={to} className="font-medium text-primary-dark hover:underline">
          {linkText}
        </Link>
      </p>
    </>
  );
}

/**
 * A plain link, not a fetch: the sign-in is a full-page round trip through the provider, which
 * ends on the server's callback with the session cookie set.
 */
function GoogleButton() {
  return (
    <a
      href={GOOGLE_START_PATH}
      className="flex w-full items-center justify-center gap-3 rounded-lg border border-line px-4 py-2 text-sm font-medium text-ink-secondary hover:bg-primary-light focus-visible:outline-2 focus-visible:outline-primary"
    >
      <svg aria-hidden="true" viewBox="0 0 48 48" className="h-5 w-5">
        <path
          fill="#FFC107"
          d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
        />
        <path
          fill="#FF3D00"
          d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
        />
        <path
          fill="#4CAF50"
          d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
        />
        <path
          fill="#1976D2"
          d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
        />
      </svg>
      Continue with Google
    </a>
  );
}
