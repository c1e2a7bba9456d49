import { createHash, randomBytes } from 'node:crypto';
import {
  type ageAnswerSchema,
  CONSENT_NOTICE_VERSION,
  isChildAnswer,
  UNDER_18_MESSAGES as M,
  NOTIFICATION_TYPES,
  PARENT_LINK_DAYS,
  type ParentalStatus,
  type ParentLinkStatus,
} from '@edupath/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction, type UnitOfWork } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { parentConfirmationRequired } from '../../lib/guards';
import { queueParentalConsentEmail } from '../mail/index';
import { notify } from '../notifications/index';
import * as repo from './consent.repository';
import * as parental from './parental.repository';

/**
 * Under-18s (docs/accounts.md#under-18): the age answer, the parent's one-time link (random, sent
 * only in the email, stored as SHA-256, 7 days), the parent's confirmation recorded in the consent
 * ledger, and the one rule that a child's account before it is limited and never grants an
 * optional consent.
 */

type AgeOutput = z.output<typeof ageAnswerSchema>;

const LINK_TTL_MS = PARENT_LINK_DAYS * 86_400_000;
const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A child, by the ledger's rule: the answer said under 18 (whether or not a parent confirmed). */
export async function isChild(db: DbOrTx, userId: number): Promise<boolean> {
  return (await parental.findAgeState(db, userId))?.ageAnswer === 'child';
}

/**
 * The rule others rely on: under 18, no optional consent can be granted, whoever asks; the
 * refusal names the field the choice came from.
 */
export function refuseChildOptional(field: string) {
  return badRequest(M.childOptionalRefused, { [field]: M.childOptionalRefused });
}

/**
 * Stores the age answer in the caller's unit of work (sign-up, or Google's first sign-in); for a
 * child, sends the parent's link. `field` prefixes error paths as the caller's body names them.
 */
export async function recordAgeAnswer(
  uow: UnitOfWork,
  student: { userId: number; name: string; email: string },
  age: AgeOutput,
  field: string,
) {
  const child = isChildAnswer(age);
  const parentEmail = child ? (age.parentEmail ?? null) : null;
  if (parentEmail && parentEmail === student.email.toLowerCase()) {
    throw badRequest(M.parentEmailIsYours, { [`${field}.parentEmail`]: M.parentEmailIsYours });
  }
  await parental.setAgeAnswer(uow.tx, student.userId, {
    ageAnswer: child ? 'child' : 'adult',
    dateOfBirth: age.dateOfBirth ?? null,
    parentEmail,
  });
  if (parentEmail) await sendLink(uow, student, parentEmail);
}

async function sendLink(uow: UnitOfWork, student: { userId: number; name: string }, parentEmail: string) {
  const now = new Date();
  await parental.retireLinks(uow.tx, student.userId, now);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
  await parental.insertLink(uow.tx, {
    tokenHash: hash(token),
    userId: student.userId,
    email: parentEmail,
    expiresAt,
  });
  await queueParentalConsentEmail(uow, student, parentEmail, { token, expiresAt });
}

function stateOf(
  row: NonNullable<Awaited<ReturnType<typeof parental.findAgeState>>>,
): ParentalStatus['state'] {
  if (row.ageAnswer === null) return 'unknown';
  if (row.ageAnswer === 'adult') return 'adult';
  return row.parentConfirmedAt ? 'confirmed' : 'waiting';
}

/** `priya@gmail.com` → `p***@gmail.com`: staff see whom it went to without reading the address. */
export const maskEmail = (email: string) => {
  const at = email.indexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
};

async function status(db: DbOrTx, userId: number, masked: boolean): Promise<ParentalStatus> {
  const row = await parental.findAgeState(db, userId);
  if (!row) throw notFound('Student');
  const link = row.ageAnswer === 'child' ? await parental.latestLink(db, userId) : undefined;
  return {
    state: stateOf(row),
    parentEmail: row.parentEmail ? (masked ? maskEmail(row.parentEmail) : row.parentEmail) : null,
    linkSentAt: link ? link.createdAt.toISOString() : null,
    linkExpiresAt: link ? link.expiresAt.toISOString() : null,
    confirmedAt: row.parentConfirmedAt?.toISOString() ?? null,
  };
}

/** The student's own view: her parent's address in full (she typed it). */
export const ownStatus = (db: DbOrTx, userId: number) => status(db, userId, false);
/** Staff's view: the address masked (docs/console.md). */
export const staffStatus = (db: DbOrTx, userId: number) => status(db, userId, true);

/** 'Resend' or 'change their email': a new link, the older one stops working. */
export async function sendAgain(
  db: Db,
  events: DomainEventBus,
  userId: number,
  parentEmail: string,
): Promise<ParentalStatus> {
  await inTransaction(db, events, async (uow) => {
    if (!(await repo.lockStudent(uow.tx, userId))) throw notFound('Student');
    const row = await parental.findAgeState(uow.tx, userId);
    if (!row) throw notFound('Student');
    if (row.ageAnswer !== 'child') throw conflict(M.notAChild);
    if (row.parentConfirmedAt) throw conflict(M.alreadyConfirmed);
    if (parentEmail === row.email.toLowerCase()) {
      throw badRequest(M.parentEmailIsYours, { parentEmail: M.parentEmailIsYours });
    }
    await parental.setParentEmail(uow.tx, userId, parentEmail);
    await sendLink(uow, row, parentEmail);
  });
  return ownStatus(db, userId);
}

/** Only the child's first name leaves the server, and only while the link works. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function linkState(
  link: Awaited<ReturnType<typeof parental.findLink>>,
  now: Date,
): ParentLinkStatus['status'] {
  if (!link) return 'invalid';
  if (link.usedAt || link.parentConfirmedAt) return 'used';
  if (link.expiresAt <= now) return 'expired';
  return 'usable';
}

export async function linkStatus(db: DbOrTx, token: string): Promise<ParentLinkStatus> {
  const link = await parental.findLink(db, hash(token));
  const state = linkState(link, new Date());
  return { status: state, studentName: state === 'usable' && link ? firstName(link.name) : null };
}

const LINK_MESSAGES = {
  used: 'This link has already been used: the account is confirmed.',
  expired: 'This link has expired. Your child can send you a new one from their account page.',
  invalid: 'This link is not valid. Check that you opened the whole link from the email.',
} as const;

/**
 * The parent's confirmation: the link works once, for its own account only. It records a
 * 'parental' grant in the child's ledger (channel emailLink, the notice's version), opens the
 * account, and tells the child's open pages through a notification.
 */
export async function confirm(db: Db, events: DomainEventBus, token: string): Promise<ParentLinkStatus> {
  const tokenHash = hash(token);
  return inTransaction(db, events, async (uow) => {
    const now = new Date();
    const link = await parental.findLink(uow.tx, tokenHash, true);
    const state = linkState(link, now);
    if (state !== 'usable' || !link)
      throw badRequest(LINK_MESSAGES[state as keyof typeof LINK_MESSAGES], {
        token: LINK_MESSAGES[state as keyof typeof LINK_MESSAGES],
      });
    await parental.useLink(uow.tx, tokenHash, now);
    await parental.retireLinks(uow.tx, link.userId, now);
    await parental.markConfirmed(uow.tx, link.userId, link.email, now);
    await repo.insertEvents(uow.tx, [
      {
        userId: link.userId,
        purpose: 'parental',
        granted: true,
        noticeVersion: CONSENT_NOTICE_VERSION,
        channel: 'emailLink',
      },
    ]);
    await notify(uow, {
      userId: link.userId,
      type: NOTIFICATION_TYPES.parentConfirmed,
      message: 'Your parent or guardian confirmed your account: you can now apply, chat and upload.',
      link: '/account',
    });
    return { status: 'used', studentName: firstName(link.name) };
  });
}

/**
 * For actions outside `serve` that hold a user loaded earlier (a socket's): read the account now,
 * so a confirmation since the socket opened counts.
 */
export async function assertParentConfirmed(db: DbOrTx, userId: number) {
  const row = await parental.findAgeState(db, userId);
  if (row?.ageAnswer !== 'child' || row.parentConfirmedAt) return;
  if (row.dateOfBirth && !isChildAnswer({ adult: false, dateOfBirth: row.dateOfBirth })) return;
  throw parentConfirmationRequired();
}
