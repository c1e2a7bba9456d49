import { setTimeout as sleep } from 'node:timers/promises';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { emailOutbox } from '../../db/schema';
import {
  clusterAvailable,
  rateLimitDefaults,
  startTestApp,
  startTestCluster,
  type TestApp,
} from '../../test/app';
import { createUser, type TestUser } from '../../test/factories';
import { type ApiAnswer, apiClient } from '../../test/http';
import { linkIn, tokenOf } from '../../test/smtp';

/**
 * The shipped limits (not the raised ones of the other tests) against the traffic of a campus
 * behind one address and against the abuse they are for (issue 19, docs/decisions/007).
 */
const defaults = loadConfig({});

/** Runs `task` over `items` with at most `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, task: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

const retryAfter = (answer: ApiAnswer) => Number(answer.headers.get('retry-after'));
const waitOut = (answer: ApiAnswer) => sleep(retryAfter(answer) * 1000 + 50);

describe('one campus address, default limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(rateLimitDefaults());
  });
  afterAll(() => t.close());

  it('lets 300 students sign up, sign in and browse from one address within a minute: 0 × 429', async (ctx) => {
    const api = apiClient(t.url);
    const started = Date.now();
    const statuses = await inBatches(
      Array.from({ length: 300 }, (_, i) => i),
      8,
      async (i) => {
        const email = `campus-${i}-${started}@example.test`;
        const password = `results-day-${i}`;
        const seen: number[] = [];
        const signup = await api.post('auth/signup', {
          body: { name: `Student ${i}`, email, password, confirmPassword: password },
        });
        seen.push(signup.status);
        // Every tenth student mistypes first, as people do.
        if (i % 10 === 0)
          seen.push((await api.post('auth/login', { body: { email, password: `${password}x` } })).status);
        const login = await api.post<{ accessToken: string }>('auth/login', { body: { email, password } });
        seen.push(login.status);
        const token = login.body.data?.accessToken;
        for (const path of ['auth/me', 'course/categories', 'notification/notifications']) {
          seen.push((await api.get(path, { token })).status);
        }
        return seen;
      },
    );
    const elapsed = Date.now() - started;
    const all = statuses.flat();
    expect(all.filter((s) => s === 429)).toHaveLength(0);
    expect(all.filter((s) => s >= 500)).toHaveLength(0);
    // 300 signups (201), 300 sign-ins (200), 30 typos (401), 900 reads (200).
    expect(all.filter((s) => s === 401)).toHaveLength(30);
    expect(all.filter((s) => s === 200 || s === 201)).toHaveLength(1500);
    // The API limits count per minute; a run that took longer (a busy machine: it takes well under
    // a minute on an idle one) proved less than the test's name claims, and says so.
    ctx.skip(
      elapsed >= 60_000,
      `no 429, but the 300 students took ${Math.round(elapsed / 1000)} s, not the minute the limits count over`,
    );
  }, 300_000);
});

describe('abuse, default limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Clients are told apart by X-Forwarded-For, as behind a proxy.
    t = await startTestApp({ ...rateLimitDefaults(), TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const signIn = (user: { email: string }, password: string, address: string) =>
    apiClient(t.url).post('auth/login', {
      body: { email: user.email, password },
      headers: { 'x-forwarded-for': address },
    });

  it('slows wrong passwords for 50 accounts from one address, yet a right one from there gets in', async () => {
    const address = '198.51.100.20';
    const accounts = await inBatches(
      Array.from({ length: 50 }, () => 0),
      4,
      () => createUser(t.database.db),
    );
    const wrong = (user: TestUser) => signIn(user, 'Password123!', address);

    // Up to the address's ceiling every failure is an ordinary 401 …
    const rounds = Math.ceil(defaults.LOGIN_ADDRESS_FREE_FAILURES / accounts.length);
    const early: number[] = [];
    for (let round = 0; round < rounds; round++)
      for (const user of accounts) early.push((await wrong(user)).status);
    expect(new Set(early)).toEqual(new Set([401]));

    // … past it, no password from that address is checked before it has waited …
    const refused = await inBatches(accounts, 4, wrong);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body.message).toBe('Too many login attempts. Please wait 1 second and try again.');
      expect(retryAfter(answer)).toBe(1);
    }

    // … and the wait grows with every further failure.
    const waits = [retryAfter(refused[0]!)];
    await waitOut(refused[0]!);
    for (const user of accounts.slice(0, 2)) {
      expect((await wrong(user)).status).toBe(401);
      const fresh = await createUser(t.database.db);
      const answer = await wrong(fresh);
      expect(answer.status).toBe(429);
      waits.push(retryAfter(answer));
    }
    expect(waits).toEqual([1, 2, 4]);

    // A student with the right password, same address: one short wait, then in.
    const student = await createUser(t.database.db);
    const first = await signIn(student, student.password, address);
    expect(first.status).toBe(429);
    expect(retryAfter(first)).toBeLessThanOrEqual(defaults.LOGIN_ADDRESS_MAX_DELAY_SECONDS);
    await waitOut(first);
    const second = await signIn(student, student.password, address);
    expect(second.status).toBe(200);
  }, 120_000);

  it('lets the owner of an account attacked from many addresses in from a new one after at most one short wait', async () => {
    const owner = await createUser(t.database.db);
    /** An attacker at `address` that serves every wait it is asked for, until its guess is heard. */
    const guess = async (address: string) => {
      const statuses: number[] = [];
      for (;;) {
        const answer = await signIn(owner, 'Password123!', address);
        statuses.push(answer.status);
        if (answer.status !== 429) return statuses;
        await waitOut(answer);
      }
    };
    // Past the account's free failures (even if a batch passes the check together), but with the
    // owner's own attempt within its budget of checks: past that is the next describe's.
    expect(16 + 3 + 1).toBeLessThanOrEqual(defaults.LOGIN_ACCOUNT_CHECKS_PER_WINDOW);
    const attack = await inBatches(
      Array.from({ length: 16 }, (_, i) => `10.1.${i}.7`),
      5,
      guess,
    );
    expect(attack.map((statuses) => statuses.at(-1))).toEqual(Array(16).fill(401));
    // The account is now slowed for everyone: each guess had to wait first.
    expect(attack.flat().filter((s) => s === 429).length).toBeGreaterThan(0);

    // The attack goes on while the owner, on a new address, signs in.
    const more = inBatches(
      Array.from({ length: 3 }, (_, i) => `10.2.${i}.7`),
      3,
      guess,
    );

    const answers: ApiAnswer[] = [await signIn(owner, owner.password, '203.0.113.50')];
    if (answers[0]!.status === 429) {
      expect(retryAfter(answers[0]!)).toBeLessThanOrEqual(defaults.LOGIN_ACCOUNT_MAX_DELAY_SECONDS);
      await waitOut(answers[0]!);
      answers.push(await signIn(owner, owner.password, '203.0.113.50'));
    }
    expect(answers.at(-1)!.status).toBe(200);
    expect(answers.filter((a) => a.status === 429).length).toBeLessThanOrEqual(1);
    await more;
  }, 120_000);
});

/** The device cookie a sign-in or reset set, as a request's Cookie header. */
const deviceCookieOf = (answer: ApiAnswer) => {
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('device='));
  if (!cookie) throw new Error('no device cookie was set');
  return cookie;
};

/**
 * Many addresses guessing at one account (issue item 7: 420 addresses got 2,204 password checks in
 * 60 s): the account's budget of checks holds across addresses and instances, and the owner gets
 * in on a device they signed in on before, or through a reset link (docs/decisions/010).
 */
describe('a budget of password checks per account, default limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...rateLimitDefaults(), TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const budget = defaults.LOGIN_ACCOUNT_CHECKS_PER_WINDOW;
  const signIn = (user: { email: string }, password: string, address: string, cookie?: string) =>
    apiClient(t.url).post<{ accessToken: string }>('auth/login', {
      body: { email: user.email, password },
      headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    });
  const spentMessage =
    /^This account has had too many sign-in attempts\. Use "Forgot password\?" to get a link by email, sign in on a device you have signed in on before, or try again in \d+ minutes\.$/;

  /**
   * A botnet: each address guesses `tries` times, serving the account's short waits, and gives up
   * on an answer that asks it to wait longer (a spent budget). Every answer that is not a 429 had
   * its password checked (login answers 401 only after checking one).
   */
  async function attack(user: TestUser, addresses: string[], tries = 1) {
    const answers = await inBatches(addresses, 40, async (address) => {
      const seen: ApiAnswer[] = [];
      for (let i = 0; i < tries; i++) {
        for (;;) {
          const answer = await signIn(user, `guess-${address}-${i}`, address);
          seen.push(answer);
          if (answer.status !== 429) break;
          if (retryAfter(answer) > defaults.LOGIN_ACCOUNT_MAX_DELAY_SECONDS) return seen;
          await waitOut(answer);
        }
      }
      return seen;
    });
    return answers.flat();
  }
  const checked = (answers: ApiAnswer[]) => answers.filter((a) => a.status !== 429);

  it('gives 400 addresses guessing at one account no more password checks in a window than its budget', async () => {
    const owner = await createUser(t.database.db);
    const addresses = Array.from({ length: 400 }, (_, i) => `10.${20 + (i >> 8)}.${i & 255}.9`);
    const started = Date.now();
    const answers = await attack(owner, addresses, 2);
    const seconds = (Date.now() - started) / 1000;

    expect(checked(answers).map((a) => a.status)).toEqual(Array(budget).fill(401));
    const refused = answers.filter((a) => a.status === 429 && retryAfter(a) > 60);
    // Every address was told, at the latest on its first try past the budget.
    expect(refused.length).toBeGreaterThanOrEqual(addresses.length - budget);
    for (const answer of refused) expect(answer.body.message).toMatch(spentMessage);
    expect(Math.max(...refused.map(retryAfter))).toBeLessThanOrEqual(
      defaults.LOGIN_FAILURE_WINDOW_MINUTES * 60,
    );
    console.info(
      `400 addresses, ${answers.length} sign-ins in ${seconds.toFixed(1)} s: ${checked(answers).length} password checks (budget ${budget} per ${defaults.LOGIN_FAILURE_WINDOW_MINUTES} min)`,
    );
  }, 120_000);

  it('lets the owner in on a device they signed in on before, while the budget is spent; a forged or borrowed cookie does not', async () => {
    const owner = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const home = '203.0.113.70';
    const earlier = await signIn(owner, owner.password, home);
    expect(earlier.status).toBe(200);
    const ownDevice = deviceCookieOf(earlier);
    const otherDevice = deviceCookieOf(await signIn(other, other.password, home));

    const addresses = Array.from({ length: budget + 10 }, (_, i) => `10.30.${i}.9`);
    expect(checked(await attack(owner, addresses))).toHaveLength(budget);

    // A new browser, even at the owner's usual address, is told how else to get in.
    const newBrowser = await signIn(owner, owner.password, home);
    expect(newBrowser.status).toBe(429);
    expect(newBrowser.body.message).toMatch(spentMessage);

    // Not a cookie of this account's: another account's, one with its name changed, a made-up one.
    const [, value] = otherDevice.split('=');
    const [otherId, device, signature] = value!.split('.');
    const ownerId = ownDevice.split('=')[1]!.split('.')[0];
    for (const cookie of [
      otherDevice,
      `device=${ownerId}.${device}.${signature}`,
      `device=${ownerId}.made-up.${signature}`,
      `device=${otherId}`,
      'device=garbage',
    ]) {
      const answer = await signIn(owner, owner.password, home, cookie);
      expect([answer.status, answer.body.message]).toEqual([429, expect.stringMatching(spentMessage)]);
    }

    // The owner's own device: in at once, at home or anywhere else, while the attack goes on.
    const going = attack(
      owner,
      addresses.map((a) => a.replace('10.30.', '10.31.')),
    );
    const atHome = await signIn(owner, owner.password, home, ownDevice);
    expect(atHome.status).toBe(200);
    const away = await signIn(owner, owner.password, '198.51.100.71', ownDevice);
    expect(away.status).toBe(200);
    expect(checked(await going)).toHaveLength(0);
    // A mistyped password on that device spends its own budget, not anybody else's.
    expect((await signIn(owner, 'not-it', home, ownDevice)).status).toBe(401);
    expect((await signIn(owner, owner.password, home, deviceCookieOf(away))).status).toBe(200);
  }, 120_000);

  it('lets the owner in on a new browser after a reset link from the email, while the budget is spent', async () => {
    const owner = await createUser(t.database.db);
    const addresses = Array.from({ length: budget + 5 }, (_, i) => `10.40.${i}.9`);
    expect(checked(await attack(owner, addresses))).toHaveLength(budget);
    const laptop = '203.0.113.80';
    const refused = await signIn(owner, owner.password, laptop);
    expect(refused.status).toBe(429);

    const api = apiClient(t.url);
    const headers = { 'x-forwarded-for': laptop };
    expect((await api.post('auth/forgot-password', { body: { email: owner.email }, headers })).status).toBe(
      200,
    );
    const [mail] = await t.database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toEmail, owner.email))
      .orderBy(desc(emailOutbox.mailId))
      .limit(1);
    const token = tokenOf(linkIn(mail!.text, '/reset-password'));
    const password = 'copper-meadow-41';
    const reset = await api.post('auth/reset-password', {
      body: { token, password, confirmPassword: password },
      headers,
    });
    expect(reset.status).toBe(200);
    // The attack goes on; the browser that used the link gets in with the new password.
    expect(
      checked(
        await attack(
          owner,
          addresses.map((a) => a.replace('10.40.', '10.41.')),
        ),
      ),
    ).toHaveLength(0);
    const answer = await signIn(owner, password, laptop, deviceCookieOf(reset));
    expect(answer.status).toBe(200);
    // Without that cookie, still the budget's answer: the link proved the browser, not the address.
    expect((await signIn(owner, password, laptop)).status).toBe(429);
  }, 120_000);
});

describe.runIf(clusterAvailable())(
  'a budget of password checks per account, two instances behind Redis',
  () => {
    it('holds for guesses spread over both instances', async () => {
      const cluster = await startTestCluster(2, { ...rateLimitDefaults(), TRUST_PROXY: 'true' });
      try {
        const owner = await createUser(cluster.instances[0]!.database.db);
        const answers = await inBatches(
          Array.from({ length: 120 }, (_, i) => i),
          20,
          async (i) => {
            const address = `10.50.${i}.9`;
            for (;;) {
              const answer = await apiClient(cluster.instances[i % 2]!.url).post('auth/login', {
                body: { email: owner.email, password: `guess-${i}` },
                headers: { 'x-forwarded-for': address },
              });
              if (answer.status !== 429 || retryAfter(answer) > defaults.LOGIN_ACCOUNT_MAX_DELAY_SECONDS)
                return answer;
              await waitOut(answer);
            }
          },
        );
        expect(answers.filter((a) => a.status === 401)).toHaveLength(
          defaults.LOGIN_ACCOUNT_CHECKS_PER_WINDOW,
        );
      } finally {
        await cluster.close();
      }
    }, 120_000);
  },
);

describe('API limits count users and sessions, not addresses', () => {
  it('gives each user and each session its own allowance behind one address, and anonymous reads a shared one', async () => {
    const limited = await startTestApp({
      API_RATE_LIMIT_PER_USER: '5',
      API_RATE_LIMIT_PER_SESSION: '3',
      API_RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '4',
      TRUST_PROXY: 'true',
    });
    try {
      const api = apiClient(limited.url);
      const headers = { 'x-forwarded-for': '198.51.100.30' };
      const first = await createUser(limited.database.db);
      const second = await createUser(limited.database.db);
      // Signed in elsewhere, so that the address's anonymous allowance starts untouched.
      const signIn = async (user: TestUser, address: string) => {
        const answer = await api.post<{ accessToken: string }>('auth/login', {
          body: { email: user.email, password: user.password },
          headers: { 'x-forwarded-for': address },
        });
        expect(answer.status).toBe(200);
        return answer.body.data.accessToken;
      };
      const laptop = await signIn(first, '203.0.113.1');
      const phone = await signIn(first, '203.0.113.2');
      const other = await signIn(second, '203.0.113.3');
      const reads = async (token: string | undefined, count: number) => {
        const statuses: number[] = [];
        for (let i = 0; i < count; i++) statuses.push((await api.get('auth/me', { token, headers })).status);
        return statuses;
      };
      const anonymous = async (count: number) => {
        const statuses: number[] = [];
        for (let i = 0; i < count; i++)
          statuses.push((await api.get('course/categories', { headers })).status);
        return statuses;
      };

      // One session: 3 a minute; the user's other session has the rest of the user's 5.
      expect(await reads(laptop, 4)).toEqual([200, 200, 200, 429]);
      expect(await reads(phone, 2)).toEqual([200, 429]);
      const refused = await api.get('auth/me', { token: phone, headers });
      expect(refused.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another student at the same address is untouched, and so are anonymous reads.
      expect(await reads(other, 3)).toEqual([200, 200, 200]);
      expect(await anonymous(5)).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
