import { API_BASE, PASSWORD_CHANGE_REQUIRED, STAFF_ACCOUNT_MESSAGES } from '@edupath/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allowedOrigins } from '../config';
import { AppError, forbidden } from '../lib/errors';
import { requireStaff } from '../lib/guards';
import { authenticate, bearerToken, tokenFrom } from '../modules/auth/index';

/** Every endpoint of the staff console lives under this path. */
export const STAFF_API_PREFIX = `${API_BASE}/staff/`;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request that changes something and is signed in by the cookie alone may act
 * (docs/api.md, "Cross-site requests"): a browser attaches the cookie to a form another site
 * posts, so the request must come from one of our origins. The bearer token is never attached by
 * a browser on its own, so requests that carry it are not checked.
 */
export function isCookieRequestAllowed(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    // "null" (a sandboxed frame, a file, some redirects) is nobody we know.
    return allowed.has(origin) || origin === `${request.protocol}://${request.host}`;
  }
  // Browsers send Origin with every POST, PUT, PATCH and DELETE today; one that did not would
  // still say where the request came from here. Neither header: not a browser, so no forgery.
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * What a session whose user must still replace a temporary password may do: say who they are,
 * sign out, and change it (docs/console.md, "Staff accounts"). Everything else is refused.
 */
const WHILE_PASSWORD_MUST_CHANGE = new Set(
  ['/auth/me', '/auth/logout', '/auth/staff/password'].map((path) => `${API_BASE}${path}`),
);

/** Said to a cookie-signed change from an origin that is not ours. */
export const CROSS_SITE_REFUSED = 'This request came from another site and was refused';

export const authPlugin = fp(async (app: FastifyInstance) => {
  const origins = new Set(allowedOrigins(app.config));
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = tokenFrom(request.headers.authorization, request.cookies);
    if (!token || token.length > 200) return;
    const session = await authenticate(app.db, token);
    if (
      session &&
      !SAFE_METHODS.has(request.method) &&
      bearerToken(request.headers.authorization) === null &&
      !isCookieRequestAllowed(request, origins)
    ) {
      throw forbidden(CROSS_SITE_REFUSED);
    }
    if (session?.user.mustChangePassword && !WHILE_PASSWORD_MUST_CHANGE.has(request.routeOptions.url ?? '')) {
      throw new AppError(
        403,
        STAFF_ACCOUNT_MESSAGES.passwordChangeRequired,
        undefined,
        undefined,
        PASSWORD_CHANGE_REQUIRED,
      );
    }
    if (session) {
      request.user = session.user;
      request.sessionId = session.sessionId;
      // Every later line of this request, "request completed" included, says whose it was: the
      // access log of personal data the DPDP Rules ask to keep (docs/breach-response.md#logs).
      // Fastify's logger is pino's, whose children take more bindings; its type does not say so.
      (request.log as typeof request.log & { setBindings(bindings: object): void }).setBindings({
        userId: session.user.userId,
        role: session.user.role,
      });
    }
  });
  // The console's API is staff-only at the door, before any validation or handler runs, so no
  // staff route can forget the check; handlers still check admin-only actions and the student
  // scope (docs/console.md, "Roles and scope").
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(STAFF_API_PREFIX)) requireStaff(request);
  });
  // Answers that carry a token or say who is signed in must not be kept by a browser or a proxy
  // cache, where the next person at a shared computer could read them (docs/api.md, "Requests").
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_BASE}/auth/`)) reply.header('cache-control', 'no-store');
  });
});
