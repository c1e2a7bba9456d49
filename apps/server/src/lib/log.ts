import type { FastifyRequest } from 'fastify';

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

/**
 * Query values that grant something and travel in URLs: Google's one-time `code` and `state` on
 * the sign-in callback, and the `token` of the links our emails carry (/verify-email,
 * /reset-password, /unsubscribe), which reach the server as page loads of the SPA. Any
 * `…token` (access_token, id_token) too.
 */
const SECRET_QUERY_KEY = /^(code|state|.*token)$/i;

function decodedKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The URL with the values of secret query keys replaced by [redacted]; everything else as it came. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const key = eq === -1 ? part : part.slice(0, eq);
      return eq !== -1 && SECRET_QUERY_KEY.test(decodedKey(key)) ? `${key}=[redacted]` : part;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/**
 * pino's `req` serializer: Fastify's own fields, with the URL through redactUrl (pino's path
 * redaction works on whole values, not on parts of a URL).
 */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

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
