import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { formatDate } from '../../../lib/format';
import { useParentalConsent } from '../api/parental-consent';
import { ParentEmailForm } from './parent-email-form';

/**
 * /account's under-18 part (docs/accounts.md#under-18): while the parent has not confirmed, what is
 * limited and the form to send the link again or to another address; once confirmed, when. Nothing
 * for an adult.
 */
export function ParentalSection() {
  const status = useParentalConsent();
  if (status.isPending) return <Spinner />;
  if (status.isError) return <LoadError>Could not load your parent's confirmation.</LoadError>;
  const { state, parentEmail, linkSentAt, linkExpiresAt, confirmedAt } = status.data;
  if (state !== 'waiting' && state !== 'confirmed') return null;
  return (
    <section
      id="parent"
      aria-labelledby="account-parent"
      className="mt-6 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="account-parent" className="text-xl font-semibold text-secondary">
        Your parent's or guardian's confirmation
      </h2>
      {state === 'confirmed' ? (
        <p className="mt-2 text-sm text-gray-900">
          Confirmed by your parent or guardian{confirmedAt ? ` on ${formatDate(confirmedAt)}` : ''}. Your
          account is fully open.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-gray-900">
            You are under 18, so a parent or guardian must confirm your account. Until they do, you can browse
            and shortlist courses, but not apply, chat with your advisor, post in communities, upload
            documents or buy a package.
          </p>
          {linkSentAt && (
            <p className="mt-1 text-sm text-ink-secondary">
              We sent the link to {parentEmail} on {formatDate(linkSentAt)}
              {linkExpiresAt ? `; it works until ${formatDate(linkExpiresAt)}` : ''}. Not arrived, or the
              wrong address? Send it again:
            </p>
          )}
          <div className="mt-3">
            <ParentEmailForm current={parentEmail} />
          </div>
        </>
      )}
    </section>
  );
}
