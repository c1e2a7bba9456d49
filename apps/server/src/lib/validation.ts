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

/** For inputs not validated by a route schema (multipart fields, socket payloads). */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
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
