import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-storage';
import { paths } from '../../../lib/paths';
import { refreshCurrentUser } from '../../auth/index';
import { useParentalConsent, useSendParentLink } from '../api/parental-consent';

import { ResendButton } from './resend-button';
/**
 * Above every page of a child's site while her parent or guardian has not confirmed: what she
 * can do meanwhile, 'Resend' and a way to change the address on /account
 * (docs/accounts.md#under-18). When the confirmation arrives (its notification refreshes the
 * state), the session's user is read again and the limits lift without a reload.
 */
export function ParentBanner() {
  const { isAuthenticated, user } = useAuth();
  const waitingUser = Boolean(isAuthenticated && user?.role === 'student' && user.awaitingParent);
  const status = useParentalConsent(waitingUser);
  const resend = useSendParentLink();
  const [note, setNote] = useState<string | null>(null);
  const state = status.data?.state;

  useEffect(() => {
    if (waitingUser && state && state !== 'waiting') void refreshCurrentUser();
  }, [waitingUser, state]);

  if (!waitingUser || state !== 'waiting' || !status.data) return null;
  const parentEmail = status.data.parentEmail;

  const send = () => {
    if (!parentEmail) return;
    setNote(null);
    resend.mutate(
      { parentEmail },
      {
        onSuccess: (answer) => setNote(answer.message),
        onError: (err) => setNote(err.message || 'Could not send the link. Please try again.'),
      },
    );
  };

  return (
    <section
      aria-label="Parent's confirmation"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1">
        <p>
          Waiting for your parent or guardian to confirm
          {parentEmail && (
            <>
              {' '}
              (<strong className="font-semibold">{parentEmail}</strong>)
            </>
          )}
          : until then you can browse and shortlist.
        </p>
        {parentEmail && <ResendButton onClick={send} sending={resend.isPending} />}
        <Link to={`${paths.account}#parent`} className="font-medium underline">
          Change their email
        </Link>
        <p role="status" className="text-amber-800">
          {note}
        </p>
      </div>
    </section>
  );
}
