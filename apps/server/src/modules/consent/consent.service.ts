import {
  CONSENT_NOTICE_VERSION,
  CONSENT_PURPOSES,
  type ConsentChannel,
  type ConsentPurpose,
  type ConsentState,
  type OptionalConsentPurpose,
  type signupConsentsSchema,
} from '@edupath/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { setAllOptionalEmails } from '../mail/index';
import * as repo from './consent.repository';

export type SignupConsents = z.output<typeof signupConsentsSchema>;

/**
 * Sign-up's choices, in its unit of work: one ledger row per purpose, granted or not, with the
 * notice's version and where it was given; the 'emails' choice sets every optional email on or
 * off (docs/accounts.md#consent).
 */
export async function recordSignupConsents(
  tx: DbOrTx,
  userId: number,
  consents: SignupConsents,
  channel: ConsentChannel,
) {
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
      purpose: row.purpose as ConsentPurpose,
      channel: row.channel as ConsentChannel,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
  };
}

/** An admin's view of a student's choices: 404 for anyone who is not a student. */
export async function studentConsentState(db: DbOrTx, userId: number): Promise<ConsentState> {
  if (!(await repo.isStudent(db, userId))) throw notFound('Student');
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
    const current = (await consentState(tx, userId)).choices[purpose];
    if (current === granted) return;
    await repo.insertEvents(tx, [
      { userId, purpose, granted, noticeVersion: CONSENT_NOTICE_VERSION, channel: 'account' },
    ]);
    if (purpose === 'emails') await setAllOptionalEmails(tx, userId, granted);
  });
  return consentState(db, userId);
}
