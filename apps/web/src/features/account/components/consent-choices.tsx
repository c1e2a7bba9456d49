import {
  CONSENT_NOTICE,
  type ConsentChannel,
  OPTIONAL_CONSENT_PURPOSES,
  type OptionalConsentPurpose,
} from '@edupath/contract/consent';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { serverMessage } from '../../../lib/form-errors';
import { useChangeConsent, useConsents } from '../api/consents';
import { useParentalConsent } from '../api/parental-consent';

const labels = CONSENT_NOTICE.en.purposes;
const whenFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatDateTime = (iso: string) => whenFormat.format(new Date(iso));
const CHANNEL_LABELS: Record<ConsentChannel, string> = {
  webSignup: 'at sign-up',
  account: 'on this page',
  googleSignIn: 'at Google sign-in',
  emailLink: "by the link sent to your parent's or guardian's email",
};

/**
 * The student's consents: the required one as a fact, each optional one a switch that grants or
 * withdraws it in one click, and the ledger under them (docs/accounts.md#consent).
 */
export function ConsentChoices() {
  const consents = useConsents();
  const change = useChangeConsent();
  // Under 18 the optional choices stay off (docs/accounts.md#under-18): shown, not offered.
  const parental = useParentalConsent();
  const child = parental.data?.state === 'waiting' || parental.data?.state === 'confirmed';
  if (consents.isPending) return <Spinner />;
  if (consents.isError) return <LoadError>Could not load your choices.</LoadError>;
  const { choices, history } = consents.data;
  return (
    <>
      <p className="mt-3 text-sm text-gray-900">
        <span className="font-medium">Using your data to provide the service:</span>{' '}
        {choices.service === null
          ? 'Not recorded (your account is older than the notice)'
          : 'Given (required)'}
      </p>
      <fieldset className="mt-2 flex flex-col divide-y divide-line">
        <legend className="sr-only">Optional choices</legend>
        {OPTIONAL_CONSENT_PURPOSES.map((purpose: OptionalConsentPurpose) => (
          <label key={purpose} className="flex cursor-pointer items-start gap-3 py-3">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4 shrink-0 accent-primary-dark"
              checked={choices[purpose] === true}
              disabled={change.isPending || (child && choices[purpose] !== true)}
              aria-describedby={child ? 'consent-child-note' : undefined}
              onChange={(e) => change.mutate({ purpose, granted: e.target.checked })}
            />
            <span>
              <span className="block font-medium text-secondary">{labels[purpose].label}</span>
              <span className="block text-sm text-ink-secondary">
                {labels[purpose].description}
                {choices[purpose] === null && ' Not recorded yet.'}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {child && (
        <p id="consent-child-note" className="text-sm text-ink-secondary">
          You are under 18, so these stay off: we send you no optional emails and never use your data for
          statistics or marketing.
        </p>
      )}
      <div aria-live="polite">
        {change.isSuccess && <FormAlert tone="success">Your choice is saved</FormAlert>}
        {change.isError && (
          <FormAlert>{serverMessage(change.error) ?? 'Could not save. Please try again.'}</FormAlert>
        )}
      </div>
      <h3 className="mt-5 text-sm font-semibold text-secondary">History</h3>
      {history.length === 0 ? (
        <p className="mt-1 text-sm text-ink-secondary">Nothing recorded yet.</p>
      ) : (
        <ol data-testid="consent-history" className="mt-2 space-y-2 text-sm">
          {history.map((event) => (
            <li
              key={`${event.createdAt}-${event.purpose}-${String(event.granted)}`}
              className="rounded-lg border border-line px-3 py-2"
            >
              <span className="font-medium text-gray-900">
                {event.granted ? 'Given' : 'Not given / withdrawn'}: {shortLabel[event.purpose]}
              </span>
              <span className="block text-xs text-ink-secondary">
                {formatDateTime(event.createdAt)} · {CHANNEL_LABELS[event.channel]} · notice{' '}
                {event.noticeVersion}
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

const shortLabel = {
  service: 'using your data to provide the service',
  emails: 'emails about applications, chats and reminders',
  statistics: 'your anonymised profile in admit-chance statistics',
  marketing: 'news and offers by email',
  parental: "your parent's or guardian's confirmation of your account",
} as const;
