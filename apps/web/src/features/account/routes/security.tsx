import { ACCOUNT_MESSAGES } from '@edupath/contract/account';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { serverFieldErrors, serverMessage } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format-time';
import { paths } from '../../../lib/paths';
import { useChangePassword } from '../api/change-password';
import { useSessions } from '../api/get-sessions';
import { useRevokeSessions } from '../api/revoke-session';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

/** /account/security: change the password, see and end sessions (docs/email.md, "Password and sessions"). */
export default function SecurityRoute() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Link to={paths.profile} className="text-sm font-medium text-primary-dark hover:underline">
        ← My Profile
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-secondary">Password and sessions</h1>
      <div className="mt-6 flex flex-col gap-6">
        <ChangePasswordPanel />
        <SessionsPanel />
      </div>
    </div>
  );
}

function ChangePasswordPanel() {
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setDone(false);
    if (values.password !== values.confirmPassword) {
      setErrors({ confirmPassword: 'Passwords do not match' });
      return;
    }
    try {
      await change.mutateAsync(values);
      setValues({ currentPassword: '', password: '', confirmPassword: '' });
      setErrors({});
      setDone(true);
    } catch (err) {
      const found = serverFieldErrors(err, FIELDS);
      setErrors(found);
      if (Object.keys(found).length === 0)
        setFormError(serverMessage(err) ?? 'Could not change the password.');
    }
  };

  return (
    <section
      aria-labelledby="change-password"
      className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="change-password" className="text-lg font-semibold text-secondary">
        Change password
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <FormAlert>{formError}</FormAlert>
        {done && <FormAlert tone="success">{ACCOUNT_MESSAGES.passwordChanged}</FormAlert>}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            error={errors.password}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={errors.confirmPassword}
          />
        </div>
        <Button type="submit" className="self-start" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    </section>
  );
}

function SessionsPanel() {
  const sessions = useSessions();
  const revoke = useRevokeSessions();
  const others = sessions.data?.filter((s) => !s.current) ?? [];
  return (
    <section
      aria-labelledby="sessions"
      className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions" className="text-lg font-semibold text-secondary">
          Where you are signed in
        </h2>
        {others.length > 0 && (
          <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(null)}>
            Sign out everywhere else
          </Button>
        )}
      </div>
      {sessions.isPending && <Spinner />}
      {sessions.isError && <LoadError>Could not load your sessions.</LoadError>}
      {revoke.isError && (
        <FormAlert>{serverMessage(revoke.error) ?? 'Could not sign that session out.'}</FormAlert>
      )}
      <ul className="mt-3 divide-y divide-line">
        {sessions.data?.map((session) => (
          <li key={session.sessionId} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-medium text-secondary">
                {session.device}
                {session.current && (
                  <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-700">
                    This device
                  </span>
                )}
              </p>
              <p className="text-sm text-ink-secondary">
                Last seen {formatDateTime(session.lastSeenAt)}
                {session.ip ? ` · ${session.ip}` : ''}
              </p>
            </div>
            {!session.current && (
              <Button
                variant="ghost"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(session.sessionId)}
                aria-label={`Sign out ${session.device}, last seen ${formatDateTime(session.lastSeenAt)}`}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
