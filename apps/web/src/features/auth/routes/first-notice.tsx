import { consentEndpoints as E, type SignupConsents, signupConsentsSchema } from '@edupath/contract/consent';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { call } from '../../../lib/api-client';
import { serverFieldErrors, serverMessage } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { AgeQuestion, useIsChild } from '../components/age-question';
import { AuthCard } from '../components/auth-card';
import { ConsentNotice, UNANSWERED_CONSENTS } from '../components/consent-notice';

type Values = { consents: SignupConsents };
const AGE_FIELDS = ['age.adult', 'age.dateOfBirth', 'age.parentEmail', 'emails', 'statistics', 'marketing'];
const schema = z.object({ consents: signupConsentsSchema });

/**
 * /welcome/privacy: an account made without the sign-up form (Google's first sign-in) reads the
 * same notice and makes the same separate choices before it goes on (docs/accounts.md#consent).
 */
export default function FirstNoticeRoute() {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      consents: UNANSWERED_CONSENTS,
    },
  });
  const child = useIsChild(control);
  const onSubmit = handleSubmit(async ({ consents }) => {
    setFormError(null);
    try {
      await call(E.first, { body: consents });
      navigate(paths.home, { replace: true });
    } catch (err) {
      setFormError(serverMessage(err) ?? 'Could not save your choices. Please try again.');
      // The body is the choices themselves: the server names `age.parentEmail`, the form `consents.age.parentEmail`.
      for (const [name, message] of Object.entries(serverFieldErrors(err, AGE_FIELDS))) {
        setError(`consents.${name}` as Path<Values>, { message });
      }
    }
  });
  return (
    <AuthCard title="Before you start" subtitle="Your account is ready. Please read how we use your data.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormAlert>{formError}</FormAlert>
        <AgeQuestion
          register={register}
          control={control}
          setValue={setValue}
          errors={errors.consents?.age}
        />
        <ConsentNotice register={register} errors={errors.consents} child={child} />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          Continue
        </Button>
      </form>
    </AuthCard>
  );
}
