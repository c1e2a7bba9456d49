import type { ContactInboxFilter } from '@edupath/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { contactMessages, users } from '../../db/schema';

export async function insertContactMessage(
  db: DbOrTx,
  values: Pick<typeof contactMessages.$inferInsert, 'name' | 'email' | 'subject' | 'message' | 'ip'> &
    Partial<
      Pick<typeof contactMessages.$inferInsert, 'kind' | 'category' | 'userId' | 'dueAt' | 'createdAt'>
    >,
) {
  const [row] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ contactMessageId: contactMessages.contactMessageId });
  return row!;
}

// ---------------------------------------------------------------- the staff inbox

const assignee = alias(users, 'assignee');
const handler = alias(users, 'handler');

/** Characters of the message the list shows. */
const PREVIEW_LENGTH = 140;

export interface InboxFilter {
  filter: ContactInboxFilter;
  kind?: 'all' | 'contact' | 'grievance';
  assigneeId?: number;
}

function where({ filter, kind = 'all', assigneeId }: InboxFilter): SQL | undefined {
  return and(
    kind === 'all' ? undefined : eq(contactMessages.kind, kind),
    filter === 'unread' ? isNull(contactMessages.readAt) : undefined,
    filter === 'open' ? isNull(contactMessages.handledAt) : undefined,
    filter === 'handled' ? isNotNull(contactMessages.handledAt) : undefined,
    assigneeId === undefined ? undefined : eq(contactMessages.assigneeId, assigneeId),
  );
}

const rowColumns = {
  contactMessageId: contactMessages.contactMessageId,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  createdAt: contactMessages.createdAt,
  readAt: contactMessages.readAt,
  handledAt: contactMessages.handledAt,
  assigneeId: assignee.userId,
  assigneeName: assignee.name,
  kind: contactMessages.kind,
  category: contactMessages.category,
  dueAt: contactMessages.dueAt,
};

/**
 * Newest first: the inbox reads like mail. Grievances alone are listed by their due date, the
 * soonest first, so the one that must be answered next is on top (docs/console.md, "Grievances").
 */
export function listInbox(db: DbOrTx, filter: InboxFilter, limit: number, offset: number) {
  const order =
    filter.kind === 'grievance'
      ? [asc(contactMessages.dueAt), asc(contactMessages.contactMessageId)]
      : [desc(contactMessages.createdAt), desc(contactMessages.contactMessageId)];
  return db
    .select({ ...rowColumns, preview: sql<string>`left(${contactMessages.message}, ${PREVIEW_LENGTH})` })
    .from(contactMessages)
    .leftJoin(assignee, eq(assignee.userId, contactMessages.assigneeId))
    .where(where(filter))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export async function countInbox(db: DbOrTx, filter: InboxFilter) {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(where(filter));
  return row!.n;
}

export const countUnread = (db: DbOrTx) => countInbox(db, { filter: 'unread' });

export async function findMessage(db: DbOrTx, contactMessageId: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      message: contactMessages.message,
      internalNote: contactMessages.internalNote,
      handledById: handler.userId,
      handledByName: handler.name,
    })
    .from(contactMessages)
    .leftJoin(assignee, eq(assignee.userId, contactMessages.assigneeId))
    .leftJoin(handler, eq(handler.userId, contactMessages.handledBy))
    .where(eq(contactMessages.contactMessageId, contactMessageId));
  return row;
}

/** The row as it stands, locked until the transaction ends, so two staff members' edits queue up. */
export async function lockMessage(tx: DbOrTx, contactMessageId: number) {
  const [row] = await tx
    .select({
      readAt: contactMessages.readAt,
      handledAt: contactMessages.handledAt,
      handledBy: contactMessages.handledBy,
      assigneeId: contactMessages.assigneeId,
      internalNote: contactMessages.internalNote,
    })
    .from(contactMessages)
    .where(eq(contactMessages.contactMessageId, contactMessageId))
    .for('update');
  return row;
}

export async function updateMessage(
  tx: DbOrTx,
  contactMessageId: number,
  values: Partial<typeof contactMessages.$inferInsert>,
) {
  await tx.update(contactMessages).set(values).where(eq(contactMessages.contactMessageId, contactMessageId));
}

/** Active staff accounts, admins first then by name: who a message can be assigned to. */
export function listActiveStaff(db: DbOrTx) {
  return db
    .select({ userId: users.userId, name: users.name, role: users.role })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'advisor']), eq(users.isActive, true)))
    .orderBy(desc(users.role), users.name);
}

export async function isActiveStaff(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(
      and(eq(users.userId, userId), inArray(users.role, ['admin', 'advisor']), eq(users.isActive, true)),
    );
  return !!row;
}
