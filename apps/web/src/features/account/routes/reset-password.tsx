import { ACCOUNT_MESSAGES } from '@edupath/contract/account';
import { type FormEvent, useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { authStorage } from '../../../lib/auth-storage';
import { serverFieldErrors, serverMessage } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../../auth/index';
import { resetLinkStatus, resetPassword } from '../api/reset-password';
import { useOnce } from '../components/use-once';

const FIELDS = ['password', 'confirmPassword', 'token'] as const;

/** /reset-password?token=: the new password; every session of the account ends (docs/email.md). */
export default function ResetPasswordRoute() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A used link says so at once instead of showing the form again (docs/email.md).
  const checkLink = useCallback(
    async () => (token ? (await resetLinkStatus(token)).status : 'invalid'),
    [token],
  );
  const link = useOnce(checkLink);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    if (password !== confirmPassword) {
      setErrors({ confirmPassword: 'Passwords do not match' });
      return;
    }
    setBusy(true);
    try {
      const { data } = await resetPassword({ token, password, confirmPassword });
      // Every session ended, this browser's too.
      authStorage.clear();
      toast.success(ACCOUNT_MESSAGES.resetDone);
      // Staff cannot sign in on the students' page.
      navigate(data.signInAs === 'staff' ? '/admin/login' : paths.login, { replace: true });
    } catch (err) {
      const found = serverFieldErrors(err, FIELDS);
      setErrors(found);
      if (found.token || !(found.password || found.confirmPassword))
        setFormError(found.token ?? serverMessage(err) ?? 'Could not change the password. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (link.status === 'pending') {
    return (
      <AuthCard title="Choose a new password">
        <Spinner />
      </AuthCard>
    );
  }
  // A failed check (a network error) leaves the form: the save itself says what is wrong.
  const linkState = link.status === 'done' ? link.value : 'usable';
  if (linkState !== 'usable') {
    return (
      <AuthCard title="Choose a new password">
        <FormAlert>
          {linkState === 'used' ? ACCOUNT_MESSAGES.tokenUsed : ACCOUNT_MESSAGES.tokenInvalid}
        </FormAlert>
        <Link
          to="/forgot-password"
          className="mt-4 block text-sm font-medium text-primary-dark hover:underline"
        >
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle="Setting it signs you out on every device.">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert>{formError}</FormAlert>
        {errors.token && (
          <Link to="/forgot-password" className="text-sm font-medium text-primary-dark hover:underline">
            Ask for a new link
          </Link>
        )}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          hint="At least 8 characters, not a common or easy-to-guess one."
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
          error={errors.confirmPassword}
        />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
