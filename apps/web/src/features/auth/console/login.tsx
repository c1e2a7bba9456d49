import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useAuth } from '../../../lib/auth-storage';
import { paths } from '../../../lib/paths';
import { staffLogin } from '../api/staff-login';
import { ConsoleDoor } from '../components/console-door';
import { useLoginForm } from '../hooks/use-login-form';
import { safeNext } from '../paths';

/** /admin/login: staff only. Afterwards the console opens where the person was going (?next=). */
export default function StaffLoginRoute() {
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { register, errors, isSubmitting, formError, onSubmit } = useLoginForm(async (values) => {
    await staffLogin(values);
    // Nothing cached for the previous account may show in the console.
    queryClient.clear();
    navigate(next, { replace: true });
  }, 'Sign-in failed. Please try again.');

  if (user && user.role !== 'student' && !isSubmitting) return <Navigate to={next} replace />;

  return (
    <ConsoleDoor
      title="Staff sign-in"
      below={
        <p className="mt-4 text-center text-ink-secondary">
          A student?{' '}
          <Link to={paths.login} className="font-medium text-primary-dark hover:underline">
            Log in on the student site
          </Link>
        </p>
      }
    >
      <p className="mt-1 text-ink-secondary">For advisors and admins of EduPath.</p>
      {user?.role === 'student' && (
        <p role="status" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          You are signed in as a student ({user.email}). The console is for staff accounts only; sign in with
          a staff account, or go back to{' '}
          <Link to={paths.home} className="font-medium underline">
            the student site
          </Link>
          .
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
        <FormAlert>{formError}</FormAlert>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
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
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </ConsoleDoor>
  );
}
