import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID provider on loopback for the Google sign-in tests (oidc-provider, the certified
 * implementation), standing in for accounts.google.com: discovery, authorization with PKCE,
 * single-use codes, signed ID tokens. Its sign-in page is one form: the "login" typed is the
 * account's subject, and its claims are what `accounts` says (default: a verified address equal
 * to the login). "Cancel" answers access_denied, as Google does when the user backs out.
 */
export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  /**
   * As a standard OpenID provider (not Google) does: the ID token carries only `sub`, and the
   * email and profile claims come from the UserInfo endpoint.
   */
  userInfoOnly?: boolean;
}

/**
 * What the token endpoint does to the ID tokens it hands out, to send one a real provider never
 * would: `claims` rewrites the payload, `unpublishedKey` signs with a key that is not in the
 * provider's JWKS (under the published key's `kid`, as a forger would).
 */
export interface IdTokenTampering {
  claims?: (claims: Record<string, unknown>) => Record<string, unknown>;
  unpublishedKey?: boolean;
}

export interface TestIdentityProvider {
  issuer: string;
  accounts: Map<string, TestAccountClaims>;
  /** Set: every ID token from now on is tampered with so; unset: tokens as issued. */
  tamperIdTokens: IdTokenTampering | undefined;
  /** Serves `body` as an account picture at the returned address, counting its fetches. */
  picture(name: string, body: Buffer | string): string;
  /** How many times the picture at `address` was fetched. */
  pictureFetches(address: string): number;
  close(): Promise<void>;
}

export async function startTestIdentityProvider(options: {
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}): Promise<TestIdentityProvider> {
  const accounts = new Map<string, TestAccountClaims>();
  const pictures = new Map<string, Buffer | string>();
  const pictureFetches = new Map<string, number>();
  let provider: Provider | undefined;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const unpublishedKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const idp = { tamperIdTokens: undefined as IdTokenTampering | undefined };

  const server: Server = createServer((req, res) => {
    if (!provider) return void res.writeHead(503).end();
    const path = (req.url ?? '').split('?')[0]!;
    if (path.startsWith('/pictures/')) {
      pictureFetches.set(path, (pictureFetches.get(path) ?? 0) + 1);
      const body = pictures.get(path);
      if (body === undefined) return void res.writeHead(404).end();
      return void res.writeHead(200, { 'content-type': 'image/png' }).end(body);
    }
    if (req.method === 'POST' && path === '/token' && idp.tamperIdTokens) {
      tamperTokenResponse(
        res,
        idp.tamperIdTokens,
        idp.tamperIdTokens.unpublishedKey ? unpublishedKey : signingKey,
      );
    }
    if (req.url?.startsWith('/interaction/')) {
      void interaction(provider, req, res).catch((err: Error) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(err.message);
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: {
      keys: [{ ...signingKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' } as never],
    },
    cookies: { keys: ['a test provider cookie key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Google puts the email and profile claims in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Short lives, as a real provider's; set so the provider does not warn about its defaults.
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // A first-party test client: no consent page, as for an app the user has already allowed.
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        claims: async (use: string) => {
          const { userInfoOnly, ...claims } = accounts.get(sub) ?? {};
          if (userInfoOnly && use === 'id_token') return { sub };
          return { sub, email: sub, email_verified: true, name: 'Test Person', ...claims };
        },
      };
    },
  };
  provider = new Provider(issuer, configuration);

  return {
    issuer,
    accounts,
    get tamperIdTokens() {
      return idp.tamperIdTokens;
    },
    set tamperIdTokens(value) {
      idp.tamperIdTokens = value;
    },
    picture(name, body) {
      pictures.set(`/pictures/${name}`, body);
      return `${issuer}/pictures/${name}`;
    },
    pictureFetches: (address) => pictureFetches.get(new URL(address).pathname) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function interaction(provider: Provider, req: IncomingMessage, res: ServerResponse) {
  const details = await provider.interactionDetails(req, res);
  const [, , uid, action] = (req.url ?? '').split('?')[0]!.split('/');
  if (req.method === 'POST' && action === 'login') {
    const login = new URLSearchParams(await readBody(req)).get('login')?.trim();
    if (!login) throw new Error('login is required');
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: login } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  if (action === 'abort') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><title>Test identity provider</title></head><body>
<h1>Sign in to the test provider</h1>
<p>Client: ${details.params.client_id}</p>
<form method="post" action="/interaction/${uid}/login">
<label>Login <input name="login" autocomplete="off"></label>
<button type="submit">Sign in</button>
</form>
<a href="/interaction/${uid}/abort">Cancel</a>
</body></html>`);
}

/**
 * Rewrites the ID token of the token endpoint's JSON answer as it is sent (the provider itself
 * only issues proper ones): the payload changed by `tampering.claims`, then signed with `key`.
 */
function tamperTokenResponse(res: ServerResponse, tampering: IdTokenTampering, key: KeyObject) {
  const end = res.end.bind(res) as (body?: unknown) => ServerResponse;
  res.end = ((body?: unknown) => {
    const text = Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : null;
    const answer = text === null ? null : (JSON.parse(text) as { id_token?: string });
    if (!answer?.id_token) return end(body);
    const [header, payload] = answer.id_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const changed = Buffer.from(JSON.stringify(tampering.claims?.(claims) ?? claims)).toString('base64url');
    const signature = sign('sha256', Buffer.from(`${header}.${changed}`), key).toString('base64url');
    const json = JSON.stringify({ ...answer, id_token: `${header}.${changed}.${signature}` });
    res.setHeader('content-length', Buffer.byteLength(json));
    return end(json);
  }) as typeof res.end;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/**
 * For API tests: walks a browser's way through the provider from its authorization URL (sign in
 * as `login`, or cancel) and answers the URL the provider sends the browser back to.
 */
export async function passThroughProvider(authorizationUrl: string, action: { login: string } | 'cancel') {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const step = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: cookie() },
    });
    remember(response);
    return response;
  };

  const origin = new URL(authorizationUrl).origin;
  let response = await step(authorizationUrl);
  let location = new URL(response.headers.get('location')!, origin);
  if (location.origin !== origin) return location.href;
  // The provider's own sign-in page (interaction), then back to its authorization endpoint.
  const uid = location.pathname.split('/')[2];
  response =
    action === 'cancel'
      ? await step(`${origin}/interaction/${uid}/abort`)
      : await step(`${origin}/interaction/${uid}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ login: action.login }).toString(),
        });
  for (let hops = 0; hops < 5; hops++) {
    location = new URL(response.headers.get('location')!, origin);
    if (location.origin !== origin) return location.href;
    response = await step(location.href);
  }
  throw new Error('the provider never sent the browser back');
}
