import { AUTH_MESSAGES } from '@edupath/contract';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../lib/errors';
import { expiringCounter, sharedLimiter } from '../../lib/rate-limit-store';

/**
 * Sign-in throttling that tells abuse from a campus behind one address (docs/decisions/007).
 * Only failed sign-ins are counted, by account, by address and by the two together:
 * - the pair (account, address) carries the long, doubling delay between attempts: one address
 *   guessing at one account soon waits minutes;
 * - an account with many failures from anywhere, or an address with many failures across
 *   accounts (credential stuffing), makes each of its attempts wait a few seconds first (a
 *   "ticket": the first attempt is answered 429 with Retry-After, the same account from the same
 *   address is then heard). The wait is per pair, so nobody can hold an owner out by keeping
 *   the account busy from elsewhere, and a right password is never refused for good — but no
 *   password is checked before its wait is served, so guessing stays slow.
 *
 * Sign-ins also spend a budget of password checks (docs/decisions/010): the account's, shared by
 * every address and instance, or a known device's own (the device cookie), so that many addresses
 * guessing together get no more checks than one, and the owner's device still gets in.
 */

export interface LoginAttempt {
  /** As the login schema leaves it: trimmed and lower-cased. */
  email: string;
  ip: string;
  /** A known device of this account (a genuine device cookie): skips the account's waits, has its own budget. */
  device?: string | null;
}

/** Remembers a pair's failures this long (from the first), unless a success clears them. */
const PAIR_MEMORY_SECONDS = 86_400;
/** How long a served wait stays good for the sign-in it was asked of. */
const TICKET_GRACE_SECONDS = 300;

/** Seconds to wait after `failures`: none while fewer than `free`, then 1, 2, 4 … up to `max`. */
export function growingDelay(failures: number, free: number, max: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** Math.min(failures - free, 30), max);
}

/** States a wait at least as long as the real one; a minute keeps the contract's own words. */
export function tooManyAttemptsMessage(seconds: number): string {
  if (seconds > 60)
    return `Too many login attempts. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`;
  if (seconds >= 50) return AUTH_MESSAGES.tooManyAttempts;
  const count = seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `Too many login attempts. Please wait ${count} and try again.`;
}

/**
 * Said when an account's budget of password checks is spent: waiting may mean the rest of the
 * window, so it names the two ways in that do not wait (docs/decisions/010).
 */
export function accountBudgetSpentMessage(seconds: number): string {
  return `This account has had too many sign-in attempts. Use "Forgot password?" to get a link by email, sign in on a device you have signed in on before, or try again in ${minutesOf(seconds)}.`;
}

/** Said when a known device's own budget is spent. */
export function deviceBudgetSpentMessage(seconds: number): string {
  return `Too many sign-in attempts. Use "Forgot password?" to get a link by email, or try again in ${minutesOf(seconds)}.`;
}

const minutesOf = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

function refuse(reply: FastifyReply, seconds: number, message = tooManyAttemptsMessage): never {
  const whole = Math.max(1, Math.ceil(seconds));
  reply.header('retry-after', String(whole));
  throw tooManyRequests(message(whole));
}

export interface LoginThrottle {
  /** Answers 429 with Retry-After when this attempt must wait; never looks at the password. */
  admit(attempt: LoginAttempt, reply: FastifyReply): Promise<void>;
  /** A wrong password or unknown account. */
  failed(attempt: LoginAttempt): Promise<void>;
  /** The right password: the pair starts again; the account's and address's counts stay. */
  succeeded(attempt: LoginAttempt): Promise<void>;
  /**
   * admit() for sign-ins, which also spend a budget: one password check is taken from the known
   * device's budget or else the account's, or 429 is answered when it is spent (at once, without
   * a wait first). The taking is atomic, so it holds for attempts that arrive together, on every
   * instance (with Redis).
   */
  admitSignIn(attempt: LoginAttempt, reply: FastifyReply): Promise<void>;
  /** Gives a sign-in's check back: it found the right password (or never ran), so it was no guess. */
  refundCheck(attempt: LoginAttempt): Promise<void>;
}

export function createLoginThrottle(app: FastifyInstance): LoginThrottle {
  const settings = app.config;
  const window = settings.LOGIN_FAILURE_WINDOW_MINUTES * 60;
  const accountFailures = expiringCounter(app, 'login-fail-account', window);
  const addressFailures = expiringCounter(app, 'login-fail-address', window);
  const pairFailures = expiringCounter(app, 'login-fail-pair', PAIR_MEMORY_SECONDS);
  // Both hold keys whose lifetime is set per key (set()), the duration here is only a default.
  const pairWaits = expiringCounter(app, 'login-wait-pair', PAIR_MEMORY_SECONDS);
  const tickets = expiringCounter(app, 'login-ticket', TICKET_GRACE_SECONDS);
  const budget = (name: string, points: number) =>
    sharedLimiter(app, { keyPrefix: `${settings.REDIS_KEY_PREFIX}${name}`, points, duration: window });
  const accountChecks = budget('login-checks-account', settings.LOGIN_ACCOUNT_CHECKS_PER_WINDOW);
  const deviceChecks = budget('login-checks-device', settings.LOGIN_DEVICE_CHECKS_PER_WINDOW);
  const budgetOf = ({ email, device }: LoginAttempt) =>
    device
      ? { counter: deviceChecks, key: `${email} ${device}`, message: deviceBudgetSpentMessage }
      : { counter: accountChecks, key: email, message: accountBudgetSpentMessage };

  const keysOf = ({ email, ip }: LoginAttempt) => {
    // An IPv6 /64 is one subscriber: counting single addresses would give each attacker 2^64 of them.
    const address = normalizeIP(ip);
    return { account: email, address, pair: `${email} ${address}` };
  };
  const countOf = async (counter: RateLimiterAbstract, key: string) =>
    (await counter.get(key))?.consumedPoints ?? 0;

  const throttle: LoginThrottle = {
    async admit(attempt, reply) {
      const keys = keysOf(attempt);
      const [pairWait, accountCount, addressCount] = await Promise.all([
        pairWaits.get(keys.pair),
        countOf(accountFailures, keys.account),
        countOf(addressFailures, keys.address),
      ]);
      if (pairWait && pairWait.msBeforeNext > 0) refuse(reply, pairWait.msBeforeNext / 1000);

      const wait = Math.max(
        growingDelay(
          // A known device is not slowed by what others do to the account: it has its own budget.
          attempt.device ? 0 : accountCount,
          settings.LOGIN_ACCOUNT_FREE_FAILURES,
          settings.LOGIN_ACCOUNT_MAX_DELAY_SECONDS,
        ),
        growingDelay(
          addressCount,
          settings.LOGIN_ADDRESS_FREE_FAILURES,
          settings.LOGIN_ADDRESS_MAX_DELAY_SECONDS,
        ),
      );
      if (wait === 0) return;
      const ticket = await tickets.get(keys.pair);
      if (ticket) {
        const maturesInMs = ticket.msBeforeNext - TICKET_GRACE_SECONDS * 1000;
        if (maturesInMs > 0) refuse(reply, maturesInMs / 1000);
        // Spent once: of two attempts on one served wait, only the first is heard.
        if (await tickets.delete(keys.pair)) return;
      }
      await tickets.set(keys.pair, 1, wait + TICKET_GRACE_SECONDS);
      refuse(reply, wait);
    },

    async failed(attempt) {
      const keys = keysOf(attempt);
      const [pair] = await Promise.all([
        pairFailures.penalty(keys.pair),
        accountFailures.penalty(keys.account),
        addressFailures.penalty(keys.address),
      ]);
      const delay = growingDelay(
        pair.consumedPoints,
        settings.LOGIN_PAIR_FREE_FAILURES,
        settings.LOGIN_PAIR_MAX_DELAY_SECONDS,
      );
      if (delay > 0) await pairWaits.set(keys.pair, 1, delay);
    },

    async succeeded(attempt) {
      const keys = keysOf(attempt);
      await Promise.all([pairFailures.delete(keys.pair), pairWaits.delete(keys.pair)]);
    },

    async admitSignIn(attempt, reply) {
      const { counter, key, message } = budgetOf(attempt);
      // A spent budget is said at once: serving a wait first would only lead to the same answer.
      const spent = await counter.get(key);
      if (spent && spent.consumedPoints >= counter.points) refuse(reply, spent.msBeforeNext / 1000, message);
      await throttle.admit(attempt, reply);
      try {
        await counter.consume(key);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        refuse(reply, err.msBeforeNext / 1000, message);
      }
    },

    async refundCheck(attempt) {
      const { counter, key } = budgetOf(attempt);
      await counter.reward(key, 1);
    },
  };
  return throttle;
}
