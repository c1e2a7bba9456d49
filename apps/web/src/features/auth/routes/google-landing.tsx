import { ACCOUNT_DELETION_MESSAGES } from '@edupath/contract/account-deletion-constants';
import { consentEndpoints as E } from '@edupath/contract/consent';
import { GOOGLE_DELETION_CANCELLED_PARAM, GOOGLE_ERROR_PARAM } from '@edupath/contract/google-signin';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { call } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { adoptCookieSession } from '../api/adopt-session';

/** Where a successful Google sign-in lands (docs/accounts.md, "Google sign-in"). */
export default function GoogleLandingRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const deletionCancelled = search.get(GOOGLE_DELETION_CANCELLED_PARAM) === '1';
  useEffect(() => {
    let active = true;
    adoptCookieSession().then(
      async ({ user }) => {
        // This sign-in kept an account that was due to be deleted (docs/privacy.md#deletion).
        if (deletionCancelled && active) toast.success(ACCOUNT_DELETION_MESSAGES.cancelled);
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
  }, [navigate, deletionCancelled]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3" aria-busy="true">
      <Spinner label="Signing you in" />
      <p aria-hidden="true" className="text-sm text-ink-secondary">
        Signing you in…
      </p>
    </main>
  );
}
