import { AUTH_MESSAGES } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { createUser, login } from '../../test/factories';
import { apiClient } from '../../test/http';

let t: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const valid = { name: 'Asha Rao', password: 'longenough1', confirmPassword: 'longenough1' };
const email = () => `asha-${Math.random().toString(36).slice(2)}@Example.com`;

describe('POST /auth/signup', () => {
  it('creates a student with a normalised email and an argon2id hash', async () => {
    const address = `  ${email()} `;
    const answer = await api.post<{ userId: number; email: string; role: string }>('auth/signup', {
      body: { ...valid, email: address },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.email).toBe(address.trim().toLowerCase());
    expect(answer.body.data.role).toBe('student');
    const [row] = await t.database.db.select().from(users).where(eq(users.userId, answer.body.data.userId));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(answer.body)).not.toContain('argon2');
  });

  it('refuses a second account with the same email in another case with 409', async () => {
    const address = email();
    expect((await api.post('auth/signup', { body: { ...valid, email: address } })).status).toBe(201);
    const again = await api.post('auth/signup', { body: { ...valid, email: address.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(AUTH_MESSAGES.emailTaken);
    expect(again.body.errors?.email).toBe(AUTH_MESSAGES.emailTaken);
  });

  it.each([
    [{ ...valid, email: 'x@y.com', name: '' }, 'name', 'Name is required'],
    [{ ...valid, email: '' }, 'email', 'Email is required'],
    [{ ...valid, email: 'not an email' }, 'email', 'Invalid email address'],
    [
      { ...valid, email: 'a@b.com', password: 'short', confirmPassword: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      { ...valid, email: 'a@b.com', confirmPassword: 'different1' },
      'confirmPassword',
      'Passwords do not match',
    ],
  ])('answers 400 with the field message for %j', async (body, field, message) => {
    const answer = await api.post('auth/signup', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errors?.[field]).toBe(message);
  });
});

describe('password policy', () => {
  it.each(['password123', '12345678', 'Password123!', 'qwertyuiop', 'iloveyou1'])(
    'refuses the common password %j on sign-up with a field message',
    async (password) => {
      const answer = await api.post('auth/signup', {
        body: { ...valid, email: email(), password, confirmPassword: password },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ password: AUTH_MESSAGES.passwordTooCommon });
    },
  );

  it("refuses a password made of the person's own name or email", async () => {
    const address = `ashwini.kulkarni-${Math.random().toString(36).slice(2, 6)}@example.com`;
    const answer = await api.post('auth/signup', {
      body: { name: 'Ashwini Kulkarni', email: address, password: 'kulkarni1', confirmPassword: 'kulkarni1' },
    });
    expect(answer.body.errors).toEqual({ password: AUTH_MESSAGES.passwordTooCommon });
  });
});

describe('bad input never makes a 500', () => {
  const cases: Array<[string, { body?: unknown; raw?: string; headers?: Record<string, string> }, number]> = [
    ['missing fields', { body: {} }, 400],
    ['wrong types', { body: { email: 42, password: ['x'], name: { a: 1 } } }, 400],
    ['null body', { body: null }, 400],
    ['an array', { body: [1, 2] }, 400],
    [
      '10 kB strings',
      {
        body: {
          name: 'n'.repeat(10_240),
          email: `${'e'.repeat(10_240)}@x.com`,
          password: 'p'.repeat(10_240),
          confirmPassword: 'p',
        },
      },
      400,
    ],
    ['invalid JSON', { raw: '{"email": ', headers: { 'content-type': 'application/json' } }, 400],
    ['empty JSON body', { raw: '', headers: { 'content-type': 'application/json' } }, 400],
    [
      'wrong content type',
      { raw: 'email=a@b.com', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
    ],
    ['plain text', { raw: 'hello', headers: { 'content-type': 'text/plain' } }, 415],
    [
      'a body over 1 MB',
      {
        raw: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
    ],
  ];
  for (const path of ['auth/signup', 'auth/login', 'auth/staff/login']) {
    it.each(cases)(`${path}: %s`, async (_name, options, status) => {
      const answer = await api.post(path, options);
      expect(answer.status).toBe(status);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message.length).toBeGreaterThan(0);
    });
  }
});

describe('caching', () => {
  it('marks every authentication answer and /auth/me no-store, and leaves catalogue reads alone', async () => {
    const address = email();
    const answers = [
      await api.post('auth/signup', { body: { ...valid, email: address } }),
      await api.post('auth/login', { body: { email: address, password: valid.password } }),
      await api.post('auth/login', { body: { email: address, password: 'wrong-password' } }),
    ];
    const token = (answers[1]!.body.data as { accessToken: string }).accessToken;
    answers.push(
      await api.get('auth/me', { token }),
      await api.post('auth/me', { token }),
      await api.get('auth/me'),
      await api.get('auth/update-profile', { token }),
      await api.post('auth/logout', { token }),
    );
    expect(answers.map((a) => a.headers.get('cache-control'))).toEqual(Array(8).fill('no-store'));
    expect((await api.get('country')).headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('login, session, logout', () => {
  it('returns the token and the user, sets an HttpOnly cookie, and either authenticates /auth/me', async () => {
    const user = await createUser(t.database.db);
    const answer = await api.post<{
      accessToken: string;
      user: { userId: number; email: string; role: string };
    }>('auth/login', {
      body: { email: `  ${user.email.toUpperCase()}`, password: user.password, isMobile: false },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user).toMatchObject({ userId: user.userId, email: user.email, role: 'student' });
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/sid=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const byBearer = await api.post<{ email: string }>('auth/me', { token: answer.body.data.accessToken });
    expect(byBearer.body.data.email).toBe(user.email);
    const byCookie = await api.post<{ email: string }>('auth/me', {
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.data.email).toBe(user.email);
  });

  it('revokes the session on logout: the old token then gets 401', async () => {
    const user = await createUser(t.database.db);
    const token = await login(api, user);
    expect((await api.post('auth/me', { token })).status).toBe(200);
    expect((await api.post('auth/logout', { token })).status).toBe(200);
    const after = await api.post('auth/me', { token });
    expect(after.status).toBe(401);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(rows).toHaveLength(0);
  });

  it('answers 401 for a wrong password and for an unknown email, with the same message', async () => {
    const user = await createUser(t.database.db);
    const wrong = await api.post('auth/login', { body: { email: user.email, password: 'not-the-password' } });
    const unknown = await api.post('auth/login', {
      body: { email: 'nobody@example.test', password: 'whatever1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it.each(['admin', 'advisor'] as const)(
    'refuses a %s on the student login with 403 and creates no session',
    async (role) => {
      const staff = await createUser(t.database.db, { role });
      const answer = await api.post('auth/login', { body: { email: staff.email, password: staff.password } });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Admin login is not allowed from this page');
      expect(answer.headers.get('set-cookie')).toBeNull();
      const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, staff.userId));
      expect(rows).toHaveLength(0);
      // The staff sign-in accepts the same account.
      expect(
        (await api.post('auth/staff/login', { body: { email: staff.email, password: staff.password } }))
          .status,
      ).toBe(200);
    },
  );

  it('refuses a student on the staff login with 403', async () => {
    const student = await createUser(t.database.db);
    const answer = await api.post('auth/staff/login', {
      body: { email: student.email, password: student.password },
    });
    expect(answer.status).toBe(403);
  });

  it('answers 401 to /auth/me without a session and with a forged token', async () => {
    expect((await api.post('auth/me')).status).toBe(401);
    expect((await api.post('auth/me', { token: 'forged-token' })).status).toBe(401);
  });
});

describe('login rate limits', () => {
  it('slows one address guessing at one account with a 429 and a clear message, not the account itself', async () => {
    const limited = await startTestApp({
      LOGIN_PAIR_FREE_FAILURES: '3',
      TRUST_PROXY: 'true',
    });
    try {
      const client = apiClient(limited.url);
      const from = (address: string) => ({ 'x-forwarded-for': address });
      const victim = await createUser(limited.database.db);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (
            await client.post('auth/login', {
              body: { email: victim.email, password: 'guess-number-x' },
              headers: from('198.51.100.7'),
            })
          ).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      // From the guessing address, the right password is not even checked while it waits.
      const capped = await client.post('auth/login', {
        body: { email: victim.email, password: victim.password },
        headers: from('198.51.100.7'),
      });
      expect(capped.status).toBe(429);
      expect(capped.body.message).toBe('Too many login attempts. Please wait 1 second and try again.');
      expect(capped.headers.get('retry-after')).toBe('1');

      // Its owner elsewhere is not held out.
      const owner = await client.post('auth/login', {
        body: { email: victim.email, password: victim.password },
        headers: from('203.0.113.9'),
      });
      expect(owner.status).toBe(200);
      // Nor is another account signing in from the guessing address: successes are not counted per address.
      const other = await createUser(limited.database.db);
      const byIp = await client.post('auth/login', {
        body: { email: other.email, password: other.password },
        headers: from('198.51.100.7'),
      });
      expect(byIp.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
