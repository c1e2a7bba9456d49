import { EMAIL_CATEGORIES, EMAIL_CATEGORY_LABELS, type EmailCategory } from '@edupath/contract/account';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { serverMessage } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/email-preferences';

/**
 * /email-preferences: which optional emails the student gets. Verification and password-reset
 * mail always goes (docs/email.md, "Preferences").
 */
export default function EmailPreferencesRoute() {
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();

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
        {preferences.isPending && <Spinner />}
        {preferences.isError && <LoadError>Could not load your email preferences.</LoadError>}
        {preferences.data && (
          <fieldset className="flex flex-col divide-y divide-line">
            <legend className="sr-only">Emails you get</legend>
            {EMAIL_CATEGORIES.map((category: EmailCategory) => (
              <label key={category} className="flex cursor-pointer items-start gap-3 py-3">
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4 accent-primary-dark"
                  checked={preferences.data[category]}
                  disabled={update.isPending}
                  onChange={(e) => update.mutate({ [category]: e.target.checked })}
                />
                <span>
                  <span className="block font-medium text-secondary">
                    {EMAIL_CATEGORY_LABELS[category].label}
                  </span>
                  <span className="block text-sm text-ink-secondary">
                    {EMAIL_CATEGORY_LABELS[category].description}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="mt-3" aria-live="polite">
          {update.isSuccess && <FormAlert tone="success">Email preferences saved</FormAlert>}
          {update.isError && (
            <FormAlert>{serverMessage(update.error) ?? 'Could not save. Please try again.'}</FormAlert>
          )}
        </div>
      </div>
    </div>
  );
}
