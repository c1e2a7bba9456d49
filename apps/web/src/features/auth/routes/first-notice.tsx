import {
  CONSENT_NOTICE_VERSION,
  consentEndpoints as E,
  type SignupConsents,
  signupConsentsSchema,
} from '@edupath/contract/consent';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { call } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../components/auth-card';
import { ConsentNotice } from '../components/consent-notice';

type Values = { consents: SignupConsents };
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
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      consents: {
        noticeVersion: CONSENT_NOTICE_VERSION,
        service: false,
        emails: false,
        statistics: false,
        marketing: false,
      },
    },
  });
  const onSubmit = handleSubmit(async ({ consents }) => {
    setFormError(null);
    try {
      await call(E.first, { body: consents });
      navigate(paths.home, { replace: true });
    } catch (err) {
      setFormError(serverMessage(err) ?? 'Could not save your choices. Please try again.');
    }
  });
  return (
    <AuthCard title="Before you start" subtitle="Your account is ready. Please read how we use your data.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormAlert>{formError}</FormAlert>
        <ConsentNotice register={register} errors={errors.consents} />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          Continue
        </Button>
      </form>
    </AuthCard>
  );
}
