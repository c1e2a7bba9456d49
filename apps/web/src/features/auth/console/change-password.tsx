import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useAuth } from '../../../lib/auth-storage';
import { errorText, serverFieldErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { changeOwnPassword } from '../api/change-own-password';
import { ConsoleDoor } from '../components/console-door';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

/**
 * /admin/change-password: where a staff member signed in with a temporary password must go
 * first; the server refuses everything else until it is changed (docs/console.md).
 */
export default function ChangePasswordRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState({ currentPassword: '', password: '', confirmPassword: '' });
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const fieldErrors = serverFieldErrors(error, FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const answer = await changeOwnPassword(values);
      toast.success(answer.message);
      navigate(paths.admin, { replace: true });
    } catch (err) {
      setError(err);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: (typeof FIELDS)[number], label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      error={fieldErrors[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
    />
  );

  return (
    <ConsoleDoor title="Choose a new password">
      <p className="mt-1 text-ink-secondary">
        {user?.mustChangePassword
          ? 'You signed in with a temporary password. Choose your own before you continue.'
          : 'Your other sessions are signed out when you change it.'}
      </p>
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
        <FormAlert>{error !== null && errorText(error, 'Your password could not be changed.')}</FormAlert>
        <input type="email" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
        {field(
          'currentPassword',
          user?.mustChangePassword ? 'Temporary password' : 'Current password',
          'current-password',
        )}
        {field('password', 'New password', 'new-password')}
        {field('confirmPassword', 'Confirm new password', 'new-password')}
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    </ConsoleDoor>
  );
}
