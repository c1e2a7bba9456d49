import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';
import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';

interface FieldShellProps {
  label: ReactNode;
  error?: string;
  id: string;
  children: ReactNode;
  hint?: ReactNode;
}

function FieldShell({ label, error, id, children, hint }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink-secondary">
        {label}
      </label>
      {children}
      {hint && !error && <p className="text-xs text-gray-500">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** What every control shares: its id, the error state and the link to the error text. */
function controlProps(id: string, error: string | undefined, className: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: clsx(
      'w-full rounded-lg border px-3 py-2 text-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20',
      error ? 'border-red-500' : 'border-line',
      className,
    ),
  } as const;
}

export interface TextFieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input whose error is announced (role=alert) and linked with aria-describedby. */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldShell label={label} error={error} id={inputId} hint={hint}>
      <input {...controlProps(inputId, error, clsx(className))} {...props} />
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  error?: string;
}

export function TextAreaField({ label, error, id, className, ...props }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldShell label={label} error={error} id={inputId}>
      <textarea {...controlProps(inputId, error, clsx(className))} {...props} />
    </FieldShell>
  );
}

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: ReactNode;
  error?: string;
}

export function SelectField({ label, error, id, className, children, ...props }: SelectFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldShell label={label} error={error} id={inputId}>
      <select {...controlProps(inputId, error, clsx('bg-white', className))} {...props}>
        {children}
      </select>
    </FieldShell>
  );
}

type OwnedByForm = 'name' | 'error' | 'onChange' | 'onBlur' | 'ref';

/**
 * One field of a form that lists its fields: the form value it edits (`name`) and the control's
 * props. A textarea says so with `as: 'textarea'`; anything else is an input.
 */
export type FormFieldSpec<Name extends string> =
  | ({ name: Name; as?: 'input' } & Omit<TextFieldProps, OwnedByForm>)
  | ({ name: Name; as: 'textarea' } & Omit<TextAreaFieldProps, OwnedByForm>);

/** The email field as every form asks for it. */
export const EMAIL_FIELD = { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' } as const;

/** The second entry of a new password. */
export const CONFIRM_PASSWORD_FIELD = {
  name: 'confirmPassword',
  label: 'Confirm password',
  type: 'password',
  autoComplete: 'new-password',
} as const;

/** The names of a field list, for the server's per-field errors (lib/form-errors). */
export const fieldNames = <Name extends string>(fields: ReadonlyArray<FormFieldSpec<Name>>) =>
  fields.map((field) => field.name);

/**
 * A react-hook-form form's fields, in order: each registered with `register` (the form's own, or
 * one that adds an onChange) and showing its validation or server error.
 */
export function FormFields<Values extends FieldValues>({
  fields,
  register,
  errors,
}: {
  fields: ReadonlyArray<FormFieldSpec<Path<Values>>>;
  register: (name: Path<Values>) => UseFormRegisterReturn;
  errors: FieldErrors<Values>;
}) {
  return fields.map((field) => {
    const error = (get(errors, field.name) as FieldError | undefined)?.message;
    if (field.as === 'textarea') {
      const { name, as: _, ...props } = field;
      return <TextAreaField key={name} {...props} error={error} {...register(name)} />;
    }
    const { name, as: _, ...props } = field;
    return <TextField key={name} {...props} error={error} {...register(name)} />;
  });
}
