import type { ScoreScale } from '@edupath/contract/test-scores';
import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { type FieldError, type FieldValues, get, type Path, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { serverMessage, setServerFieldErrors } from '../../../lib/form-errors';

export interface FieldSpec<Values> {
  /** The form value it edits; a dotted path for a nested one ('sections.listening'). */
  name: Path<Values>;
  label: string;
  /** `computed` shows a value worked out from the others, read-only and not typed by the student. */
  kind?: 'text' | 'number' | 'select' | 'checkbox' | 'computed';
  /** A select's choices: the value itself, or a value with the label shown for it. */
  options?: ReadonlyArray<string | { value: string; label: string }>;
  placeholder?: string;
  hint?: string;
  /** Half width from the sm breakpoint up (pairs such as start and end year). */
  half?: boolean;
  autoComplete?: string;
  /** A number field's range and step, offered by the input itself (min, max, step). */
  scale?: ScoreScale;
  /** A computed field's value, from the form's current values. */
  compute?: (values: Values) => string;
  /**
   * A select whose choice decides the other fields (which test): choosing again starts the form
   * over from these values, the new choice kept, so nothing typed for the last choice is sent.
   */
  startsOver?: Values;
}

export interface EntryFormProps<Values extends FieldValues> {
  /** The contract's schema of the section; its output is what is sent. */
  schema: z.ZodType;
  /** The fields in order; a function when which fields show depends on the values (the chosen test). */
  fields: ReadonlyArray<FieldSpec<Values>> | ((values: Values) => ReadonlyArray<FieldSpec<Values>>);
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
  // Bumped when a `startsOver` select changes: the fields mount afresh, so no input keeps what was typed.
  const [round, setRound] = useState(0);
  const {
    control,
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
  const values = useWatch({ control }) as Values;
  const shown = typeof fields === 'function' ? fields(values) : fields;
  const registerField = (field: FieldSpec<Values>) =>
    register(field.name, {
      onChange: (event: { target: { value: unknown } }) => {
        if (!field.startsOver) return clearErrors(field.name);
        clearErrors();
        reset({ ...field.startsOver, [field.name]: event.target.value }, { keepDefaultValues: true });
        setRound((previous) => previous + 1);
      },
    });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (err) {
      const onFields = setServerFieldErrors(
        err,
        setError,
        shown.map((field) => field.name),
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
        {shown.map((field) => {
          const error = (get(errors, field.name) as FieldError | undefined)?.message;
          const span = clsx(!field.half && 'sm:col-span-2');
          // A computed field and a typed one may share a name (an overall); they are different inputs.
          const key = field.startsOver ? field.name : `${round}:${field.kind ?? 'text'}:${field.name}`;
          if (field.kind === 'checkbox') {
            const hintId = `${formId}-${field.name}-hint`;
            return (
              <div key={key} className={span}>
                <label className="flex items-center gap-3 text-sm font-medium text-ink-secondary">
                  <input
                    type="checkbox"
                    className="h-4 w-4 rounded border-line accent-primary"
                    aria-describedby={field.hint ? hintId : undefined}
                    {...registerField(field)}
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
              <div key={key} className={span}>
                <SelectField label={field.label} error={error} {...registerField(field)}>
                  <option value="">{field.placeholder ?? 'Select'}</option>
                  {field.options?.map((option) => {
                    const { value, label } =
                      typeof option === 'string' ? { value: option, label: option } : option;
                    return (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    );
                  })}
                </SelectField>
              </div>
            );
          }
          if (field.kind === 'computed') {
            return (
              <div key={key} className={span}>
                <TextField
                  label={field.label}
                  error={error}
                  hint={field.hint}
                  readOnly
                  value={field.compute?.(values) ?? ''}
                  className="bg-gray-50 font-semibold text-secondary"
                />
              </div>
            );
          }
          const number = field.kind === 'number' && field.scale;
          return (
            <div key={key} className={span}>
              <TextField
                label={field.label}
                error={error}
                hint={field.hint}
                placeholder={field.placeholder}
                autoComplete={field.autoComplete ?? 'off'}
                {...(number
                  ? {
                      type: 'number',
                      inputMode: 'decimal',
                      min: number.min,
                      max: number.max,
                      step: number.step,
                    }
                  : {})}
                {...registerField(field)}
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
