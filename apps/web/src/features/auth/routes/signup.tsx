import { type SignupInput, signupSchema } from '@edupath/contract/auth';
import { CONSENT_PURPOSES } from '@edupath/contract/consent';
import { AUTH_MESSAGES } from '@edupath/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import {
  CONFIRM_PASSWORD_FIELD,
  EMAIL_FIELD,
  type FormFieldSpec,
  FormFields,
  fieldNames,
} from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { NEXT_PARAM, safeNextPath, withNext } from '../../../lib/next-path';
import { paths } from '../../../lib/paths';
import { signup } from '../api/auth-api';
import { AgeQuestion, useIsChild } from '../components/age-question';
import { AuthAlternatives, AuthCard } from '../components/auth-card';
import { ConsentNotice, UNANSWERED_CONSENTS } from '../components/consent-notice';

const SIGNUP_FIELDS: ReadonlyArray<FormFieldSpec<keyof SignupInput>> = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  EMAIL_FIELD,
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  CONFIRM_PASSWORD_FIELD,
];

export default function SignupRoute() {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  // Sign-up does not sign in: the login page it leads to carries the way back
  // (docs/accounts.md#returning-after-sign-in).
  const [search] = useSearchParams();
  const login = withNext(paths.login, safeNextPath(search.get(NEXT_PARAM)));
  const {
    register,
    handleSubmit,
    setError,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    // Every choice starts unticked (docs/accounts.md#consent); the service one must be ticked.
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      consents: UNANSWERED_CONSENTS,
    },
  });
  const child = useIsChild(control);

  // Wait for the server's answer before leaving the page (docs/accounts.md, "Sign-up").
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signup(values);
      toast.success('Account created. Please log in.');
      navigate(login);
    } catch (err) {
      setFormError(AUTH_MESSAGES.signupFailed);
      setServerFieldErrors(err, setError, [
        ...fieldNames(SIGNUP_FIELDS),
        ...CONSENT_PURPOSES.map((purpose) => `consents.${purpose}` as const),
        'consents.noticeVersion',
        'consents.age.adult',
        'consents.age.dateOfBirth',
        'consents.age.parentEmail',
      ]);
    }
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start exploring universities and courses abroad for free."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormAlert>{formError}</FormAlert>
        <FormFields fields={SIGNUP_FIELDS} register={register} errors={errors} />
        <AgeQuestion
          register={register}
          control={control}
          setValue={setValue}
          errors={errors.consents?.age}
        />
        <ConsentNotice register={register} errors={errors.consents} child={child} />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
        <AuthAlternatives question="Already have an account?" to={login} linkText="Login" />
      </form>
    </AuthCard>
  );
}
