import type { EmailPreferences, OutboxMail, OutboxStatus } from '@edupath/contract';
import { and, count, desc, eq, gt, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailOutbox, emailPreferences, users } from '../../db/schema';

export type NewMail = typeof emailOutbox.$inferInsert;

export async function insertMail(db: DbOrTx, values: NewMail): Promise<number> {
  const [row] = await db.insert(emailOutbox).values(values).returning({ mailId: emailOutbox.mailId });
  return row!.mailId;
}

export async function findMail(db: DbOrTx, mailId: number) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.mailId, mailId));
  return row;
}

/**
 * Records that this try is about to hand the mail to the mail server (status 'sending', one try
 * more), if it is still queued. False when it is not: sent, kept, failed, or left 'sending' by a
 * try whose outcome nobody knows (docs/email.md#delivery).
 */
export async function claimForSending(db: DbOrTx, mailId: number): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1` })
    .where(and(eq(emailOutbox.mailId, mailId), eq(emailOutbox.status, 'queued')))
    .returning({ mailId: emailOutbox.mailId });
  return rows.length > 0;
}

export async function markSent(db: DbOrTx, mailId: number, textBody: string, htmlBody: string) {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null, textBody, htmlBody })
    .where(eq(emailOutbox.mailId, mailId));
}

/** Kept in the outbox, not sent, and why (no SMTP server, a reserved domain). */
export async function markHeld(db: DbOrTx, mailId: number, reason: string) {
  await db
    .update(emailOutbox)
    .set({ status: 'held', lastError: reason })
    .where(eq(emailOutbox.mailId, mailId));
}

/** A try the server surely did not accept: queued for the next try, or failed after the last. */
export async function markAttemptFailed(db: DbOrTx, mailId: number, error: string, final: boolean) {
  await db
    .update(emailOutbox)
    .set({ lastError: error.slice(0, 1000), status: final ? 'failed' : 'queued' })
    .where(and(eq(emailOutbox.mailId, mailId), eq(emailOutbox.status, 'sending')));
}

/** Handed to the server, which may or may not have accepted it: never sent again. */
export async function markUnconfirmed(db: DbOrTx, mailId: number, reason: string) {
  await db
    .update(emailOutbox)
    .set({ status: 'unconfirmed', lastError: reason.slice(0, 1000) })
    .where(and(eq(emailOutbox.mailId, mailId), eq(emailOutbox.status, 'sending')));
}

/**
 * Serialises the mails that share `key` until the transaction ends, so two messages in one chat at
 * the same moment cannot both find "no mail in the last hour" and both send one.
 */
export async function lockThrottleKey(db: DbOrTx, key: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function hasRecentMail(db: DbOrTx, throttleKey: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ mailId: emailOutbox.mailId })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.throttleKey, throttleKey), gt(emailOutbox.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

export async function findByUnsubscribeHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ userId: emailOutbox.userId, category: emailOutbox.category, toEmail: emailOutbox.toEmail })
    .from(emailOutbox)
    .where(eq(emailOutbox.unsubscribeTokenHash, tokenHash));
  return row;
}

const DEFAULT_PREFERENCES: EmailPreferences = {
  applicationUpdates: true,
  chatMessages: true,
  reminders: true,
  communityReplies: true,
};

/** Who a notification's email would go to, with their preferences (all on without a row). */
export async function findRecipient(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      userId: users.userId,
      name: users.name,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      emailVerifiedAt: users.emailVerifiedAt,
      applicationUpdates: emailPreferences.applicationUpdates,
      chatMessages: emailPreferences.chatMessages,
      reminders: emailPreferences.reminders,
      communityReplies: emailPreferences.communityReplies,
    })
    .from(users)
    .leftJoin(emailPreferences, eq(emailPreferences.userId, users.userId))
    .where(eq(users.userId, userId));
  if (!row) return undefined;
  const preferences: EmailPreferences = {
    applicationUpdates: row.applicationUpdates ?? true,
    chatMessages: row.chatMessages ?? true,
    reminders: row.reminders ?? true,
    communityReplies: row.communityReplies ?? true,
  };
  return { ...row, preferences };
}

export async function getPreferences(db: DbOrTx, userId: number): Promise<EmailPreferences> {
  const [row] = await db
    .select({
      applicationUpdates: emailPreferences.applicationUpdates,
      chatMessages: emailPreferences.chatMessages,
      reminders: emailPreferences.reminders,
      communityReplies: emailPreferences.communityReplies,
    })
    .from(emailPreferences)
    .where(eq(emailPreferences.userId, userId));
  return row ?? DEFAULT_PREFERENCES;
}

export async function savePreferences(db: DbOrTx, userId: number, changes: Partial<EmailPreferences>) {
  await db
    .insert(emailPreferences)
    .values({ ...DEFAULT_PREFERENCES, ...changes, userId })
    .onConflictDoUpdate({ target: emailPreferences.userId, set: { ...changes, updatedAt: new Date() } });
}

export async function listOutbox(
  db: DbOrTx,
  filter: { status?: OutboxStatus; to?: string },
  limit: number,
  offset: number,
): Promise<{ items: OutboxMail[]; total: number }> {
  const where = and(
    filter.status ? eq(emailOutbox.status, filter.status) : undefined,
    filter.to ? ilike(emailOutbox.toEmail, `%${filter.to.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        mailId: emailOutbox.mailId,
        toEmail: emailOutbox.toEmail,
        category: emailOutbox.category,
        subject: emailOutbox.subject,
        textBody: emailOutbox.textBody,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.mailId))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
  };
}

/** Whether the account answered the age question as under 18 (docs/accounts.md#under-18). */
export async function isChild(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ ageAnswer: users.ageAnswer }).from(users).where(eq(users.userId, userId));
  return row?.ageAnswer === 'child';
}
