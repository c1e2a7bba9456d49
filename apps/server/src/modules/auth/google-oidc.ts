import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Config } from '../../config';

/**
 * The OpenID Connect side of "Continue with Google" (docs/accounts.md, "Google sign-in"):
 * openid-client does discovery, PKCE, the token request and every check of the ID token; this
 * file only keeps its configuration and the short-lived state of one sign-in.
 */

/** What one sign-in must find again on the way back; kept in a signed HttpOnly cookie. */
export interface PendingSignin {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** When it started (ms), so an old cookie is refused even if a browser kept it. */
  startedAt: number;
}

/** The claims a sign-in uses, as the provider's ID token states them. */
export interface GoogleIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  /** The address of the account's picture, which a new account takes as its photo. */
  picture: string | undefined;
}

export const PENDING_COOKIE = 'google_signin';
/** Long enough to choose an account and consent at Google, short enough that a stale one is useless. */
export const PENDING_MAX_AGE_SECONDS = 600;
const SCOPE = 'openid email profile';

export interface GoogleClient {
  /** The provider's authorization address for a new sign-in, and what to keep until it returns. */
  start(redirectUri: string): Promise<{ url: URL; pending: PendingSignin }>;
  /**
   * Redeems the code of `callbackUrl` (the full URL the provider sent the browser to) against the
   * pending sign-in: state, PKCE, nonce, issuer and the ID token's signature and audience are all
   * checked by openid-client. Throws on anything wrong, a replayed code included.
   */
  finish(callbackUrl: URL, pending: PendingSignin): Promise<GoogleIdentity>;
  /** Signs a pending sign-in for its cookie / reads one back (null: missing, forged or expired). */
  seal(pending: PendingSignin): string;
  unseal(value: string | undefined): PendingSignin | null;
}

export function createGoogleClient(config: Config): GoogleClient | null {
  const clientId = config.GOOGLE_CLIENT_ID;
  const clientSecret = config.GOOGLE_CLIENT_SECRET;
  if (!clientId || !clientSecret) return null;
  const issuer = new URL(config.GOOGLE_ISSUER_URL);

  // Discovery happens on the first sign-in, not at start, so `npm start` never waits on the
  // network; a failed discovery is forgotten and tried again by the next sign-in.
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= oidc
      .discovery(issuer, clientId, { client_secret: clientSecret }, oidc.ClientSecretPost(clientSecret), {
        timeout: 10,
        // Only a loopback issuer can be http (config.ts): the tests' own provider.
        ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    return discovered;
  };

  // The cookie's key is derived from the client secret, so there is no other secret to configure
  // and every instance with the same settings accepts the others' cookies.
  const key = Buffer.from(
    hkdfSync('sha256', clientSecret, 'edupath', 'google-signin pending cookie', 32) as ArrayBuffer,
  );
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    async start(redirectUri) {
      const server = await configuration();
      const pending: PendingSignin = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        startedAt: Date.now(),
      };
      const url = oidc.buildAuthorizationUrl(server, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, pending };
    },

    async finish(callbackUrl, pending) {
      const server = await configuration();
      const tokens = await oidc.authorizationCodeGrant(server, callbackUrl, {
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        pkceCodeVerifier: pending.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider sent no ID token');
      return {
        sub: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        // Google sends a boolean; a string "true" is how some older tokens said it.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name : undefined,
        picture: typeof claims.picture === 'string' ? claims.picture : undefined,
      };
    },

    seal(pending) {
      const payload = Buffer.from(JSON.stringify(pending)).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },

    unseal(value) {
      const [payload, signature, ...rest] = (value ?? '').split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const pending = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PendingSignin;
        const age = Date.now() - pending.startedAt;
        return age >= 0 && age <= PENDING_MAX_AGE_SECONDS * 1000 ? pending : null;
      } catch {
        return null;
      }
    },
  };
}
