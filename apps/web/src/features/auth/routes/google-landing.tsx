import { consentEndpoints as E } from '@edupath/contract/consent';
import { GOOGLE_ERROR_PARAM } from '@edupath/contract/google-signin';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { call } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { adoptCookieSession } from '../api/adopt-session';

/** Where a successful Google sign-in lands (docs/accounts.md, "Google sign-in"). */
export default function GoogleLandingRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    adoptCookieSession().then(
      async ({ user }) => {
        // An account with no recorded choices (Google's first sign-in) reads the notice first
        // (docs/accounts.md#consent).
        const first = user.role === 'student' && (await call(E.mine)).data.choices.service === null;
        if (active) navigate(first ? paths.firstNotice : paths.home, { replace: true });
      },
      () => active && navigate(`${paths.login}?${GOOGLE_ERROR_PARAM}=failed`, { replace: true }),
    );
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3" aria-busy="true">
      <Spinner label="Signing you in" />
      <p aria-hidden="true" className="text-sm text-ink-secondary">
        Signing you in…
      </p>
    </main>
  );
}
