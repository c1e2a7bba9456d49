import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * The one way a failed request reaches a form. The server names the fields it refused
 * (`errors`, the same names as the form's fields); the form shows those under its own fields and
 * one message in its banner.
 */

/** The server's per-field errors for the fields the form has; others it could not show. */
export function serverFieldErrors<Name extends string>(
  err: unknown,
  names: Iterable<Name>,
): Partial<Record<Name, string>> {
  const found: Partial<Record<Name, string>> = {};
  if (!(err instanceof ApiError)) return found;
  for (const name of names) {
    const message = err.errors[name];
    if (message) found[name] = message;
  }
  return found;
}

/** Puts the server's per-field errors on the react-hook-form fields; true when any landed. */
export function setServerFieldErrors<Values extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<Values>,
  names: Iterable<Path<Values>>,
): boolean {
  const found = Object.entries(serverFieldErrors(err, names)) as Array<[Path<Values>, string]>;
  for (const [name, message] of found) setError(name, { message });
  return found.length > 0;
}

/**
 * The banner's message: the API error's own words (the server's, or "Cannot reach the server"
 * when there was no answer); undefined when the server gave no message or for anything else, where
 * the page says its own fallback.
 */
export function serverMessage(err: unknown): string | undefined {
  return err instanceof ApiError && err.message ? err.message : undefined;
}

/** The server's message for a failed request, or the page's own fallback text when it gave none. */
export const errorText = (err: unknown, fallback: string) => serverMessage(err) ?? fallback;
