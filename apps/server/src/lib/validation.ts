import type { z } from 'zod';
import { badRequest } from './errors';

/** Turns zod issues into `{ field: firstMessage }`, the per-field error map of every 400. */
export function fieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

export const NUL_MESSAGE = 'Must not contain a NUL character';

/**
 * The field paths of every string in `input` that holds a NUL character. PostgreSQL cannot store
 * one in text, so such input is refused up front as a field error (docs/api.md, "Requests")
 * instead of failing inside the database.
 */
export function nulByteErrors(input: unknown): Record<string, string> | null {
  const issues: Array<{ path: PropertyKey[]; message: string }> = [];
  const walk = (value: unknown, path: PropertyKey[], depth: number) => {
    if (typeof value === 'string') {
      if (value.includes('\u0000')) issues.push({ path, message: NUL_MESSAGE });
    } else if (value && typeof value === 'object' && depth < 32) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) issues.push({ path: [...path, key], message: NUL_MESSAGE });
        walk(item, [...path, key], depth + 1);
      }
    }
  };
  walk(input, [], 0);
  return issues.length > 0 ? fieldErrors(issues) : null;
}

/** Whether any string or key in `value` holds a NUL character: the common answer, no, allocates nothing. */
function hasNulByte(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth >= 32) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000') || hasNulByte((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/** Throws the 400 of nulByteErrors, if any. Runs on every request. */
export function rejectNulBytes(input: unknown) {
  if (!hasNulByte(input, 0)) return;
  const errors = nulByteErrors(input);
  if (errors) throw badRequest(Object.values(errors)[0]!, errors);
}

/** For inputs not validated by a route schema (multipart fields, socket payloads). */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  rejectNulBytes(input);
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors = fieldErrors(result.error.issues);
    throw badRequest(Object.values(errors)[0] ?? 'Invalid input', errors);
  }
  return result.data;
}

/** PostgreSQL's unique_violation, whether raised by node-postgres or PGlite and wrapped by drizzle or not. */
export function isUniqueViolation(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
