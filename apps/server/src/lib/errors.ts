/**
 * The one error type services throw. The error handler turns it into the JSON envelope with
 * its status; anything else is a bug and becomes a 500 without details.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Headers the answer must carry, such as Retry-After on a 503. */
    readonly headers?: Record<string, string>,
    /** A machine-readable reason the client acts on (ApiErrorBody.code). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, errors);
export const unauthorized = (message = 'Please log in to continue') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do that') => new AppError(403, message);
export const notFound = (what = 'Resource') => new AppError(404, `${what} not found`);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new AppError(409, message, errors);
export const payloadTooLarge = (message: string) => new AppError(413, message);
export const unsupportedMediaType = (message: string) => new AppError(415, message);
export const tooManyRequests = (message: string) => new AppError(429, message);

/** The server cannot take this now; the client may try again after `retryAfterSeconds`. */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new AppError(503, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const insufficientStorage = () =>
  new AppError(507, 'The server has run out of storage space, so nothing was saved. Please try again later.');

/** SQLSTATE codes (PostgreSQL and PGlite alike) of faults that are the server's condition, not a bug. */
const DISK_FULL = '53100';
const QUERY_CANCELED = '57014';
/** Emscripten's errno for ENOSPC, as PGlite's file system reports it. */
const EMSCRIPTEN_ENOSPC = 51;

function causes(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = err; e && typeof e === 'object' && chain.length < 10; e = (e as { cause?: unknown }).cause) {
    chain.push(e);
  }
  return chain;
}

/** True when the error (or one it wraps) says the disk is full. */
export function isDiskFull(err: unknown): boolean {
  return causes(err).some((e) => {
    const { code, errno, name } = e as { code?: unknown; errno?: unknown; name?: unknown };
    return code === 'ENOSPC' || code === DISK_FULL || (name === 'ErrnoError' && errno === EMSCRIPTEN_ENOSPC);
  });
}

/**
 * How the database fails when it cannot be reached or stops answering (docs/api.md, "Database
 * unavailable"): the socket's errno, PostgreSQL's connection-exception class (08…) and shutdown
 * codes, and the driver's own messages for a dropped connection and for the pool's and the
 * client's timeouts, which carry no code.
 */
const UNREACHABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down). */
const SHUTDOWN_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable/,
  /^Client was closed/,
];

/** True when the error (or one it wraps) says the database cannot be reached or stopped answering. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return causes(err).some((e) => {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNREACHABLE_ERRNOS.has(code) || SHUTDOWN_SQLSTATES.has(code)) return true;
      // SQLSTATE class 08: connection exception.
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    return typeof message === 'string' && UNREACHABLE_MESSAGES.some((m) => m.test(message));
  });
}

/** Seconds a client is asked to wait before trying again while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The answer while the database cannot be reached (docs/api.md, "Database unavailable"). */
export const databaseUnavailable = () =>
  new AppError(
    503,
    'The service is temporarily unavailable because its database is not answering. Please try again in a moment.',
    undefined,
    { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    'DATABASE_UNAVAILABLE',
  );

/**
 * The answer for a fault of the server's own resources, which is not a bug and deserves a clear
 * message (docs/api.md, "Busy and full"): a full disk (507), a query stopped by the statement
 * timeout (503) or a database that cannot be reached (503). Null for anything else. Database
 * errors arrive wrapped by the driver, so the whole `cause` chain is looked at.
 */
export function resourceFault(err: unknown): AppError | null {
  if (isDiskFull(err)) return insufficientStorage();
  if (isDatabaseUnavailable(err)) return databaseUnavailable();
  if (causes(err).some((e) => (e as { code?: unknown }).code === QUERY_CANCELED)) {
    return serviceUnavailable('The server is busy and this took too long. Please try again in a moment.', 5);
  }
  return null;
}
