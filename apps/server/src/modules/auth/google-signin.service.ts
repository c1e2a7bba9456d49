import {
  type AuthUser,
  type GoogleSigninError,
  type LoginResult,
  MAX_UPLOAD_BYTES,
  type Role,
  STAFF_ROLES,
} from '@edupath/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { DomainEventBus } from '../../lib/events';
import { isUniqueViolation } from '../../lib/validation';
import { ensureStudentChat } from '../chat/index';
import { reencodeImage, storeImage } from '../files/index';
import * as repo from './auth.repository';
import { type ClientInfo, createSession, revokeSessions } from './auth.service';
import type { GoogleIdentity } from './google-oidc';

export type GoogleSigninOutcome =
  | { ok: true; result: LoginResult }
  | { ok: false; reason: GoogleSigninError };

const refused = (reason: GoogleSigninError): GoogleSigninOutcome => ({ ok: false, reason });
const isStaffRole = (role: Role) => (STAFF_ROLES as Role[]).includes(role);

/**
 * Signs a student in with the identity Google vouched for (docs/accounts.md, "Google sign-in"):
 * the account already linked to this Google subject; else the account with this verified email,
 * which gets linked; else a new student account. Staff, deactivated accounts and unverified
 * addresses are refused, and a refusal creates no session.
 */
export async function signInWithGoogle(
  db: Db,
  events: DomainEventBus,
  config: Config,
  identity: GoogleIdentity,
  client: ClientInfo,
): Promise<GoogleSigninOutcome> {
  // An address Google has not verified proves nothing about who owns it here.
  if (!identity.email || !identity.emailVerified) return refused('unverified');
  const email = identity.email.trim().toLowerCase();
  // Fetched before the transaction, and only used if a new account is made below.
  const picture = identity.picture ? await downloadPicture(identity.picture) : null;

  const resolve = () =>
    inTransaction(db, events, async (uow): Promise<AuthUser | GoogleSigninError> => {
      const { tx } = uow;
      const linked = await repo.findGoogleAccount(tx, { googleSub: identity.sub });
      const account = linked ?? (await repo.findGoogleAccount(tx, { email }));
      if (account) {
        if (isStaffRole(account.role)) return 'staff';
        if (!account.isActive) return 'deactivated';
        if (!linked) {
          if (account.googleSub) return 'linkedElsewhere';
          const unverified = account.emailVerifiedAt === null;
          await repo.linkGoogle(tx, account.userId, identity.sub, unverified);
          // Whoever made an unverified account may not be its owner: their sessions end too.
          if (unverified) await revokeSessions(uow, { userId: account.userId });
        }
        const { isActive: _a, googleSub: _g, emailVerifiedAt: _v, ...user } = account;
        return user;
      }
      const user = await repo.insertUser(tx, {
        name: nameFor(identity, email),
        email,
        passwordHash: null,
        role: 'student',
        googleSub: identity.sub,
        emailVerifiedAt: new Date(),
      });
      await ensureStudentChat(tx, user.userId);
      if (picture) {
        const photo = await storeImage(tx, picture, user.userId);
        await repo.setAccountPhoto(tx, user.userId, photo.path);
        return { ...user, profileImage: photo.path };
      }
      return user;
    });
  // Two first sign-ins at once (two tabs): the loser finds, on its second try, the account the
  // winner made.
  const user = await resolve().catch((err: unknown) => {
    if (isUniqueViolation(err)) return resolve();
    throw err;
  });
  if (typeof user === 'string') return refused(user);
  return { ok: true, result: await createSession(db, config, user, client) };
}

/** The name Google gives, else the part of the address before the @ (a name is required). */
function nameFor(identity: GoogleIdentity, email: string): string {
  const name = identity.name?.trim().replace(/\s+/g, ' ');
  return (name || email.split('@')[0] || 'Student').slice(0, 100);
}

/** How long a new account waits for its Google picture before it goes without one. */
const PICTURE_TIMEOUT_MS = 3_000;

/**
 * The account picture the provider names, as an image the upload pipeline accepts, or null: a
 * picture is a nicety, so a slow, missing, oversized or unreadable one never stops a sign-in.
 * Only https addresses are fetched (plain http on loopback, where the tests' provider runs).
 */
async function downloadPicture(address: string): Promise<Buffer | null> {
  try {
    const url = new URL(address);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return null;
    const response = await fetch(url, { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok || !response.body) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) return null;
      chunks.push(Buffer.from(chunk));
    }
    const data = Buffer.concat(chunks);
    // Checked now, so that storing it inside the account's transaction cannot fail.
    await reencodeImage(data);
    return data;
  } catch {
    return null;
  }
}
