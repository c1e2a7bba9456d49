import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { EmailPreferencesFields } from '../components/email-preferences-fields';

/**
 * /email-preferences: which optional emails the student gets. Verification and password-reset
 * mail always goes (docs/email.md, "Preferences").
 */
export default function EmailPreferencesRoute() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
      <Link to={paths.profile} className="text-sm font-medium text-primary-dark hover:underline">
        ← My Profile
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-secondary">Email preferences</h1>
      <p className="mt-1 text-ink-secondary">
        Choose which emails you get. Emails about your account itself (verifying your address, resetting your
        password) are always sent.
      </p>
      <div className="mt-6 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6">
        <EmailPreferencesFields />
      </div>
    </div>
  );
}
