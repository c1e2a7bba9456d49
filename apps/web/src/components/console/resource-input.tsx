import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField, TextField } from '../ui/field';

/** A described form field that is typed in: a line of text, a text area or a number. */
export type TypedField =
  | { label: string; input: 'text'; placeholder?: string; maxLength?: number }
  | { label: string; input: 'textarea'; rows: number }
  | { label: string; input: 'number'; hint?: string };

/**
 * One typed field of a resource's form from its description, registered with the page's form;
 * the field's error (the contract schema's, or the server's) beneath it.
 */
export function ResourceInput({
  field,
  error,
  registration,
}: {
  field: TypedField;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  switch (field.input) {
    case 'textarea':
      return <TextAreaField label={field.label} rows={field.rows} error={error} {...registration} />;
    case 'number':
      return (
        <TextField
          label={field.label}
          type="number"
          min={0}
          hint={field.hint}
          error={error}
          {...registration}
        />
      );
    default:
      return (
        <TextField
          label={field.label}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          error={error}
          {...registration}
        />
      );
  }
}
