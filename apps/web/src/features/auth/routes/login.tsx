import { type LoginInput, loginSchema } from '@edupath/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EMAIL_FIELD, type FormFieldSpec, FormFields } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useAuth } from '../../../lib/auth-storage';
import { serverMessage } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { login } from '../api/auth-api';
import { AuthAlternatives, AuthCard } from '../components/auth-card';

const LOGIN_FIELDS: ReadonlyArray<FormFieldSpec<keyof LoginInput>> = [
  EMAIL_FIELD,
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

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
        <FormFields fields={LOGIN_FIELDS} register={register} errors={errors} />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Login'}
        </Button>
        <AuthAlternatives question="Don't have an account?" to={paths.signup} linkText="Sign up" />
      </form>
    </AuthCard>
  );
}
