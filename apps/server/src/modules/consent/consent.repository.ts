import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consentEvents, users } from '../../db/schema';

interface NewConsentEvent {
  userId: number;
  purpose: string;
  granted: boolean;
  noticeVersion: string;
  channel: string;
}

export async function insertEvents(db: DbOrTx, events: NewConsentEvent[]) {
  if (events.length > 0) await db.insert(consentEvents).values(events);
}

/** The student's ledger, newest first. */
export async function listEvents(db: DbOrTx, userId: number) {
  return db
    .select({
      purpose: consentEvents.purpose,
      granted: consentEvents.granted,
      noticeVersion: consentEvents.noticeVersion,
      channel: consentEvents.channel,
      createdAt: consentEvents.createdAt,
    })
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(desc(consentEvents.consentEventId));
}

/** Locks the student's row so two clicks at once write their events in order. */
export async function lockStudent(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ userId: users.userId, googleSub: users.googleSub, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.userId, userId), eq(users.role, 'student')))
    .orderBy(asc(users.userId))
    .for('update');
  return row;
}
