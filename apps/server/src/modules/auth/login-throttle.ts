import { AUTH_MESSAGES } from '@edupath/contract';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../lib/errors';
import { expiringCounter } from '../../lib/rate-limit-store';

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
 */

export interface LoginAttempt {
  /** As the login schema leaves it: trimmed and lower-cased. */
  email: string;
  ip: string;
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

function refuse(reply: FastifyReply, seconds: number): never {
  const whole = Math.max(1, Math.ceil(seconds));
  reply.header('retry-after', String(whole));
  throw tooManyRequests(tooManyAttemptsMessage(whole));
}

export interface LoginThrottle {
  /** Answers 429 with Retry-After when this attempt must wait; never looks at the password. */
  admit(attempt: LoginAttempt, reply: FastifyReply): Promise<void>;
  /** A wrong password or unknown account. */
  failed(attempt: LoginAttempt): Promise<void>;
  /** The right password: the pair starts again; the account's and address's counts stay. */
  succeeded(attempt: LoginAttempt): Promise<void>;
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

  const keysOf = ({ email, ip }: LoginAttempt) => {
    // An IPv6 /64 is one subscriber: counting single addresses would give each attacker 2^64 of them.
    const address = normalizeIP(ip);
    return { account: email, address, pair: `${email} ${address}` };
  };
  const countOf = async (counter: RateLimiterAbstract, key: string) =>
    (await counter.get(key))?.consumedPoints ?? 0;

  return {
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
          accountCount,
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
  };
}
