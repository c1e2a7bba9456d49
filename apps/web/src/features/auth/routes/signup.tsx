import { type SignupInput, signupSchema } from '@edupath/contract/auth';
import { AUTH_MESSAGES } from '@edupath/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { signup } from '../api/auth-api';
import { AuthCard, GoogleButton } from '../components/auth-card';

const FIELDS = ['name', 'email', 'password', 'confirmPassword'] as const;

export default function SignupRoute() {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  // Wait for the server's answer before leaving the page (docs/accounts.md, "Sign-up").
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signup(values);
      toast.success('Account created. Please log in.');
      navigate(paths.login);
    } catch (err) {
      setFormError(AUTH_MESSAGES.signupFailed);
      setServerFieldErrors(err, setError, FIELDS);
    }
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start exploring universities and courses abroad for free."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormAlert>{formError}</FormAlert>
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
        <div className="flex items-center gap-3 text-xs text-gray-500">
          <span className="h-px flex-1 bg-line" /> or <span className="h-px flex-1 bg-line" />
        </div>
        <GoogleButton />
        <p className="text-center text-sm text-ink-secondary">
          Already have an account?{' '}
          <Link to={paths.login} className="font-medium text-primary-dark hover:underline">
            Login
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
