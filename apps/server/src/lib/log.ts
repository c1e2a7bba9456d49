/**
 * What the logs may hold (docs/api.md, "Logs"): never a password, a password hash, a session token
 * or a session id. Two guards: pino's redaction of the places such values travel in logged
 * objects, and an error serializer that keeps only an allowlist of an error's fields, so the SQL
 * parameters that database errors carry (drizzle and PGlite put them in `params`, drizzle also in
 * its message and stack; PostgreSQL's `detail` can quote a whole failing row) never reach a line.
 */

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.confirmPassword',
  '*.passwordHash',
  '*.accessToken',
  '*.token',
  '*.sessionId',
];

/** Fields of errors (ours, Fastify's, PostgreSQL's) that describe the fault without quoting data. */
const KEPT_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** The parameters a failed query carried, as drizzle writes them into its message and stack. */
function paramsTexts(err: unknown): string[] {
  const texts: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current instanceof Error && depth < 8; depth++) {
    const params = (current as { params?: unknown }).params;
    if (params !== undefined) texts.push(`params: ${String(params)}`);
    current = current.cause;
  }
  return texts;
}

function scrub(text: string, secrets: string[]): string {
  let result = text;
  for (const secret of secrets) result = result.split(secret).join('params: [redacted]');
  return result;
}

function describe(err: unknown, secrets: string[], depth: number): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: scrub(String(err), secrets), stack: '' };
  const logged: LoggedError = {
    type: err.constructor?.name ?? 'Error',
    message: scrub(err.message, secrets),
    stack: scrub(err.stack ?? '', secrets),
  };
  for (const field of KEPT_FIELDS) {
    const value = (err as unknown as Record<string, unknown>)[field];
    if (value !== undefined) logged[field] = value;
  }
  if (err.cause !== undefined && depth < 8) logged.cause = describe(err.cause, secrets, depth + 1);
  return logged;
}

/** pino's `err` serializer: the error and its causes, through the allowlist, with query parameters cut. */
export const serializeError = (err: unknown): LoggedError => describe(err, paramsTexts(err), 0);
