import { STAFF_ACCOUNT_MESSAGES } from '@edupath/contract/staff-accounts-constants';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorText, serverFieldErrors } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format-time';
import { acceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { ConsoleDoor } from '../components/console-door';
import { consoleAuthPaths } from '../paths';

/** /admin/invite/{token}: a new (or reset) staff member chooses their password, then signs in. */
export default function InviteRoute() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const fieldErrors = serverFieldErrors(error, ['password', 'confirmPassword']);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const answer = await acceptInvitation(token, values);
      toast.success(answer.message);
      navigate(consoleAuthPaths.login, { replace: true });
    } catch (err) {
      setError(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ConsoleDoor title="Choose your password">
      {invitation.isPending ? (
        <Spinner />
      ) : invitation.isError ? (
        <div className="mt-4 flex flex-col gap-3">
          <FormAlert>{errorText(invitation.error, STAFF_ACCOUNT_MESSAGES.invitationInvalid)}</FormAlert>
          <Link to={consoleAuthPaths.login} className="font-medium text-primary-dark hover:underline">
            Go to the staff sign-in
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-1 text-ink-secondary">
            Welcome, {invitation.data.name}. You are invited as{' '}
            {invitation.data.role === 'admin' ? 'an admin' : 'an advisor'} ({invitation.data.email}). This
            link works once, until {formatDateTime(invitation.data.expiresAt)}.
          </p>
          <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
            <FormAlert>{error !== null && errorText(error, 'Your password could not be set.')}</FormAlert>
            <input type="email" autoComplete="username" value={invitation.data.email} readOnly hidden />
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters, not a common or easily guessed one."
              value={values.password}
              error={fieldErrors.password}
              onChange={(e) => setValues({ ...values, password: e.target.value })}
            />
            <TextField
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              value={values.confirmPassword}
              error={fieldErrors.confirmPassword}
              onChange={(e) => setValues({ ...values, confirmPassword: e.target.value })}
            />
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Set password'}
            </Button>
          </form>
        </>
      )}
    </ConsoleDoor>
  );
}
