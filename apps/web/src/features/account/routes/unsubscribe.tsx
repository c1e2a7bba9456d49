import { EMAIL_CATEGORY_LABELS } from '@edupath/contract/account';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/form-errors';
import { AuthCard } from '../../auth/index';
import { unsubscribe } from '../api/unsubscribe';
import { useOnce } from '../components/use-once';

/** /unsubscribe?token=: one click from an email turns that kind of email off, no sign-in needed. */
export default function UnsubscribeRoute() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const state = useOnce(useCallback(() => unsubscribe(token), [token]));

  return (
    <AuthCard title="Email preferences">
      {state.status === 'pending' && <Spinner />}
      {state.status === 'done' && (
        <div className="flex flex-col gap-3">
          <FormAlert tone="success">You are unsubscribed.</FormAlert>
          <p className="text-sm text-ink-secondary">
            {state.value.email} will no longer get “{EMAIL_CATEGORY_LABELS[state.value.category].label}”
            emails. Emails about your account itself (verification, password reset) still arrive.
          </p>
        </div>
      )}
      {state.status === 'failed' && (
        <FormAlert>{serverMessage(state.error) ?? 'This unsubscribe link is not valid.'}</FormAlert>
      )}
      {state.status !== 'pending' && (
        <Link
          to="/email-preferences"
          className="mt-4 block text-sm font-medium text-primary-dark hover:underline"
        >
          Choose which emails you get
        </Link>
      )}
    </AuthCard>
  );
}
