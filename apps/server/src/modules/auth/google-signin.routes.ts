import {
  API_BASE,
  authEndpoints as E,
  GOOGLE_CALLBACK_PATH,
  GOOGLE_DELETION_CANCELLED_PARAM,
  GOOGLE_ERROR_PARAM,
  GOOGLE_LANDING_PATH,
  GOOGLE_START_PATH,
  type GoogleSigninError,
} from '@edupath/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResponseBodyError } from 'openid-client';
import { z } from 'zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { createGoogleClient, PENDING_COOKIE, PENDING_MAX_AGE_SECONDS, UntrustedIdToken } from './google-oidc';
import { signInWithGoogle } from './google-signin.service';
import { setSessionCookie, tokenFrom } from './session-cookie';

/** "Continue with Google" (docs/accounts.md, "Google sign-in"). */
export const googleSigninRoutes: FastifyPluginAsyncZod = async (app) => {
  const google = createGoogleClient(app.config);
  const tags = ['auth'];
  // The pending sign-in travels only between these two routes.
  const cookiePath = `${API_BASE}/auth/google`;
  const secure = app.config.SESSION_COOKIE_SECURE || app.config.PUBLIC_URL?.startsWith('https://') === true;

  // Where the provider sends the browser back: registered with the provider, so PUBLIC_URL when
  // set; otherwise the address the browser used (a forged Host only gets a redirect the
  // provider refuses).
  const redirectUri = (request: FastifyRequest) =>
    `${app.config.PUBLIC_URL ? new URL(app.config.PUBLIC_URL).origin : `${request.protocol}://${request.host}`}${GOOGLE_CALLBACK_PATH}`;

  const backToLogin = (reply: FastifyReply, reason: GoogleSigninError) =>
    reply.redirect(`/login?${GOOGLE_ERROR_PARAM}=${reason}`, 303);

  serve(app, E.providers, async () => ok({ google: google !== null, demo: app.config.SEED_DEMO }), { tags });

  // The next two are browser navigations answered with redirects, not API operations, so they
  // stay out of /api/docs (like the payment return).
  app.get(
    '/auth/google/start',
    { schema: { hide: true, querystring: z.looseObject({ moved: z.string().optional() }) } },
    async (request, reply) => {
      if (!google) return backToLogin(reply, 'unavailable');
      // The provider sends the browser back to PUBLIC_URL's address, and the pending cookie goes
      // only to the address that set it: a sign-in begun at another address of the site (a www.
      // name, an instance's own) starts over at PUBLIC_URL's. Once (`moved`), so that a proxy
      // which hides the address the browser used cannot make a loop.
      const publicUrl = app.config.PUBLIC_URL ? new URL(app.config.PUBLIC_URL) : null;
      if (publicUrl && request.host.toLowerCase() !== publicUrl.host && request.query.moved === undefined) {
        return reply.redirect(`${publicUrl.origin}${GOOGLE_START_PATH}?moved=1`, 303);
      }
      let started: Awaited<ReturnType<typeof google.start>>;
      try {
        started = await google.start(redirectUri(request));
      } catch (err) {
        request.log.warn({ err }, 'Google sign-in: the provider could not be reached');
        return backToLogin(reply, 'unavailable');
      }
      reply.setCookie(PENDING_COOKIE, google.seal(started.pending), {
        path: cookiePath,
        httpOnly: true,
        // Lax: sent on the provider's top-level redirect back, never on another site's subrequest.
        sameSite: 'lax',
        secure,
        maxAge: PENDING_MAX_AGE_SECONDS,
      });
      return reply.redirect(started.url.href, 303);
    },
  );

  app.get(
    '/auth/google/callback',
    // The provider decides the parameters (code, state, iss, scope, error…): openid-client reads them.
    { schema: { hide: true, querystring: z.looseObject({ error: z.string().optional() }) } },
    async (request, reply) => {
      // One pending sign-in, one callback: whatever happens next, the cookie is spent.
      const pending = google?.unseal(request.cookies[PENDING_COOKIE]) ?? null;
      reply.clearCookie(PENDING_COOKIE, { path: cookiePath });
      if (!google) return backToLogin(reply, 'unavailable');
      if (request.query.error) {
        return backToLogin(reply, request.query.error === 'access_denied' ? 'cancelled' : 'failed');
      }
      if (!pending) return backToLogin(reply, 'failed');

      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      let identity: Awaited<ReturnType<typeof google.finish>>;
      try {
        identity = await google.finish(new URL(`${redirectUri(request)}${search}`), pending);
      } catch (err) {
        return backToLogin(reply, refusal(request, err));
      }
      const outcome = await signInWithGoogle(app.db, app.events, app.config, identity, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      if (!outcome.ok) return backToLogin(reply, outcome.reason);
      setSessionCookie(app, reply, outcome.result.accessToken);
      // The landing page tells her when this sign-in cancelled her account's deletion.
      const cancelled = outcome.result.deletionCancelled ? `?${GOOGLE_DELETION_CANCELLED_PARAM}=1` : '';
      return reply.redirect(`${GOOGLE_LANDING_PATH}${cancelled}`, 303);
    },
  );

  // A page signed in by a redirect (Google) holds only the HttpOnly cookie; the web app keeps its
  // auth state in local storage like a password login's (docs/accounts.md, "Sessions"), so it
  // asks once for the session it already has. A POST: a cookie-signed one must come from our
  // own origin (plugins/auth.ts), and no other site can read the answer.
  serve(
    app,
    E.session,
    async ({ user, request }) => {
      const accessToken = tokenFrom(request.headers.authorization, request.cookies)!;
      return ok({ accessToken, user }, 'Logged in successfully');
    },
    { tags },
  );
};

/**
 * Why a callback that could not be redeemed is refused, logged at the level its cause needs
 * (docs/accounts.md, "Google sign-in"). No session either way.
 */
function refusal(request: FastifyRequest, err: unknown): GoogleSigninError {
  if (err instanceof UntrustedIdToken) {
    // A forged token, or a clock (ours or the provider's) far off: for the operator to look at.
    request.log.warn({ err, check: err.check }, 'Google sign-in refused: the ID token failed a check');
    return 'untrusted';
  }
  if (err instanceof ResponseBodyError) {
    const provider = {
      providerError: err.error,
      providerErrorDescription: err.error_description,
      status: err.status,
    };
    // invalid_grant: the code was already used or has expired, which a student's back button or
    // a slow return does. Anything else the token endpoint refuses is our side's settings (a
    // wrong GOOGLE_CLIENT_SECRET answers invalid_client), which no retry will fix.
    if (err.error === 'invalid_grant') {
      request.log.info({ err, ...provider }, 'Google sign-in refused: the code was not accepted');
      return 'failed';
    }
    request.log.error(
      { err, ...provider },
      `Google sign-in: the provider refused our client (${err.error}); check GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET`,
    );
    return 'unavailable';
  }
  // A wrong state or nonce, a response that is not what the protocol says: no session.
  request.log.info({ err }, 'Google sign-in refused');
  return 'failed';
}
