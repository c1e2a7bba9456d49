import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { startTestApp, type TestApp } from '../test/app';
import { createUser, login } from '../test/factories';
import { apiClient } from '../test/http';
import { CROSS_SITE_REFUSED } from './auth';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://edupath.example', ALLOWED_ORIGINS: 'http://localhost:5173' });
  api = apiClient(t.url);
});
afterAll(() => t.close());

/** A signed-in student whose browser holds the session cookie. */
async function victim() {
  const user = await createUser(t.database.db);
  const token = await login(api, user);
  return { user, token, cookie: `sid=${token}` };
}

const changeLocation = (headers: Record<string, string>, location = 'Elsewhere') =>
  api.post('auth/update-profile', { headers, body: { phone: '9876543210', location } });

async function locationOf(userId: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.userId, userId));
  return row!.location;
}

describe('changes signed in by the cookie alone (docs/api.md, "Cross-site requests")', () => {
  it.each([
    ['another origin', { origin: 'http://attacker.example' }],
    ['another port of the same host', { origin: 'http://127.0.0.1:1' }],
    ['the null origin', { origin: 'null' }],
    ['no Origin but Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['no Origin but Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('are refused with 403 from %s, and change nothing', async (_name, headers) => {
    const { user, cookie } = await victim();
    const answer = await changeLocation({ cookie, ...headers });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(CROSS_SITE_REFUSED);
    expect(await locationOf(user.userId)).toBeNull();
  });

  it.each([
    ['the site itself', () => ({ origin: t.url })],
    ['PUBLIC_URL', () => ({ origin: 'https://edupath.example' })],
    ['an origin in ALLOWED_ORIGINS', () => ({ origin: 'http://localhost:5173' })],
    ['Sec-Fetch-Site same-origin', () => ({ 'sec-fetch-site': 'same-origin' })],
    ['Sec-Fetch-Site none (typed by the user)', () => ({ 'sec-fetch-site': 'none' })],
    ['neither header (not a browser)', () => ({})],
  ])('are accepted from %s', async (_name, headers) => {
    const { user, cookie } = await victim();
    const answer = await changeLocation({ cookie, ...headers() }, 'Pune');
    expect(answer.status).toBe(200);
    expect(await locationOf(user.userId)).toBe('Pune');
  });

  it('do not hold back requests signed by the bearer token, whatever their origin', async () => {
    const { user, token, cookie } = await victim();
    const answer = await changeLocation({
      cookie,
      authorization: `Bearer ${token}`,
      origin: 'http://other.example',
    });
    expect(answer.status).toBe(200);
    expect(await locationOf(user.userId)).toBe('Elsewhere');
  });

  it('leave reads alone, and a forged logout ends no session', async () => {
    const { cookie } = await victim();
    const evil = { cookie, origin: 'http://attacker.example' };
    expect((await api.get('auth/me', { headers: evil })).status).toBe(200);
    expect((await api.post('auth/logout', { headers: evil })).status).toBe(403);
    expect((await api.get('auth/me', { headers: { cookie } })).status).toBe(200);
  });

  it('refuse a forged multipart password change, which the current password would stop anyway', async () => {
    const { user, cookie } = await victim();
    const form = new FormData();
    for (const [key, value] of Object.entries({
      phone: '9876543210',
      location: 'Pune',
      password: 'attacker-chosen-42',
      confirmPassword: 'attacker-chosen-42',
    }))
      form.append(key, value);
    const answer = await api.post('auth/update-profile', {
      headers: { cookie, origin: 'http://attacker.example' },
      raw: form,
    });
    expect(answer.status).toBe(403);
    const signIn = (password: string) => api.post('auth/login', { body: { email: user.email, password } });
    expect((await signIn('attacker-chosen-42')).status).toBe(401);
    expect((await signIn(user.password)).status).toBe(200);
  });
});
