import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_LIMITS,
  type GrievanceInput,
  type GrievanceReceipt,
  grievanceSchema,
  GRIEVANCE_MESSAGES as M,
  visitorGrievanceSchema,
} from '@edupath/contract/grievance';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useAuth } from '../../../lib/auth-storage';
import { serverMessage, setServerFieldErrors } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { useFileGrievance } from '../api/grievance';

const FIELDS = ['name', 'email', 'category', 'message'] as const;

/**
 * The grievance form (docs/console.md, "Grievances"): what it is about and what happened. The
 * answer is the reference and the day it will be answered by; the same goes to her by email.
 */
export function GrievanceForm() {
  const { user } = useAuth();
  const file = useFileGrievance();
  const [receipt, setReceipt] = useState<GrievanceReceipt | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GrievanceInput>({
    // A visitor gives her name and email; a signed-in student is known by her account.
    resolver: zodResolver(user ? grievanceSchema : visitorGrievanceSchema),
    defaultValues: user ? { message: '' } : { name: '', email: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSendError(null);
    const body: GrievanceInput = user ? { category: values.category, message: values.message } : values;
    try {
      setReceipt(await file.mutateAsync(body));
    } catch (err) {
      setServerFieldErrors(err, setError, [...FIELDS]);
      setSendError(serverMessage(err) ?? M.sendFailed);
    }
  });

  if (receipt) {
    return (
      <div
        ref={(node) => node?.focus()}
        tabIndex={-1}
        role="status"
        className="flex flex-col items-center px-6 py-10 text-center outline-none"
        data-testid="grievance-receipt"
      >
        <CircleCheck aria-hidden="true" className="h-14 w-14 text-primary-dark" />
        <h3 className="mt-4 text-xl font-semibold text-secondary">{M.received}</h3>
        <p className="mt-2 text-ink-secondary">
          Your reference is <strong className="whitespace-nowrap text-secondary">{receipt.reference}</strong>.
        </p>
        <p className="mt-1 max-w-md text-ink-secondary">
          We will answer you by <strong className="text-secondary">{formatDate(receipt.dueAt)}</strong> at the
          latest. An acknowledgement with the reference is on its way to {receipt.email}.
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Grievance form">
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        <FormAlert>{sendError}</FormAlert>
        {user ? (
          <p className="text-sm text-ink-secondary">
            Sending as <strong className="text-secondary">{user.name}</strong> ({user.email}); we answer to
            this address.
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Name"
              autoComplete="name"
              maxLength={GRIEVANCE_LIMITS.name}
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
          </div>
        )}
        <SelectField label="What is it about?" error={errors.category?.message} {...register('category')}>
          <option value="">Choose…</option>
          {GRIEVANCE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {GRIEVANCE_CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Your grievance"
          rows={6}
          maxLength={GRIEVANCE_LIMITS.message}
          error={errors.message?.message}
          {...register('message')}
        />
        <Button type="submit" size="lg" className="self-start" disabled={isSubmitting}>
          <Send aria-hidden="true" className="h-4 w-4" />
          {isSubmitting ? 'Sending…' : 'Send grievance'}
        </Button>
      </fieldset>
    </form>
  );
}
