import { type ParentEmailInput, parentEmailSchema } from '@edupath/contract/under-18';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { serverMessage, setServerFieldErrors } from '../../../lib/form-errors';
import { useSendParentLink } from '../api/parental-consent';

/**
 * Sends the parent's link again, to the address shown or a corrected one (docs/accounts.md#under-18).
 * The older link stops working.
 */
export function ParentEmailForm({ current, onSent }: { current: string | null; onSent?: () => void }) {
  const send = useSendParentLink();
  const [note, setNote] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ParentEmailInput>({
    resolver: zodResolver(parentEmailSchema),
    defaultValues: { parentEmail: current ?? '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    setNote(null);
    try {
      const answer = await send.mutateAsync(body);
      setNote(answer.message);
      onSent?.();
    } catch (err) {
      if (!setServerFieldErrors(err, setError, ['parentEmail'])) {
        setNote(serverMessage(err) ?? 'Could not send the link. Please try again.');
      }
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <TextField
          label="Parent's or guardian's email"
          type="email"
          autoComplete="off"
          error={errors.parentEmail?.message}
          {...register('parentEmail')}
        />
      </div>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send the link'}
      </Button>
      <p role="status" className="text-sm text-ink-secondary sm:sr-only">
        {note}
      </p>
    </form>
  );
}
