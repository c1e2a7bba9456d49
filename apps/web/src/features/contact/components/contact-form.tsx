import { CONTACT_SUBMIT_MS, CONTACT_SUCCESS_MS } from '@edupath/contract/constants';
import { CONTACT_LIMITS, type ContactMessageInput, contactMessageSchema } from '@edupath/contract/contact';
import { CONTACT_MESSAGES } from '@edupath/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { EMAIL_FIELD, type FormFieldSpec, FormFields } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { serverMessage, setServerFieldErrors } from '../../../lib/form-errors';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };
const FIELDS = Object.keys(EMPTY) as Array<keyof ContactMessageInput>;
// Who writes stands side by side from the sm breakpoint; what they write below, full width.
const WHO_FIELDS: ReadonlyArray<FormFieldSpec<keyof ContactMessageInput>> = [
  { name: 'name', label: 'Name', autoComplete: 'name', maxLength: CONTACT_LIMITS.name },
  EMAIL_FIELD,
];
const MESSAGE_FIELDS: ReadonlyArray<FormFieldSpec<keyof ContactMessageInput>> = [
  { name: 'subject', label: 'Subject', maxLength: CONTACT_LIMITS.subject },
  { name: 'message', label: 'Message', as: 'textarea', rows: 6, maxLength: CONTACT_LIMITS.message },
];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Phase = 'idle' | 'sending' | 'sent';

/**
 * The documented timing is kept exactly (docs/packages.md, "The contact form"): 'Sending...' for at
 * least 1 s (while the message is stored), the thank-you for 3 s, then an empty form. A failed send
 * keeps what was typed.
 */
export function ContactForm() {
  const [phase, setPhase] = useState<Phase>('idle');
  const [sendError, setSendError] = useState<string | null>(null);
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessageInput>({ resolver: zodResolver(contactMessageSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (phase !== 'sent') return;
    const timer = setTimeout(() => {
      reset(EMPTY);
      setPhase('idle');
    }, CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [phase, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setSendError(null);
    setPhase('sending');
    const [result] = await Promise.allSettled([send.mutateAsync(values), wait(CONTACT_SUBMIT_MS)]);
    if (result.status === 'fulfilled') {
      setPhase('sent');
      return;
    }
    setServerFieldErrors(result.reason, setError, FIELDS);
    setSendError(serverMessage(result.reason) ?? CONTACT_MESSAGES.sendFailed);
    setPhase('idle');
  });

  if (phase === 'sent') {
    return (
      <div role="status" className="flex flex-col items-center justify-center px-6 py-16 text-center">
        <CircleCheck aria-hidden="true" className="h-14 w-14 text-primary-dark" />
        <h3 className="mt-4 text-xl font-semibold text-secondary">{CONTACT_MESSAGES.sent}</h3>
        <p className="mt-2 max-w-sm text-ink-secondary">{CONTACT_MESSAGES.thanks}</p>
      </div>
    );
  }

  const sending = phase === 'sending';
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form">
      <fieldset disabled={sending} className="flex flex-col gap-4">
        <FormAlert>{sendError}</FormAlert>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormFields fields={WHO_FIELDS} register={register} errors={errors} />
        </div>
        <FormFields fields={MESSAGE_FIELDS} register={register} errors={errors} />
        <Button type="submit" size="lg" className="self-start" disabled={sending}>
          <Send aria-hidden="true" className="h-4 w-4" />
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </fieldset>
    </form>
  );
}
