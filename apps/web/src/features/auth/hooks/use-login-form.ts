import { type LoginInput, loginSchema } from '@edupath/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { serverMessage } from '../../../lib/form-errors';

/**
 * The email-and-password form both sign-in pages share. `signIn` does the page's own sign-in and
 * what follows it; whatever it throws shows above the form as the server's message, else `failure`.
 */
export function useLoginForm(signIn: (values: LoginInput) => Promise<unknown>, failure: string) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn(values);
    } catch (err) {
      setFormError(serverMessage(err) ?? failure);
    }
  });

  return { register, errors, isSubmitting, formError, onSubmit };
}
