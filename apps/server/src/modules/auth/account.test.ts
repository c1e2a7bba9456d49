import type { AccountSession, EmailStatus } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, emailOutbox } from '../../db/schema';
import { rateLimitDefaults, startTestApp, type TestApp } from '../../test/app';
import { createUser, login, signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { linkIn, startTestSmtp, tokenOf } from '../../test/smtp';
import { hashToken } from './sessions';

/**
 * Verification, password reset, password change and sessions (docs/email.md), with the mail
 * received on a real SMTP server started here.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({ SMTP_URL: smtp.url, JOBS_POLL_INTERVAL_SECONDS: '0.5' });
  api = apiClient(t.url);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;
const PASSWORD = 'orchid-lantern-93';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let n = 0;
async function signUp() {
  const email = `new-${Date.now()}-${n++}@example.test`;
  const answer = await api.post('auth/signup', {
    body: { name: 'Meera Iyer', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(answer.status).toBe(201);
  const token = (
    await api.post<{ accessToken: string }>('auth/login', { body: { email, password: PASSWORD } })
  ).body.data.accessToken;
  return { email, token };
}

const statusOf = async (token: string) =>
  (await api.get<EmailStatus>('auth/email-status', { token })).body.data;

describe('email verification', () => {
  it('sign-up sends a one-time link; following it verifies the address; followed again, it says already verified', async () => {
    const { email, token } = await signUp();
    expect(await statusOf(token)).toEqual({ email, verified: false });

    const [mail] = await smtp.waitFor(1, email);
    expect(mail!.subject).toBe('Verify your email address for EduPath');
    const link = linkIn(mail!.text, '/verify-email');
    const raw = tokenOf(link);
    expect(raw.length).toBeGreaterThan(30);

    // Hashed at rest: the database holds the SHA-256, never the token.
    const stored = await db().select().from(accountTokens).where(eq(accountTokens.email, email));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(raw));
    expect(JSON.stringify(stored)).not.toContain(raw);
    expect(stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()).toBeCloseTo(24 * 3_600_000, -4);

    expect((await api.post('auth/verify-email', { body: { token: raw } })).status).toBe(200);
    expect(await statusOf(token)).toEqual({ email, verified: true });
    const again = await api.post('auth/verify-email', { body: { token: raw } });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Your email address is already verified.');
    const madeUp = await api.post('auth/verify-email', { body: { token: `${raw}x` } });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.errors?.token).toBe('This link is invalid or has expired. Please ask for a new one.');
  });

  it("'Resend' sends a new link while unverified, is limited, and is for signed-in users", async () => {
    const { email, token } = await signUp();
    await smtp.waitFor(1, email);
    expect((await api.post('auth/verify-email/resend')).status).toBe(401);
    expect((await api.get('auth/email-status')).status).toBe(401);
    const resent = await api.post('auth/verify-email/resend', { token });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('We have sent you a new verification link.');
    const mails = await smtp.waitFor(2, email);
    expect(tokenOf(linkIn(mails[1]!.text, '/verify-email'))).not.toBe(
      tokenOf(linkIn(mails[0]!.text, '/verify-email')),
    );
    await api.post('auth/verify-email/resend', { token });
    await api.post('auth/verify-email/resend', { token });
    const limited = await api.post('auth/verify-email/resend', { token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses an expired link', async () => {
    const { email, token } = await signUp();
    const [mail] = await smtp.waitFor(1, email);
    const raw = tokenOf(linkIn(mail!.text, '/verify-email'));
    await db()
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(raw)));
    expect((await api.post('auth/verify-email', { body: { token: raw } })).status).toBe(400);
    expect((await statusOf(token)).verified).toBe(false);
  });
});

describe('password reset', () => {
  it('emails a 30-minute link; the new password works, the old one and every session stop, the link works once', async () => {
    const user = await createUser(db());
    const first = await login(api, user);
    const second = await login(api, user);

    const asked = await api.post('auth/forgot-password', {
      body: { email: `  ${user.email.toUpperCase()} ` },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(
      'If an account uses that email, we have sent it a link to reset the password.',
    );
    const [mail] = await smtp.waitFor(1, user.email);
    expect(mail!.subject).toBe('Reset your EduPath password');
    const raw = tokenOf(linkIn(mail!.text, '/reset-password'));
    const [stored] = await db()
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(raw)));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(30 * 60_000, -4);

    const weak = await api.post('auth/reset-password', {
      body: { token: raw, password: 'password123', confirmPassword: 'password123' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.password).toBeTruthy();
    const mismatch = await api.post('auth/reset-password', {
      body: { token: raw, password: 'violet-harbour-58', confirmPassword: 'violet-harbour-59' },
    });
    expect(mismatch.body.errors?.confirmPassword).toBe('Passwords do not match');

    const linkStatus = async (token: string) =>
      (await api.post<{ status: string }>('auth/reset-password/status', { body: { token } })).body.data;
    expect(await linkStatus(raw)).toEqual({ status: 'usable' });
    const reset = await api.post('auth/reset-password', {
      body: { token: raw, password: 'violet-harbour-58', confirmPassword: 'violet-harbour-58' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ signInAs: 'student' });
    // Opened again, the link's page says it was used (not the form, not 'invalid').
    expect(await linkStatus(raw)).toEqual({ status: 'used' });
    expect(await linkStatus(`${raw}x`)).toEqual({ status: 'invalid' });
    expect((await api.get('auth/me', { token: first })).status).toBe(401);
    expect((await api.get('auth/me', { token: second })).status).toBe(401);
    expect(
      (await api.post('auth/login', { body: { email: user.email, password: user.password } })).status,
    ).toBe(401);
    expect(
      (await api.post('auth/login', { body: { email: user.email, password: 'violet-harbour-58' } })).status,
    ).toBe(200);

    const reused = await api.post('auth/reset-password', {
      body: { token: raw, password: 'another-harbour-77', confirmPassword: 'another-harbour-77' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.errors?.token).toBe(
      'This link has already been used. Please ask for a new one if you need it again.',
    );
    // The sent mail keeps no working link.
    const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.toEmail, user.email));
    expect(row!.textBody).not.toContain(raw);
  });

  it('tells staff to sign in on the staff page', async () => {
    const advisor = await createUser(db(), { role: 'advisor' });
    await api.post('auth/forgot-password', { body: { email: advisor.email } });
    const [mail] = await smtp.waitFor(1, advisor.email);
    const raw = tokenOf(linkIn(mail!.text, '/reset-password'));
    const reset = await api.post('auth/reset-password', {
      body: { token: raw, password: 'amber-lighthouse-93', confirmPassword: 'amber-lighthouse-93' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ signInAs: 'staff' });
    const staffLogin = await api.post('auth/staff/login', {
      body: { email: advisor.email, password: 'amber-lighthouse-93' },
    });
    expect(staffLogin.status).toBe(200);
  });

  it('answers the same whether or not the email has an account, and mails nobody for an unknown one', async () => {
    const known = await createUser(db());
    const a = await api.post('auth/forgot-password', { body: { email: known.email } });
    const b = await api.post('auth/forgot-password', { body: { email: 'nobody-here@example.test' } });
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect(
      await db().select().from(emailOutbox).where(eq(emailOutbox.toEmail, 'nobody-here@example.test')),
    ).toEqual([]);
    const bad = await api.post('auth/forgot-password', { body: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.email).toBe('Invalid email format');
  });

  it('refuses an expired reset link and one made up', async () => {
    const user = await createUser(db());
    await api.post('auth/forgot-password', { body: { email: user.email } });
    const [mail] = await smtp.waitFor(1, user.email);
    const raw = tokenOf(linkIn(mail!.text, '/reset-password'));
    await db()
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(raw)));
    const body = { password: 'violet-harbour-58', confirmPassword: 'violet-harbour-58' };
    expect((await api.post('auth/reset-password', { body: { ...body, token: raw } })).status).toBe(400);
    expect((await api.post('auth/reset-password', { body: { ...body, token: 'made-up' } })).status).toBe(400);
    expect((await api.post('auth/reset-password', { body })).status).toBe(400);
  });

  it('is limited per email (known or not) and per address', async () => {
    const limited = await startTestApp(rateLimitDefaults());
    try {
      const lapi = apiClient(limited.url);
      const ask = (email: string) => lapi.post('auth/forgot-password', { body: { email } });
      for (let i = 0; i < 3; i++) expect((await ask('someone@example.test')).status).toBe(200);
      const fourth = await ask('someone@example.test');
      expect(fourth.status).toBe(429);
      expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
      // Other addresses still get their answer until the address's own limit.
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await ask(`other-${i}@example.test`)).status);
      expect(statuses.slice(0, 6).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('change password and sessions', () => {
  it('needs the current password; a new one ends the other sessions and keeps this one', async () => {
    const user = await createUser(db());
    const here = await login(api, user);
    const elsewhere = await login(api, user);
    const body = {
      currentPassword: user.password,
      password: 'violet-harbour-58',
      confirmPassword: 'violet-harbour-58',
    };
    expect((await api.post('auth/change-password', { body })).status).toBe(401);
    const missing = await api.post('auth/change-password', {
      token: here,
      body: { currentPassword: '', password: 'violet-harbour-58', confirmPassword: 'violet-harbour-58' },
    });
    expect(missing.body.errors?.currentPassword).toBe('Enter your current password');
    const wrong = await api.post('auth/change-password', {
      token: here,
      body: {
        currentPassword: 'not-it',
        password: 'violet-harbour-58',
        confirmPassword: 'violet-harbour-58',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.currentPassword).toBe('Your current password is not correct');
    const changed = await api.post('auth/change-password', {
      token: here,
      body: {
        currentPassword: user.password,
        password: 'violet-harbour-58',
        confirmPassword: 'violet-harbour-58',
      },
    });
    expect(changed.status).toBe(200);
    expect((await api.get('auth/me', { token: here })).status).toBe(200);
    expect((await api.get('auth/me', { token: elsewhere })).status).toBe(401);
  });

  it('lists own sessions with device and last seen, revokes one or all others, never another user’s', async () => {
    const user = await createUser(db());
    const other = await signedIn(db(), api);
    const login = (ua: string) =>
      api
        .post<{ accessToken: string }>('auth/login', {
          body: { email: user.email, password: user.password },
          headers: { 'user-agent': ua },
        })
        .then((a) => a.body.data.accessToken);
    const desktop = await login(CHROME_WINDOWS);
    const phone = await login(SAFARI_IPHONE);
    const third = await login(CHROME_WINDOWS);

    expect((await api.get('auth/sessions')).status).toBe(401);
    const list = (await api.get<AccountSession[]>('auth/sessions', { token: desktop })).body.data;
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.device).sort()).toEqual([
      'Chrome on Windows',
      'Chrome on Windows',
      'Safari on iOS',
    ]);
    expect(Date.parse(list[0]!.lastSeenAt)).toBeGreaterThan(0);

    const phoneSession = list.find((s) => s.device === 'Safari on iOS')!;
    // Another user cannot end it: answered as missing.
    expect((await api.delete(`auth/sessions/${phoneSession.sessionId}`, { token: other.token })).status).toBe(
      404,
    );
    expect((await api.get('auth/me', { token: phone })).status).toBe(200);
    expect((await api.delete(`auth/sessions/${phoneSession.sessionId}`, { token: desktop })).status).toBe(
      200,
    );
    expect((await api.get('auth/me', { token: phone })).status).toBe(401);

    expect((await api.post('auth/sessions/revoke-others', { token: desktop })).status).toBe(200);
    expect((await api.get('auth/me', { token: third })).status).toBe(401);
    expect((await api.get('auth/me', { token: desktop })).status).toBe(200);
    expect((await api.get<AccountSession[]>('auth/sessions', { token: desktop })).body.data).toHaveLength(1);
  });

  it('staff manage their own sessions too (advisor and admin allowed)', async () => {
    for (const role of ['advisor', 'admin'] as const) {
      const staff = await signedIn(db(), api, role);
      expect((await api.get('auth/sessions', { token: staff.token })).status).toBe(200);
      expect((await api.get('auth/email-status', { token: staff.token })).status).toBe(200);
    }
  });
});
