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
import { AppError } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { isUniqueViolation } from '../../lib/validation';
import { ensureAdvisorAssigned } from '../advisor-assignment/index';
import { storeImage } from '../files/index';
import * as repo from './auth.repository';
import { type ClientInfo, createSession } from './auth.service';
import type { GoogleIdentity } from './google-oidc';
import { revokeSessions } from './sessions';

export type GoogleSigninOutcome =
  | { ok: true; result: LoginResult }
  | { ok: false; reason: GoogleSigninError };

const refused = (reason: GoogleSigninError): GoogleSigninOutcome => ({ ok: false, reason });
const isStaffRole = (role: Role) => (STAFF_ROLES as Role[]).includes(role);

/**
 * Signs a student in with the identity Google vouched for (docs/accounts.md, "Google sign-in"):
 * the account already linked to this Google subject; else the account with this verified email,
 * which gets linked; else a new student account. Staff and deactivated accounts are refused, and
 * so is a missing or unverified address when one is needed; a refusal creates no session.
 */
export async function signInWithGoogle(
  db: Db,
  events: DomainEventBus,
  config: Config,
  identity: GoogleIdentity,
  client: ClientInfo,
): Promise<GoogleSigninOutcome> {
  const email = identity.email?.trim().toLowerCase();

  const resolve = () =>
    inTransaction(db, events, async (uow): Promise<AuthUser | GoogleSigninError> => {
      const { tx } = uow;
      const linked = await repo.findGoogleAccount(tx, { googleSub: identity.sub });
      // The subject is the person, so an account linked to it needs no address. Linking or making
      // an account goes by the address, and one the provider has not verified proves nothing
      // about who owns it here.
      if (!linked) {
        if (!email) return 'noEmail';
        if (!identity.emailVerified) return 'unverified';
      }
      const account = linked ?? (await repo.findGoogleAccount(tx, { email: email! }));
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
        name: nameFor(identity, email!),
        email: email!,
        passwordHash: null,
        role: 'student',
        googleSub: identity.sub,
        emailVerifiedAt: new Date(),
      });
      await ensureAdvisorAssigned(tx, user.userId);
      return user;
    });
  // Two first sign-ins at once (two tabs): the loser finds, on its second try, the account the
  // winner made.
  const user = await resolve().catch((err: unknown) => {
    if (isUniqueViolation(err)) return resolve();
    throw err;
  });
  if (typeof user === 'string') return refused(user);
  // Fetched only by an account without a photo: once one is stored, later sign-ins never fetch.
  const pictured =
    !user.profileImage && identity.picture ? await takePicture(db, events, user, identity.picture) : user;
  return { ok: true, result: await createSession(db, config, pictured, client) };
}

/**
 * Makes the provider's picture the account's photo, through the upload pipeline's checks and
 * re-encoding; a picture that cannot be had leaves the account as it was.
 */
async function takePicture(
  db: Db,
  events: DomainEventBus,
  user: AuthUser,
  address: string,
): Promise<AuthUser> {
  const picture = await downloadPicture(address);
  if (!picture) return user;
  try {
    const profileImage = await inTransaction(db, events, async ({ tx }) => {
      const photo = await storeImage(tx, picture, user.userId);
      await repo.setAccountPhoto(tx, user.userId, photo.path);
      return photo.path;
    });
    return { ...user, profileImage };
  } catch (err) {
    // Not a readable image (storeImage refuses it as it would an upload): no photo, no harm.
    if (err instanceof AppError) return user;
    throw err;
  }
}

/** The name Google gives, else the part of the address before the @ (a name is required). */
function nameFor(identity: GoogleIdentity, email: string): string {
  const name = identity.name?.trim().replace(/\s+/g, ' ');
  return (name || email.split('@')[0] || 'Student').slice(0, 100);
}

/** How long a new account waits for its Google picture before it goes without one. */
const PICTURE_TIMEOUT_MS = 3_000;

/**
 * The bytes of the account picture the provider names, or null: a picture is a nicety, so a slow,
 * missing or oversized one never stops a sign-in. Only https addresses are fetched (plain http on
 * loopback, where the tests' provider runs).
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
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}
