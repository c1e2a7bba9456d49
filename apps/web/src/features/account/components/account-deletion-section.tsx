import {
  ACCOUNT_DELETION_GRACE_DAYS,
  ACCOUNT_DELETION_RECENT_SIGN_IN_MINUTES,
  ACCOUNT_DELETION_MESSAGES as M,
} from '@edupath/contract/account-deletion';
import { GOOGLE_START_PATH } from '@edupath/contract/google-signin';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { serverFieldErrors, serverMessage } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format-time';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import {
  useAccountDeletion,
  useCancelAccountDeletion,
  useRequestAccountDeletion,
} from '../api/account-deletion';

/**
 * /account's "Delete my account" (docs/privacy.md#deletion): asked for with her password (or a
 * recent Google sign-in), then pending for the grace period with its date and a Cancel button.
 */
export function AccountDeletionSection() {
  const query = useAccountDeletion();
  const cancel = useCancelAccountDeletion();
  const [open, setOpen] = useState(false);
  const state = query.data;
  return (
    <section
      id="delete-account"
      aria-labelledby="account-delete"
      className="mt-6 rounded-2xl border border-red-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="account-delete" className="text-xl font-semibold text-secondary">
        Delete my account
      </h2>
      {query.isPending ? (
        <Spinner label="Loading your account" className="py-4" />
      ) : query.isError || !state ? (
        <LoadError>Could not load whether your account is due to be deleted.</LoadError>
      ) : state.status === 'pending' && state.scheduledFor ? (
        <div aria-live="polite" className="mt-2">
          <p className="rounded-lg bg-red-50 px-3 py-3 text-sm text-red-900">
            Your account will be deleted on <strong>{formatDateTime(state.scheduledFor)}</strong>. Until then,
            signing in or pressing Cancel keeps it.
          </p>
          <Button
            className="mt-3"
            variant="outline"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: () => toast.success(M.cancelled) })}
          >
            Cancel the deletion
          </Button>
          {cancel.isError && (
            <FormAlert>{serverMessage(cancel.error) ?? 'Could not cancel. Please try again.'}</FormAlert>
          )}
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-secondary">
            We keep your account for {ACCOUNT_DELETION_GRACE_DAYS} days after you ask, in case you change your
            mind: signing in during that time cancels the deletion. Then we erase your profile, documents,
            applications, shortlist and the rest of your personal data; what we must keep, and for how long,
            is in the{' '}
            <Link to={`${paths.privacy}#retention`} className="font-medium text-primary-dark underline">
              retention table
            </Link>
            . Download your data first if you want a copy.
          </p>
          <Button className="mt-4" variant="danger" onClick={() => setOpen(true)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete my account
          </Button>
          <ConfirmDeletion open={open} onOpenChange={setOpen} confirmWith={state.confirmWith} />
        </>
      )}
    </section>
  );
}

function ConfirmDeletion({
  open,
  onOpenChange,
  confirmWith,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  confirmWith: 'password' | 'recentSignIn';
}) {
  const request = useRequestAccountDeletion();
  const [password, setPassword] = useState('');
  const fieldError = serverFieldErrors(request.error, ['password']).password;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(confirmWith === 'password' ? password : undefined, {
      onSuccess: () => {
        setPassword('');
        onOpenChange(false);
      },
    });
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) request.reset();
        onOpenChange(next);
      }}
      title="Delete your account?"
      size="sm"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-ink-secondary">
          Your account will be deleted in {ACCOUNT_DELETION_GRACE_DAYS} days. We will email you the date. Your
          other devices are signed out now.
        </p>
        {confirmWith === 'password' ? (
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError}
          />
        ) : (
          <p className="text-sm text-ink-secondary">
            You sign in with Google. If you signed in more than {ACCOUNT_DELETION_RECENT_SIGN_IN_MINUTES}{' '}
            minutes ago,{' '}
            <a href={GOOGLE_START_PATH} className="font-medium text-primary-dark underline">
              sign in with Google again
            </a>{' '}
            first, then come back here.
          </p>
        )}
        {request.isError && !fieldError && (
          <FormAlert>{serverMessage(request.error) ?? 'Could not delete. Please try again.'}</FormAlert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Keep my account
          </Button>
          <Button type="submit" variant="danger" disabled={request.isPending}>
            {request.isPending ? 'Deleting…' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
