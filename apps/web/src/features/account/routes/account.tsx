import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-storage';
import { paths } from '../../../lib/paths';
import { AccountDeletionSection } from '../components/account-deletion-section';
import { ConsentChoices } from '../components/consent-choices';
import { DataExportSection } from '../components/data-export-section';
import { EmailPreferencesFields } from '../components/email-preferences-fields';
import { ParentalSection } from '../components/parental-section';

/**
 * /account: the choices a student has made about her data and mail, each seen and changed in one
 * click (docs/accounts.md#your-choices): the consents with their ledger, and the optional emails
 * (where an unsubscribe from an email shows and is undone).
 */
export default function AccountRoute() {
  const { user } = useAuth();
  const student = user?.role === 'student';
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-secondary">Your account</h1>
      <p className="mt-1 text-ink-secondary">
        What you have agreed to, and which emails you get. Change any of it here.
      </p>
      {student && <ParentalSection />}
      {student && (
        <section
          aria-labelledby="account-choices"
          className="mt-6 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="account-choices" className="text-xl font-semibold text-secondary">
            Your choices
          </h2>
          <p className="mt-1 text-sm text-ink-secondary">
            What you agreed to when you signed up. Turn any optional one on or off here, in one click;{' '}
            <Link to={paths.privacy} className="font-medium text-primary-dark underline">
              privacy policy
            </Link>
            .
          </p>
          <ConsentChoices />
        </section>
      )}
      {student && (
        <section
          aria-labelledby="account-emails"
          className="mt-6 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="account-emails" className="text-xl font-semibold text-secondary">
            Emails you get
          </h2>
          <p className="mt-1 text-sm text-ink-secondary">
            Emails about your account itself (verifying your address, resetting your password) are always
            sent.
          </p>
          <EmailPreferencesFields />
        </section>
      )}
      {student && <DataExportSection />}
      {student && <AccountDeletionSection />}
      <p className="mt-6 text-sm">
        <Link to={paths.accountSecurity} className="font-medium text-primary-dark hover:underline">
          Password and sessions
        </Link>
      </p>
    </div>
  );
}
