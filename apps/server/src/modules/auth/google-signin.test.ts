import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_COOKIE } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { createUser, login } from '../../test/factories';
import { apiClient } from '../../test/http';
import {
  passThroughProvider,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../../test/oidc-provider';

// The redirect URI registered with the provider: PUBLIC_URL's, whatever port the app listens on.
const PUBLIC_URL = 'http://edupath.test';
const CLIENT = { clientId: 'edupath-test-client', clientSecret: 'a test client secret' };

let idp: TestIdentityProvider;
let t: TestApp;
let api: ReturnType<typeof apiClient>;
const logLines: string[] = [];

beforeAll(async () => {
  idp = await startTestIdentityProvider({
    ...CLIENT,
    redirectUris: [`${PUBLIC_URL}/api/v1/auth/google/callback`],
  });
  t = await startTestApp(
    {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
      GOOGLE_ISSUER_URL: idp.issuer,
      LOG_LEVEL: 'info',
    },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  api = apiClient(t.url);
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0];

/**
 * GET `url` as a browser at PUBLIC_URL's address would (fetch cannot name the Host), without
 * following a redirect.
 */
function getAtPublicUrl(url: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers: { host: new URL(PUBLIC_URL).host } }, (answer) => {
      answer.resume();
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        for (const one of [value ?? []].flat()) headers.append(name, one);
      }
      resolve(new Response(null, { status: answer.statusCode, headers }));
    });
    sent.on('error', reject).end();
  });
}

/** GET /auth/google/start as a browser: the provider's address and the pending sign-in's cookie. */
async function start(app: TestApp = t) {
  const response = await getAtPublicUrl(`${app.url}/api/v1/auth/google/start`);
  expect(response.status).toBe(303);
  const pending = cookieOf(response, 'google_signin');
  expect(pending).toBeDefined();
  expect(response.headers.getSetCookie().join()).toMatch(/HttpOnly/i);
  return { authorizationUrl: response.headers.get('location')!, pending: pending! };
}

/** Follows the provider's redirect back to our callback, with (or without) the pending cookie. */
async function callback(providerSentTo: string, pending: string | undefined) {
  const url = new URL(providerSentTo);
  const response = await fetch(`${t.url}${url.pathname}${url.search}`, {
    redirect: 'manual',
    headers: pending ? { cookie: pending } : {},
  });
  const sid = cookieOf(response, AUTH_COOKIE)?.split('=')[1];
  return { status: response.status, location: response.headers.get('location'), sid: sid || undefined };
}

async function signInAs(login: string) {
  const { authorizationUrl, pending } = await start();
  const backTo = await passThroughProvider(authorizationUrl, { login });
  return { ...(await callback(backTo, pending)), backTo, pending };
}

/** The session a landing page adopts from its cookie. */
const adopt = (sid: string) =>
  api.post<{
    accessToken: string;
    user: { userId: number; email: string; role: string; name: string; profileImage: string | null };
  }>('auth/session', { headers: { cookie: `${AUTH_COOKIE}=${sid}` } });

const passwordLogin = (email: string, password: string) =>
  api.post('auth/login', { body: { email, password } });

const unique = () => Math.random().toString(36).slice(2, 10);
const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('Google sign-in: configuration', () => {
  it('says Google is offered, and sends the browser to the provider with PKCE, state and nonce', async () => {
    expect((await api.get('auth/providers')).body.data).toEqual({ google: true, demo: false });
    const { authorizationUrl } = await start();
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/v1/auth/google/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(name)).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });
});

describe('Google sign-in: the address', () => {
  it("moves a sign-in begun at another address of the site to PUBLIC_URL's, once", async () => {
    const elsewhere = await fetch(`${t.url}/api/v1/auth/google/start`, { redirect: 'manual' });
    expect(elsewhere.status).toBe(303);
    expect(elsewhere.headers.get('location')).toBe(`${PUBLIC_URL}/api/v1/auth/google/start?moved=1`);
    // Nothing pending here: the provider would send the browser back to PUBLIC_URL's address.
    expect(cookieOf(elsewhere, 'google_signin')).toBeUndefined();

    // Moved once already (a proxy hiding the address the browser used): no loop, it starts.
    const moved = await fetch(`${t.url}/api/v1/auth/google/start?moved=1`, { redirect: 'manual' });
    expect(new URL(moved.headers.get('location')!).origin).toBe(idp.issuer);
    expect(cookieOf(moved, 'google_signin')).toBeDefined();
  });
});

describe('Google sign-in: accounts', () => {
  it('creates a verified student from a first sign-in and signs in with a session like a login', async () => {
    const sub = `new-${unique()}`;
    const email = `${sub}@Gmail.example`;
    idp.accounts.set(sub, { email, email_verified: true, name: '  Meera   Iyer ' });
    const answer = await signInAs(sub);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/login/google');
    expect(answer.sid).toBeDefined();

    const session = await adopt(answer.sid!);
    expect(session.status).toBe(200);
    expect(session.body.data.accessToken).toBe(answer.sid);
    expect(session.body.data.user).toMatchObject({
      email: email.toLowerCase(),
      name: 'Meera Iyer',
      role: 'student',
    });
    const me = await api.get<{ userId: number }>('auth/me', { token: answer.sid });
    expect(me.body.data.userId).toBe(session.body.data.user.userId);

    const row = await userByEmail(email.toLowerCase());
    expect(row).toMatchObject({ googleSub: sub, passwordHash: null, role: 'student' });
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);

    // Later sign-ins find the same account by its Google subject.
    const again = await signInAs(sub);
    expect(again.location).toBe('/login/google');
    expect((await adopt(again.sid!)).body.data.user.userId).toBe(row!.userId);
    expect(await t.database.db.select().from(users).where(eq(users.googleSub, sub))).toHaveLength(1);
  });

  it("takes Google's picture as a new account's photo, through the image pipeline; a broken one is skipped", async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 110 } },
    })
      .png()
      .toBuffer();
    const pictures = createServer((req, res) => {
      if (req.url === '/photo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else if (req.url === '/not-an-image') res.writeHead(200, { 'content-type': 'image/png' }).end('hello');
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
    try {
      const sub = `pictured-${unique()}`;
      idp.accounts.set(sub, { email: `${sub}@gmail.example`, picture: `${base}/photo.png` });
      const answer = await signInAs(sub);
      const user = (await adopt(answer.sid!)).body.data.user;
      expect(user.profileImage).toMatch(/^uploads\/[\w-]+\.webp$/);
      const served = await fetch(`${t.url}/${user.profileImage}`);
      expect(served.headers.get('content-type')).toBe('image/webp');

      for (const broken of ['/missing.png', '/not-an-image']) {
        const other = `unpictured-${unique()}`;
        idp.accounts.set(other, { email: `${other}@gmail.example`, picture: `${base}${broken}` });
        const signedIn = await signInAs(other);
        expect(signedIn.location).toBe('/login/google');
        expect((await adopt(signedIn.sid!)).body.data.user.profileImage).toBeNull();
      }
    } finally {
      pictures.close();
    }
  });

  it("fetches Google's picture only while the account has no photo: once, not at every sign-in", async () => {
    const png = await sharp({
      create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    const sub = `once-${unique()}`;
    const picture = idp.picture(`${sub}.png`, png);
    idp.accounts.set(sub, { email: `${sub}@gmail.example`, picture });
    const first = await signInAs(sub);
    const photo = (await adopt(first.sid!)).body.data.user.profileImage;
    expect(photo).toMatch(/^uploads\/[\w-]+\.webp$/);
    expect(idp.pictureFetches(picture)).toBe(1);

    for (let i = 0; i < 2; i++) {
      const again = await signInAs(sub);
      expect((await adopt(again.sid!)).body.data.user.profileImage).toBe(photo);
    }
    expect(idp.pictureFetches(picture)).toBe(1);

    // An account with its own photo keeps it, and nothing is fetched for it.
    const own = await createUser(t.database.db, { email: `own-photo-${unique()}@example.test` });
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date(), profileImage: 'uploads/00000000-0000-4000-8000-000000000000.webp' })
      .where(eq(users.userId, own.userId));
    const ownSub = `own-${unique()}`;
    const ownPicture = idp.picture(`${ownSub}.png`, png);
    idp.accounts.set(ownSub, { email: own.email, picture: ownPicture });
    const linked = await signInAs(ownSub);
    expect((await adopt(linked.sid!)).body.data.user.profileImage).toBe(
      'uploads/00000000-0000-4000-8000-000000000000.webp',
    );
    expect(idp.pictureFetches(ownPicture)).toBe(0);
  });

  it('links a verified password account with the same email, which keeps its password', async () => {
    const user = await createUser(t.database.db, { email: `linked-${unique()}@example.test` });
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.userId, user.userId));
    const sub = `google-${unique()}`;
    idp.accounts.set(sub, { email: user.email.toUpperCase(), email_verified: true, name: 'Someone Else' });

    const answer = await signInAs(sub);
    expect(answer.location).toBe('/login/google');
    expect((await adopt(answer.sid!)).body.data.user).toMatchObject({ userId: user.userId, name: user.name });
    expect((await userByEmail(user.email))!.googleSub).toBe(sub);
    expect((await passwordLogin(user.email, user.password)).status).toBe(200);
  });

  it('links an unverified account but drops the password and ends the sessions of whoever set it', async () => {
    const user = await createUser(t.database.db, { email: `squatted-${unique()}@example.test` });
    const squatterToken = await login(api, user);
    const sub = `owner-${unique()}`;
    idp.accounts.set(sub, { email: user.email, email_verified: true });

    const answer = await signInAs(sub);
    expect((await adopt(answer.sid!)).body.data.user.userId).toBe(user.userId);
    const row = (await userByEmail(user.email))!;
    expect(row).toMatchObject({ googleSub: sub, passwordHash: null });
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await api.get('auth/me', { token: squatterToken })).status).toBe(401);
    expect((await passwordLogin(user.email, user.password)).status).toBe(401);
    expect((await api.get('auth/me', { token: answer.sid })).status).toBe(200);
  });

  it('refuses an address Google has not verified, creating nothing', async () => {
    const sub = `unverified-${unique()}`;
    idp.accounts.set(sub, { email: `${sub}@example.test`, email_verified: false });
    const answer = await signInAs(sub);
    expect(answer).toMatchObject({ status: 303, location: '/login?google=unverified', sid: undefined });
    expect(await userByEmail(`${sub}@example.test`)).toBeUndefined();
  });

  it.each(['admin', 'advisor'] as const)(
    'refuses a %s with the staff text and never links it',
    async (role) => {
      const staff = await createUser(t.database.db, { role, email: `${role}-${unique()}@example.test` });
      const sub = `staff-${unique()}`;
      idp.accounts.set(sub, { email: staff.email, email_verified: true });
      const answer = await signInAs(sub);
      expect(answer).toMatchObject({ location: '/login?google=staff', sid: undefined });
      expect((await userByEmail(staff.email))!.googleSub).toBeNull();
    },
  );

  it('cancels a pending deletion of the account and lands saying so (docs/privacy.md#deletion)', async () => {
    const sub = `keep-${unique()}`;
    idp.accounts.set(sub, { email: `${sub}@example.test`, email_verified: true });
    expect((await signInAs(sub)).location).toBe('/login/google');
    const row = (await userByEmail(`${sub}@example.test`))!;
    await t.database.db
      .update(users)
      .set({ deletionRequestedAt: new Date(), deletionScheduledFor: new Date(Date.now() + 86_400_000) })
      .where(eq(users.userId, row.userId));
    expect((await signInAs(sub)).location).toBe('/login/google?deletionCancelled=1');
    expect((await userByEmail(`${sub}@example.test`))!.deletionScheduledFor).toBeNull();
    expect((await signInAs(sub)).location).toBe('/login/google');
  });

  it('refuses a deactivated account', async () => {
    const user = await createUser(t.database.db, { email: `off-${unique()}@example.test` });
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.userId, user.userId));
    const sub = `off-${unique()}`;
    idp.accounts.set(sub, { email: user.email, email_verified: true });
    expect(await signInAs(sub)).toMatchObject({ location: '/login?google=deactivated', sid: undefined });
  });

  it('refuses an email already linked to another Google account', async () => {
    const email = `twice-${unique()}@example.test`;
    const first = `first-${unique()}`;
    const second = `second-${unique()}`;
    idp.accounts.set(first, { email, email_verified: true });
    idp.accounts.set(second, { email, email_verified: true });
    expect((await signInAs(first)).location).toBe('/login/google');
    expect(await signInAs(second)).toMatchObject({
      location: '/login?google=linkedElsewhere',
      sid: undefined,
    });
    expect((await userByEmail(email))!.googleSub).toBe(first);
  });
});

describe('Google sign-in: a standard OpenID provider (claims from UserInfo)', () => {
  it('reads the email from UserInfo when the ID token has only the subject', async () => {
    const sub = `userinfo-${unique()}`;
    const email = `${sub}@example.test`;
    idp.accounts.set(sub, { userInfoOnly: true, email, email_verified: true, name: 'Asha Nair' });
    const answer = await signInAs(sub);
    expect(answer.location).toBe('/login/google');
    expect((await adopt(answer.sid!)).body.data.user).toMatchObject({ email, name: 'Asha Nair' });
    expect((await userByEmail(email))!.googleSub).toBe(sub);
  });

  it('says which is wrong: no email at all, or an email not verified; and creates nothing', async () => {
    const none = `noemail-${unique()}`;
    idp.accounts.set(none, { userInfoOnly: true, email: undefined, email_verified: undefined });
    expect(await signInAs(none)).toMatchObject({ location: '/login?google=noEmail', sid: undefined });
    expect(await userByEmail(none)).toBeUndefined();

    const unverified = `uiunverified-${unique()}`;
    idp.accounts.set(unverified, {
      userInfoOnly: true,
      email: `${unverified}@example.test`,
      email_verified: false,
    });
    expect(await signInAs(unverified)).toMatchObject({
      location: '/login?google=unverified',
      sid: undefined,
    });
    expect(await userByEmail(`${unverified}@example.test`)).toBeUndefined();
  });

  it('signs a linked account in by its subject, whatever the provider says of the address', async () => {
    const sub = `linked-ui-${unique()}`;
    idp.accounts.set(sub, { email: `${sub}@example.test`, email_verified: true });
    const first = await signInAs(sub);
    const userId = (await adopt(first.sid!)).body.data.user.userId;

    idp.accounts.set(sub, { userInfoOnly: true, email: undefined, email_verified: undefined });
    const again = await signInAs(sub);
    expect(again.location).toBe('/login/google');
    expect((await adopt(again.sid!)).body.data.user.userId).toBe(userId);
  });
});

describe('Google sign-in: ID tokens that cannot be trusted', () => {
  const countUsers = async () => (await t.database.db.select({ id: users.userId }).from(users)).length;
  const countSessions = async () => (await t.database.db.select().from(sessions)).length;
  const day = 24 * 3600;

  /** Signs in as a new subject with the provider's ID tokens tampered with so; creates nothing? */
  async function signInTampered(tampering: NonNullable<TestIdentityProvider['tamperIdTokens']>) {
    const sub = `tampered-${unique()}`;
    const before = { users: await countUsers(), sessions: await countSessions() };
    idp.tamperIdTokens = tampering;
    try {
      const answer = await signInAs(sub);
      const created = {
        users: (await countUsers()) - before.users,
        sessions: (await countSessions()) - before.sessions,
      };
      return { ...answer, created, account: await userByEmail(sub) };
    } finally {
      idp.tamperIdTokens = undefined;
    }
  }

  it('accepts a token re-signed with the published key, unchanged (the tampering itself is sound)', async () => {
    const answer = await signInTampered({});
    expect(answer.location).toBe('/login/google');
    expect(answer.created).toEqual({ users: 1, sessions: 1 });
  });

  it('refuses a token signed by a key the provider does not publish, creating nothing', async () => {
    logLines.length = 0;
    const answer = await signInTampered({ unpublishedKey: true });
    expect(answer).toMatchObject({ status: 303, location: '/login?google=untrusted', sid: undefined });
    expect(answer.created).toEqual({ users: 0, sessions: 0 });
    expect(answer.account).toBeUndefined();
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.check);
    expect(logged).toMatchObject({ level: 40, check: 'signature' });
  });

  it.each([
    [
      'iat a day in the future',
      (claims: Record<string, unknown>) => ({ ...claims, iat: Number(claims.iat) + day }),
    ],
    ['exp in the past', (claims: Record<string, unknown>) => ({ ...claims, exp: Number(claims.iat) - 3600 })],
    [
      'nbf a day in the future',
      (claims: Record<string, unknown>) => ({ ...claims, nbf: Number(claims.iat) + day }),
    ],
  ])('refuses a token with %s, creating nothing', async (_name, change) => {
    const answer = await signInTampered({ claims: change });
    expect(answer).toMatchObject({ status: 303, location: '/login?google=untrusted', sid: undefined });
    expect(answer.created).toEqual({ users: 0, sessions: 0 });
    expect(answer.account).toBeUndefined();
  });

  it('accepts an iat a few seconds ahead, within the clock tolerance', async () => {
    const answer = await signInTampered({
      claims: (claims) => ({ ...claims, iat: Number(claims.iat) + 10 }),
    });
    expect(answer.location).toBe('/login/google');
  });
});

describe('Google sign-in: the logs', () => {
  it("keep the callback's path but never its one-time code and state, nor an email link's token", async () => {
    const sub = `logged-${unique()}`;
    idp.accounts.set(sub, { email: `${sub}@gmail.example`, email_verified: true, name: 'Kavya Rao' });
    const answer = await signInAs(sub);
    expect(answer.location).toBe('/login/google');
    const sent = new URL(answer.backTo).searchParams;
    const code = sent.get('code')!;
    const state = sent.get('state')!;
    expect(code.length).toBeGreaterThan(8);
    expect(state.length).toBeGreaterThan(8);

    const token = `email-link-${unique()}-${unique()}`;
    await fetch(`${t.url}/verify-email?token=${token}&from=mail`);
    await fetch(`${t.url}/reset-password?TOKEN=${token}`);

    const log = logLines.join('');
    const urls = logLines.map((line) => JSON.parse(line).req?.url).filter(Boolean) as string[];
    expect(urls.some((url) => url.startsWith('/api/v1/auth/google/callback?'))).toBe(true);
    expect(urls).toContain('/verify-email?token=[redacted]&from=mail');
    expect(urls).toContain('/reset-password?TOKEN=[redacted]');
    for (const secret of [code, state, token]) expect(log).not.toContain(secret);
  });
});

describe('Google sign-in: refusals of the flow itself', () => {
  const countSessions = async () => (await t.database.db.select().from(sessions)).length;

  it('sends a cancel at the provider back to /login with a message', async () => {
    const { authorizationUrl, pending } = await start();
    const backTo = await passThroughProvider(authorizationUrl, 'cancel');
    expect(new URL(backTo).searchParams.get('error')).toBe('access_denied');
    expect(await callback(backTo, pending)).toMatchObject({
      location: '/login?google=cancelled',
      sid: undefined,
    });
  });

  it('refuses a callback whose state is not the pending one', async () => {
    const sub = `state-${unique()}`;
    const { authorizationUrl, pending } = await start();
    const backTo = new URL(await passThroughProvider(authorizationUrl, { login: sub }));
    backTo.searchParams.set('state', 'someone-elses-state');
    const before = await countSessions();
    expect(await callback(backTo.href, pending)).toMatchObject({
      location: '/login?google=failed',
      sid: undefined,
    });
    expect(await countSessions()).toBe(before);
    expect(await userByEmail(sub)).toBeUndefined();
  });

  it('refuses a code used a second time, even with the pending cookie kept', async () => {
    const sub = `replay-${unique()}`;
    const first = await signInAs(sub);
    expect(first.location).toBe('/login/google');
    const before = await countSessions();
    expect(await callback(first.backTo, first.pending)).toMatchObject({
      location: '/login?google=failed',
      sid: undefined,
    });
    expect(await countSessions()).toBe(before);
  });

  it('refuses a callback without the pending cookie, or with a forged one', async () => {
    const { authorizationUrl, pending } = await start();
    const backTo = await passThroughProvider(authorizationUrl, { login: `nocookie-${unique()}` });
    expect(await callback(backTo, undefined)).toMatchObject({
      location: '/login?google=failed',
      sid: undefined,
    });
    const [name, value] = pending.split('=');
    const [payload] = value!.split('.');
    const forged = `${name}=${payload}.${'A'.repeat(43)}`;
    expect(await callback(backTo, forged)).toMatchObject({
      location: '/login?google=failed',
      sid: undefined,
    });
  });

  it('answers the session only to its own cookie', async () => {
    expect((await api.post('auth/session')).status).toBe(401);
    expect(
      (await api.post('auth/session', { headers: { cookie: `${AUTH_COOKIE}=not-a-session` } })).status,
    ).toBe(401);
  });
});

describe('Google sign-in: a wrong client secret', () => {
  it("is logged at error with the provider's error code, and the student is told it is unavailable", async () => {
    const lines: string[] = [];
    const misconfigured = await startTestApp(
      {
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: 'not the client secret',
        GOOGLE_ISSUER_URL: idp.issuer,
        LOG_LEVEL: 'info',
      },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const { authorizationUrl, pending } = await start(misconfigured);
      const backTo = new URL(await passThroughProvider(authorizationUrl, { login: `secret-${unique()}` }));
      const answer = await fetch(`${misconfigured.url}${backTo.pathname}${backTo.search}`, {
        redirect: 'manual',
        headers: { cookie: pending },
      });
      expect(answer.headers.get('location')).toBe('/login?google=unavailable');
      const refused = lines.map((line) => JSON.parse(line)).find((entry) => entry.providerError);
      expect(refused).toMatchObject({ level: 50, providerError: 'invalid_client', status: 401 });
      expect(refused.msg).toMatch(/GOOGLE_CLIENT_SECRET/);
    } finally {
      await misconfigured.close();
    }
  });
});

describe('Google sign-in: not configured, or the provider down', () => {
  it('offers no Google button and sends a stray start back to /login', async () => {
    const plain = await startTestApp();
    try {
      expect((await apiClient(plain.url).get('auth/providers')).body.data).toEqual({
        google: false,
        demo: false,
      });
      const response = await fetch(`${plain.url}/api/v1/auth/google/start`, { redirect: 'manual' });
      expect(response.headers.get('location')).toBe('/login?google=unavailable');
    } finally {
      await plain.close();
    }
  });

  it('starts without reaching the provider, and says it is unavailable when it cannot be reached', async () => {
    const unreachable = await startTestApp({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER_URL: 'http://127.0.0.1:9',
    });
    try {
      expect((await apiClient(unreachable.url).get('auth/providers')).body.data).toEqual({
        google: true,
        demo: false,
      });
      const response = await fetch(`${unreachable.url}/api/v1/auth/google/start`, { redirect: 'manual' });
      expect(response.headers.get('location')).toBe('/login?google=unavailable');
    } finally {
      await unreachable.close();
    }
  });
});
