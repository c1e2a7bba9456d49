import { useState } from 'react';
import { useAuth } from '../../../lib/auth-storage';
import { serverMessage } from '../../../lib/form-errors';
import { useEmailStatus } from '../api/get-email-status';
import { useResendVerification } from '../api/resend-verification';

import { ResendButton } from './resend-button';
/**
 * Above every page of the student site while the signed-in student's address is unverified: the
 * site works as before, and 'Resend' sends a new link (docs/email.md, "Verification").
 */
export function VerifyBanner() {
  const { isAuthenticated, user } = useAuth();
  const status = useEmailStatus(isAuthenticated && user?.role === 'student');
  const resend = useResendVerification();
  const [note, setNote] = useState<string | null>(null);
  if (!status.data || status.data.verified) return null;

  const send = () => {
    setNote(null);
    resend.mutate(undefined, {
      onSuccess: (answer) => setNote(answer.message),
      onError: (err) => setNote(serverMessage(err) ?? 'Could not send the link. Please try again.'),
    });
  };

  return (
    <section
      aria-label="Email verification"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1">
        <p>
          Please verify your email address <strong className="font-semibold">{status.data.email}</strong>: we
          sent you a link.
        </p>
        <ResendButton onClick={send} sending={resend.isPending} />
        <p role="status" className="text-amber-800">
          {note}
        </p>
      </div>
    </section>
  );
}
