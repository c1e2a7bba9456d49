import { ACCOUNT_DELETION_MESSAGES } from '@edupath/contract/account-deletion-constants';
import type { LoginInput } from '@edupath/contract/auth';
import { GOOGLE_ERROR_PARAM, googleSigninMessage } from '@edupath/contract/google-signin';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EMAIL_FIELD, type FormFieldSpec, FormFields } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useAuth } from '../../../lib/auth-storage';
import { NEXT_PARAM, safeNextPath, withNext } from '../../../lib/next-path';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { login } from '../api/auth-api';
import { AuthAlternatives, AuthCard } from '../components/auth-card';
import { useLoginForm } from '../hooks/use-login-form';

const LOGIN_FIELDS: ReadonlyArray<FormFieldSpec<keyof LoginInput>> = [
  EMAIL_FIELD,
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

export default function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const { isAuthenticated } = useAuth();
  // A refused Google sign-in comes back here with its reason (docs/accounts.md, "Google sign-in").
  const [search] = useSearchParams();
  // A link's own `next` (same-site paths only), else the page a signed-out visit was turned away
  // from (docs/accounts.md#returning-after-sign-in).
  const next = safeNextPath(search.get(NEXT_PARAM));
  const from = next ?? (location.state as { from?: string } | null)?.from;
  const googleError = googleSigninMessage(search.get(GOOGLE_ERROR_PARAM));
  const { register, errors, isSubmitting, formError, onSubmit } = useLoginForm(async (values) => {
    const result = await login(values);
    // 'Account created. Please log in.' and the like were for the login page, not the next one.
    toast.dismiss();
    // Signing in during the grace period keeps the account (docs/privacy.md#deletion).
    if (result.deletionCancelled) toast.success(ACCOUNT_DELETION_MESSAGES.cancelled);
    navigate(from ?? paths.home, { replace: true });
  }, 'Login failed. Please try again.');

  if (isAuthenticated && !isSubmitting) return <Navigate to={from ?? paths.home} replace />;

  return (
    <AuthCard title="Welcome back" subtitle="Log in to follow your applications and talk to your advisor.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormAlert>{formError ?? googleError}</FormAlert>
        <FormFields fields={LOGIN_FIELDS} register={register} errors={errors} />
        <Link
          to={paths.forgotPassword}
          className="-mt-2 self-end text-sm font-medium text-primary-dark hover:underline"
        >
          Forgot password?
        </Link>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Login'}
        </Button>
        <AuthAlternatives
          question="Don't have an account?"
          to={withNext(paths.signup, next)}
          linkText="Sign up"
        />
      </form>
    </AuthCard>
  );
}
