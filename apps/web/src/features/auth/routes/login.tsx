import { type LoginInput, loginSchema } from '@edupath/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useAuth } from '../../../lib/auth-storage';
import { serverMessage } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { login } from '../api/auth-api';
import { AuthCard, GoogleButton } from '../components/auth-card';

export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const { isAuthenticated } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const from = (location.state as { from?: string } | null)?.from;
  if (isAuthenticated && !isSubmitting) return <Navigate to={from ?? paths.home} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await login(values);
      navigate(from ?? paths.home, { replace: true });
    } catch (err) {
      setFormError(serverMessage(err) ?? 'Login failed. Please try again.');
    }
  });

  return (
    <AuthCard title="Welcome back" subtitle="Log in to follow your applications and talk to your advisor.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormAlert>{formError}</FormAlert>
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Login'}
        </Button>
        <div className="flex items-center gap-3 text-xs text-gray-500">
          <span className="h-px flex-1 bg-line" /> or <span className="h-px flex-1 bg-line" />
        </div>
        <GoogleButton />
        <p className="text-center text-sm text-ink-secondary">
          Don&apos;t have an account?{' '}
          <Link to={paths.signup} className="font-medium text-primary-dark hover:underline">
            Sign up
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
