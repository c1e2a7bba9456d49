import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';

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
