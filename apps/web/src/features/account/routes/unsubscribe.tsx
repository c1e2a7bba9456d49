import { EMAIL_CATEGORY_LABELS } from '@edupath/contract/account';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../../auth/index';
import { checkUnsubscribe, unsubscribe } from '../api/unsubscribe';
import { useOnce } from '../components/use-once';

/**
 * /unsubscribe?token=: opening the link asks, one click stops that kind of email, no sign-in
 * needed (docs/email.md#unsubscribe). Opening changes nothing, so a mail scanner that follows
 * links cannot unsubscribe anyone.
 */
export default function UnsubscribeRoute() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const check = useOnce(useCallback(() => checkUnsubscribe(token), [token]));
  const stop = useMutation({ mutationFn: () => unsubscribe(token) });

  const done = stop.isSuccess || (check.status === 'done' && !check.value.subscribed);
  return (
    <AuthCard title="Unsubscribe">
      {check.status === 'pending' && <Spinner />}
      {check.status === 'failed' && (
        <FormAlert>{serverMessage(check.error) ?? 'This unsubscribe link is not valid.'}</FormAlert>
      )}
      {check.status === 'done' && (
        <div className="flex flex-col gap-3">
          {done ? (
            <>
              <FormAlert tone="success">You are unsubscribed.</FormAlert>
              <p className="text-sm text-ink-secondary">
                {check.value.email} will no longer get “{EMAIL_CATEGORY_LABELS[check.value.category].label}”
                emails. Emails about your account itself (verification, password reset) still arrive.
              </p>
            </>
          ) : (
            <>
              <p className="text-gray-900">
                Stop “{EMAIL_CATEGORY_LABELS[check.value.category].label}” emails to{' '}
                <strong className="break-all">{check.value.email}</strong>?
              </p>
              <p className="text-sm text-ink-secondary">
                {EMAIL_CATEGORY_LABELS[check.value.category].description}
              </p>
              <Button onClick={() => stop.mutate()} disabled={stop.isPending}>
                Unsubscribe
              </Button>
              {stop.isError && (
                <FormAlert>
                  {serverMessage(stop.error) ?? 'Could not unsubscribe. Please try again.'}
                </FormAlert>
              )}
            </>
          )}
        </div>
      )}
      {check.status !== 'pending' && (
        <Link to={paths.account} className="mt-4 block text-sm font-medium text-primary-dark hover:underline">
          {done ? 'Changed your mind? Turn them back on in your account' : 'Choose which emails you get'}
        </Link>
      )}
    </AuthCard>
  );
}
