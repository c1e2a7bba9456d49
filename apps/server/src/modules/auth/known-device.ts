import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '@edupath/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The device cookie (docs/decisions/010): set by every successful sign-in and by a password reset
 * from an emailed link, it tells a browser that proved itself the owner's once from everyone else,
 * so that guessing at an account from elsewhere cannot spend the owner's own sign-in attempts.
 *
 * Its value is `<userId>.<device>.<signature>`: `device` is a random name for this browser, the
 * signature an HMAC of the two under a key derived from the account's password hash. So it needs no
 * secret to configure, every instance checks it alike, it is worth nothing for another account,
 * and a new password (a reset, a change) retires every device cookie of the old one.
 */
export const DEVICE_COOKIE = 'device';
/** A device a student signed in from within this long stays known. */
const DEVICE_COOKIE_DAYS = 180;

interface Account {
  userId: number;
  passwordHash: string | null;
}

const keyOf = (passwordHash: string) =>
  Buffer.from(hkdfSync('sha256', passwordHash, 'edupath', 'known-device cookie', 32) as ArrayBuffer);

const signatureOf = (passwordHash: string, payload: string) =>
  createHmac('sha256', keyOf(passwordHash)).update(payload).digest();

/** The device named by `value` if it is a genuine cookie of `account` (else null: none, forged, another's, an old password's). */
export function knownDevice(value: string | undefined, account: Account | undefined): string | null {
  if (!value || !account?.passwordHash || value.length > 200) return null;
  const [userId, device, signature, ...rest] = value.split('.');
  if (rest.length > 0 || !device || !signature || userId !== String(account.userId)) return null;
  const expected = signatureOf(account.passwordHash, `${userId}.${device}`);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
}

/** A cookie value for `account` on `device` (a new device when not given); null for an account without a password. */
export function deviceCookieValue(account: Account, device?: string | null): string | null {
  if (!account.passwordHash) return null;
  const name = device ?? randomBytes(16).toString('base64url');
  const payload = `${account.userId}.${name}`;
  return `${payload}.${signatureOf(account.passwordHash, payload).toString('base64url')}`;
}

/** HttpOnly and sent only to the sign-in and reset routes: no page script and no other request sees it. */
export function setDeviceCookie(app: FastifyInstance, reply: FastifyReply, value: string) {
  reply.setCookie(DEVICE_COOKIE, value, {
    path: `${API_BASE}/auth`,
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.SESSION_COOKIE_SECURE || app.config.PUBLIC_URL?.startsWith('https://') === true,
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
}
