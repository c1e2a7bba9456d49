import { EMAIL_CATEGORIES, EMAIL_CATEGORY_LABELS, type EmailCategory } from '@edupath/contract/account';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { useAuth } from '../../../lib/auth-storage';
import { serverMessage } from '../../../lib/form-errors';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/email-preferences';
import { useParentalConsent } from '../api/parental-consent';

/**
 * One switch per optional email, each saved at once: on /email-preferences and /account, where
 * an unsubscribe is seen and undone (docs/email.md#preferences).
 */
export function EmailPreferencesFields() {
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  // Under 18 no optional email is turned on (docs/accounts.md#under-18): shown, not offered.
  const parental = useParentalConsent(useAuth().user?.role === 'student');
  const child = parental.data?.state === 'waiting' || parental.data?.state === 'confirmed';
  return (
    <>
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
                disabled={update.isPending || (child && !preferences.data[category])}
                aria-describedby={child ? 'emails-child-note' : undefined}
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
      {child && (
        <p id="emails-child-note" className="text-sm text-ink-secondary">
          You are under 18, so these stay off: we send you only the emails about your account itself.
        </p>
      )}
      <div className="mt-3" aria-live="polite">
        {update.isSuccess && <FormAlert tone="success">Email preferences saved</FormAlert>}
        {update.isError && (
          <FormAlert>{serverMessage(update.error) ?? 'Could not save. Please try again.'}</FormAlert>
        )}
      </div>
    </>
  );
}
