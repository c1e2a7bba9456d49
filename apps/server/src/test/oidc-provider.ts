import { generateKeyPairSync } from 'node:crypto';
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
}

export interface TestIdentityProvider {
  issuer: string;
  accounts: Map<string, TestAccountClaims>;
  close(): Promise<void>;
}

export async function startTestIdentityProvider(options: {
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}): Promise<TestIdentityProvider> {
  const accounts = new Map<string, TestAccountClaims>();
  let provider: Provider | undefined;
  const server: Server = createServer((req, res) => {
    if (!provider) return void res.writeHead(503).end();
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

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
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
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' } as never] },
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
        claims: async () => ({
          sub,
          email: sub,
          email_verified: true,
          name: 'Test Person',
          ...accounts.get(sub),
        }),
      };
    },
  };
  provider = new Provider(issuer, configuration);

  return {
    issuer,
    accounts,
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
