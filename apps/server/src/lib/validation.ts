import { unstorableTextMessage } from '@edupath/contract';
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

export { NUL_MESSAGE } from '@edupath/contract';

/**
 * The field paths of every string (and object key) in `input` that cannot be stored as text: a NUL
 * character, which PostgreSQL refuses, or an unpaired UTF-16 surrogate, which has no UTF-8 form
 * and makes a JSON column (the audit log's) refuse the row. Such input is refused up front as a
 * field error (docs/api.md#input-rules) instead of failing inside the database.
 */
export function unstorableTextErrors(input: unknown): Record<string, string> | null {
  const issues: Array<{ path: PropertyKey[]; message: string }> = [];
  const walk = (value: unknown, path: PropertyKey[], depth: number) => {
    if (typeof value === 'string') {
      const message = unstorableTextMessage(value);
      if (message) issues.push({ path, message });
    } else if (value && typeof value === 'object' && depth < 32) {
      for (const [key, item] of Object.entries(value)) {
        const message = unstorableTextMessage(key);
        if (message) issues.push({ path: [...path, key], message });
        walk(item, [...path, key], depth + 1);
      }
    }
  };
  walk(input, [], 0);
  return issues.length > 0 ? fieldErrors(issues) : null;
}

/** Whether any string or key in `value` cannot be stored: the common answer, no, allocates nothing. */
function hasUnstorableText(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return unstorableTextMessage(value) !== null;
  if (!value || typeof value !== 'object' || depth >= 32) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (
      unstorableTextMessage(key) !== null ||
      hasUnstorableText((value as Record<string, unknown>)[key], depth + 1)
    )
      return true;
  }
  return false;
}

/** Throws the 400 of unstorableTextErrors, if any. Runs on every request (app.ts). */
export function rejectUnstorableText(input: unknown) {
  if (!hasUnstorableText(input, 0)) return;
  const errors = unstorableTextErrors(input);
  if (errors) throw badRequest(Object.values(errors)[0]!, errors);
}

/** For inputs not validated by a route schema (multipart fields, socket payloads). */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  rejectUnstorableText(input);
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
