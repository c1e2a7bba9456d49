import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { serverMessage, setServerFieldErrors } from '../../../lib/form-errors';

export interface FieldSpec<Values> {
  name: Path<Values>;
  label: string;
  kind?: 'text' | 'select' | 'checkbox';
  options?: readonly string[];
  placeholder?: string;
  hint?: string;
  /** Half width from the sm breakpoint up (pairs such as start and end year). */
  half?: boolean;
  autoComplete?: string;
}

export interface EntryFormProps<Values extends FieldValues> {
  schema: z.ZodType<unknown, Values>;
  fields: ReadonlyArray<FieldSpec<Values>>;
  defaultValues: Values;
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
  /** After a successful save (the form is reset first). */
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The add/edit form of a profile section, in its modal. Errors show under each field and clear
 * as soon as that field is edited (docs/accounts.md); the server's per-field errors land on the
 * same fields. The save button reads 'Saving...' while pending.
 */
export function EntryForm<Values extends FieldValues>({
  schema,
  fields,
  defaultValues,
  onSubmit,
  onSaved,
  onCancel,
}: EntryFormProps<Values>) {
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema as z.ZodType<Values, Values>),
    defaultValues: defaultValues as never,
    reValidateMode: 'onSubmit',
  });
  const registerField = (name: Path<Values>) => register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (err) {
      const onFields = setServerFieldErrors(
        err,
        setError,
        fields.map((field) => field.name),
      );
      if (!onFields) setFormError(serverMessage(err) ?? 'Could not save. Please try again.');
      return;
    }
    reset(defaultValues);
    onSaved();
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert>{formError}</FormAlert>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const error = (errors[field.name] as { message?: string } | undefined)?.message;
          const span = clsx(!field.half && 'sm:col-span-2');
          if (field.kind === 'checkbox') {
            const hintId = `${formId}-${field.name}-hint`;
            return (
              <div key={field.name} className={span}>
                <label className="flex items-center gap-3 text-sm font-medium text-ink-secondary">
                  <input
                    type="checkbox"
                    className="h-4 w-4 rounded border-line accent-primary"
                    aria-describedby={field.hint ? hintId : undefined}
                    {...registerField(field.name)}
                  />
                  {field.label}
                </label>
                {field.hint && (
                  <p id={hintId} className="mt-1 pl-7 text-xs text-gray-500">
                    {field.hint}
                  </p>
                )}
              </div>
            );
          }
          if (field.kind === 'select') {
            return (
              <div key={field.name} className={span}>
                <SelectField label={field.label} error={error} {...registerField(field.name)}>
                  <option value="">{field.placeholder ?? 'Select'}</option>
                  {field.options?.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </SelectField>
              </div>
            );
          }
          return (
            <div key={field.name} className={span}>
              <TextField
                label={field.label}
                error={error}
                hint={field.hint}
                placeholder={field.placeholder}
                autoComplete={field.autoComplete ?? 'off'}
                {...registerField(field.name)}
              />
            </div>
          );
        })}
      </div>
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
