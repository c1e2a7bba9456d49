import {
  CONSENT_MESSAGES,
  CONSENT_NOTICE_VERSION,
  CONSENT_PURPOSES,
  type ConsentChannel,
  type ConsentPurpose,
  type ConsentState,
  isChildAnswer,
  type LedgerPurpose,
  OPTIONAL_CONSENT_PURPOSES,
  type OptionalConsentPurpose,
  type signupConsentsSchema,
} from '@edupath/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction, type UnitOfWork } from '../../db/transaction';
import { conflict, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { requireStudent } from '../advisor-assignment/index';
import { setAllOptionalEmails } from '../mail/index';
import * as repo from './consent.repository';
import { isChild, recordAgeAnswer, refuseChildOptional } from './parental.service';

export type SignupConsents = z.output<typeof signupConsentsSchema>;

/**
 * Sign-up's choices, in its unit of work: one ledger row per purpose, granted or not, with the
 * notice's version and where it was given; the 'emails' choice sets every optional email on or
 * off (docs/accounts.md#consent).
 */
/** A field's path in the caller's body: `consents.emails` on sign-up, `emails` on its own. */
const fieldPath = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

export async function recordSignupConsents(
  uow: UnitOfWork,
  student: { userId: number; name: string; email: string },
  consents: SignupConsents,
  channel: ConsentChannel,
  field = 'consents',
) {
  const { tx } = uow;
  const { userId } = student;
  // Under 18, the optional choices stay off (docs/accounts.md#under-18): the contract says so on
  // the boxes, and this is the rule whatever the client.
  if (consents.age && isChildAnswer(consents.age)) {
    const granted = OPTIONAL_CONSENT_PURPOSES.find((purpose) => consents[purpose]);
    if (granted) throw refuseChildOptional(fieldPath(field, granted));
  }
  await repo.insertEvents(
    tx,
    CONSENT_PURPOSES.map((purpose) => ({
      userId,
      purpose,
      granted: consents[purpose],
      noticeVersion: consents.noticeVersion,
      channel,
    })),
  );
  await setAllOptionalEmails(tx, userId, consents.emails);
  if (consents.age) await recordAgeAnswer(uow, student, consents.age, fieldPath(field, 'age'));
}

export async function consentState(db: DbOrTx, userId: number): Promise<ConsentState> {
  const rows = await repo.listEvents(db, userId);
  const choices = Object.fromEntries(
    CONSENT_PURPOSES.map((purpose) => [
      purpose,
      rows.find((row) => row.purpose === purpose)?.granted ?? null,
    ]),
  ) as Record<ConsentPurpose, boolean | null>;
  return {
    choices,
    history: rows.map((row) => ({
      ...row,
      purpose: row.purpose as LedgerPurpose,
      channel: row.channel as ConsentChannel,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
  };
}

/**
 * The first choices of an account that has none: Google's first sign-in shows the same notice as
 * sign-up (channel googleSignIn for an account Google created; 'account' for one older than the
 * notice). 409 once any choice is recorded: later changes go one by one.
 */
export async function recordFirstConsents(
  db: Db,
  events: DomainEventBus,
  userId: number,
  consents: SignupConsents,
): Promise<ConsentState> {
  await inTransaction(db, events, async (uow) => {
    const { tx } = uow;
    const student = await repo.lockStudent(tx, userId);
    if (!student) throw notFound('Student');
    if ((await repo.listEvents(tx, userId)).length > 0) {
      throw conflict(CONSENT_MESSAGES.alreadyRecorded);
    }
    await recordSignupConsents(uow, student, consents, student.googleSub ? 'googleSignIn' : 'account', '');
  });
  return consentState(db, userId);
}

/** An admin's view of a student's choices: 404 for anyone who is not a student. */
export async function studentConsentState(db: DbOrTx, userId: number): Promise<ConsentState> {
  await requireStudent(db, userId);
  return consentState(db, userId);
}

/**
 * One click on /account grants or withdraws an optional consent; the same choice twice writes
 * nothing more. Withdrawing 'emails' turns every optional email off; granting it turns them on.
 */
export async function changeConsent(
  db: Db,
  events: DomainEventBus,
  userId: number,
  purpose: OptionalConsentPurpose,
  granted: boolean,
): Promise<ConsentState> {
  await inTransaction(db, events, async ({ tx }) => {
    if (!(await repo.lockStudent(tx, userId))) throw notFound('Student');
    if (granted && (await isChild(tx, userId))) throw refuseChildOptional('granted');
    const current = (await consentState(tx, userId)).choices[purpose];
    if (current === granted) return;
    await repo.insertEvents(tx, [
      { userId, purpose, granted, noticeVersion: CONSENT_NOTICE_VERSION, channel: 'account' },
    ]);
    if (purpose === 'emails') await setAllOptionalEmails(tx, userId, granted);
  });
  return consentState(db, userId);
}
