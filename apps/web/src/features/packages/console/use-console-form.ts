import { useState } from 'react';
import { serverFieldErrors, serverMessage } from '../../../lib/form-errors';

type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

/**
 * The state of a console form whose boxes the server checks (the package form, the payee details):
 * the values, the server's error beside each field it names, and one banner message. `field(name)`
 * gives a text box its value, its change handler and its error; `send` clears the errors, runs the
 * save, and on a refusal shows the server's field errors (banner: 'Please correct the marked
 * fields.') or its message, or the form's own fallback when it gave none.
 */
export function useConsoleForm<Values extends object, Name extends string>(
  initial: Values,
  fieldNames: readonly Name[],
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const field = <K extends TextKey<Values> & Name>(name: K) => ({
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    error: errors[name],
  });

  const send = async (save: () => Promise<void>, fallback: string) => {
    setErrors({});
    setFormError(null);
    try {
      await save();
    } catch (err) {
      const fields = serverFieldErrors(err, fieldNames);
      setErrors(fields);
      setFormError(
        Object.keys(fields).length ? 'Please correct the marked fields.' : (serverMessage(err) ?? fallback),
      );
    }
  };

  return { values, setValues, errors, formError, field, send };
}
