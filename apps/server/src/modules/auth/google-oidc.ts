import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Config } from '../../config';

/**
 * The OpenID Connect side of "Continue with Google" (docs/accounts.md, "Google sign-in"):
 * openid-client does discovery, PKCE, the token request and the checks of the ID token (its
 * signature only because we ask, below); this file adds the one time check it lacks, reads the
 * claims (from UserInfo when the ID token lacks them) and keeps the short-lived state of one
 * sign-in.
 */

/** What one sign-in must find again on the way back; kept in a signed HttpOnly cookie. */
export interface PendingSignin {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** When it started (ms), so an old cookie is refused even if a browser kept it. */
  startedAt: number;
}

/** The claims a sign-in uses: the ID token's, and for those it lacks, UserInfo's. */
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
/**
 * How far the provider's clock may be ahead of ours (or ours behind), in seconds, for the ID
 * token's time claims: openid-client's own default, made explicit because we also apply it to
 * `iat`, which openid-client does not check against the future.
 */
const CLOCK_TOLERANCE_SECONDS = 30;
/** The claims we read; any missing from the ID token is asked of UserInfo. */
const PROFILE_CLAIMS = ['email', 'email_verified', 'name', 'picture'] as const;

/**
 * The ID token failed a check of its own (signature, time claims): the answer cannot be trusted,
 * as opposed to a flow gone wrong (state, replayed code). `check` names it for the log.
 */
export class UntrustedIdToken extends Error {
  constructor(
    readonly check: string,
    options?: { cause?: unknown },
  ) {
    super(`the provider's ID token failed its ${check} check`, options);
    this.name = 'UntrustedIdToken';
  }
}

/**
 * openid-client's error codes (its ClientError's `code`, from oauth4webapi, which does not export
 * them through openid-client) for an ID token whose signature or time claims are wrong.
 */
const UNTRUSTED_TOKEN_CODES: Record<string, string> = {
  OAUTH_KEY_SELECTION_FAILED: 'signature (no published key fits)',
  OAUTH_JWT_TIMESTAMP_CHECK_FAILED: 'time',
};

export interface GoogleClient {
  /** The provider's authorization address for a new sign-in, and what to keep until it returns. */
  start(redirectUri: string): Promise<{ url: URL; pending: PendingSignin }>;
  /**
   * Redeems the code of `callbackUrl` (the full URL the provider sent the browser to) against the
   * pending sign-in: state, PKCE, nonce, issuer, the ID token's signature against the provider's
   * published keys, its audience and its time claims (exp, nbf, and iat not in the future) are
   * all checked. Throws on anything wrong, a replayed code included; `UntrustedIdToken` for a
   * token that fails a signature or time check.
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
      .discovery(
        issuer,
        clientId,
        { client_secret: clientSecret, [oidc.clockTolerance]: CLOCK_TOLERANCE_SECONDS },
        oidc.ClientSecretPost(clientSecret),
        {
          timeout: 10,
          execute: [
            // openid-client checks the ID token's signature only when asked: it trusts the TLS
            // connection to the token endpoint instead. We want the token itself proven to be the
            // provider's, against the keys it publishes (jwks_uri: openid-client keeps a copy for
            // up to 5 minutes and fetches it again for an unknown key once it is a minute old).
            oidc.enableNonRepudiationChecks,
            // Only a loopback issuer can be http (config.ts): the tests' own provider.
            ...(issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : []),
          ],
        },
      )
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
      const tokens = await oidc
        .authorizationCodeGrant(server, callbackUrl, {
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          pkceCodeVerifier: pending.codeVerifier,
          idTokenExpected: true,
        })
        .catch((err: unknown) => {
          throw untrustedOr(err);
        });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider sent no ID token');
      // openid-client checks exp and nbf but lets an iat in the future through; a token "issued"
      // later than now is one our clock or the provider's gets wrong, or a forgery.
      const now = Math.floor(Date.now() / 1000);
      if (idToken.iat > now + CLOCK_TOLERANCE_SECONDS)
        throw new UntrustedIdToken('iat (issued in the future)');

      // Google puts the email and profile claims in the ID token; a standard OpenID provider may
      // send only `sub` there and the rest from UserInfo (its answer must be about the same sub).
      let claims: Record<string, unknown> = idToken;
      const lacking = PROFILE_CLAIMS.some((claim) => idToken[claim] === undefined);
      if (lacking && server.serverMetadata().userinfo_endpoint) {
        const userInfo = await oidc.fetchUserInfo(server, tokens.access_token, idToken.sub);
        claims = { ...userInfo, ...idToken };
      }
      return {
        sub: idToken.sub,
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

/** An ID token's signature or time check failing, as an `UntrustedIdToken`; anything else as is. */
function untrustedOr(err: unknown): unknown {
  if (!(err instanceof oidc.ClientError) || !err.code) return err;
  const check =
    UNTRUSTED_TOKEN_CODES[err.code] ??
    // A key that fits but a signature that does not verify: openid-client reports it only as an
    // invalid response, with this message on its cause.
    (err.code === 'OAUTH_INVALID_RESPONSE' &&
    err.cause instanceof Error &&
    /signature verification failed/i.test(err.cause.message)
      ? 'signature'
      : undefined);
  return check ? new UntrustedIdToken(check, { cause: err }) : err;
}
