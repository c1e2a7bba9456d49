import { ACCOUNT_MESSAGES } from '@edupath/contract/account';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { serverFieldErrors, serverMessage } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../../auth/index';
import { forgotPassword } from '../api/forgot-password';

/**
 * /forgot-password: asks for a reset link. The answer is the same whether or not the address has
 * an account (docs/email.md, "Password reset").
 */
export default function ForgotPasswordRoute() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    setFormError(null);
    setBusy(true);
    try {
      const answer = await forgotPassword({ email });
      setSent(answer.message || ACCOUNT_MESSAGES.forgotSent);
    } catch (err) {
      const field = serverFieldErrors(err, ['email']).email;
      if (field) setFieldError(field);
      else setFormError(serverMessage(err) ?? 'Could not send the link. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Forgot your password?" subtitle="We will email you a link to choose a new one.">
      {sent ? (
        <div className="flex flex-col gap-4">
          <FormAlert tone="success">{sent}</FormAlert>
          <p className="text-sm text-ink-secondary">
            The link works for 30 minutes. Check your spam folder if nothing arrives.
          </p>
          <Link to={paths.login} className="text-sm font-medium text-primary-dark hover:underline">
            Back to login
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormAlert>{formError}</FormAlert>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldError}
            required
          />
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? 'Sending...' : 'Send reset link'}
          </Button>
          <Link
            to={paths.login}
            className="text-center text-sm font-medium text-primary-dark hover:underline"
          >
            Back to login
          </Link>
        </form>
      )}
    </AuthCard>
  );
}
