import {
  type AuthUser,
  CONTACT_INBOX_MESSAGES,
  type ContactInboxMessage,
  type ContactInboxPage,
  type ContactMessageReceipt,
  type GrievanceCategory,
  type GrievanceInfo,
  grievanceReference,
  type StaffAccountRef,
  toPage,
} from '@edupath/contract';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { recordAudit } from '../audit/index';
import * as repo from './contact.repository';

export function storeContactMessage(
  db: Db,
  input: { name: string; email: string; subject: string; message: string },
  ip: string | null,
): Promise<ContactMessageReceipt> {
  return repo.insertContactMessage(db, { ...input, ip });
}

// ---------------------------------------------------------------- the staff inbox (docs/console.md, "Contact inbox")

type Actor = Pick<AuthUser, 'userId' | 'role'>;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const ref = (userId: number | null, name: string | null) =>
  userId === null || name === null ? null : { userId, name };

/** A grievance's reference, category and due date; null for a contact message. */
const grievanceOf = (row: {
  contactMessageId: number;
  kind: string;
  category: string | null;
  dueAt: Date | null;
  createdAt: Date;
}): GrievanceInfo | null =>
  row.kind === 'grievance' && row.dueAt
    ? {
        reference: grievanceReference(row.contactMessageId, row.createdAt),
        category: row.category as GrievanceCategory,
        dueAt: row.dueAt.toISOString(),
      }
    : null;

export async function listInbox(
  db: Db,
  staff: Actor,
  query: {
    filter: repo.InboxFilter['filter'];
    kind: NonNullable<repo.InboxFilter['kind']>;
    mine: boolean;
    page: number;
    pageSize: number;
  },
): Promise<ContactInboxPage> {
  const filter = {
    filter: query.filter,
    kind: query.kind,
    assigneeId: query.mine ? staff.userId : undefined,
  };
  const [rows, total, unreadCount] = await Promise.all([
    repo.listInbox(db, filter, query.pageSize, (query.page - 1) * query.pageSize),
    repo.countInbox(db, filter),
    repo.countUnread(db),
  ]);
  const items = rows.map((row) => ({
    contactMessageId: row.contactMessageId,
    name: row.name,
    email: row.email,
    subject: row.subject,
    preview: row.preview,
    createdAt: row.createdAt.toISOString(),
    readAt: iso(row.readAt),
    handledAt: iso(row.handledAt),
    assignee: ref(row.assigneeId, row.assigneeName),
    grievance: grievanceOf(row),
  }));
  return { ...toPage(items, total, query), unreadCount };
}

export const unreadCount = (db: Db) => repo.countUnread(db);
export const listAssignees = (db: Db): Promise<StaffAccountRef[]> => repo.listActiveStaff(db);

async function readMessage(db: Db, contactMessageId: number): Promise<ContactInboxMessage> {
  const row = await repo.findMessage(db, contactMessageId);
  if (!row) throw notFound('Message');
  return {
    contactMessageId: row.contactMessageId,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: iso(row.readAt),
    handledAt: iso(row.handledAt),
    handledBy: ref(row.handledById, row.handledByName),
    assignee: ref(row.assigneeId, row.assigneeName),
    grievance: grievanceOf(row),
    internalNote: row.internalNote,
  };
}

/** Opening a message marks it read for the whole inbox, once (the first opening is audited). */
export async function openMessage(
  db: Db,
  events: DomainEventBus,
  staff: Actor,
  contactMessageId: number,
): Promise<ContactInboxMessage> {
  await inTransaction(db, events, async (uow) => {
    const before = await repo.lockMessage(uow.tx, contactMessageId);
    if (!before) throw notFound('Message');
    if (before.readAt) return;
    const readAt = new Date();
    await repo.updateMessage(uow.tx, contactMessageId, { readAt });
    await recordAudit(uow, staff, {
      action: 'contact_message.read',
      entityType: 'contact_message',
      entityId: contactMessageId,
      before: { readAt: null },
      after: { readAt },
    });
  });
  return readMessage(db, contactMessageId);
}

export interface ContactMessageChange {
  read?: boolean;
  handled?: boolean;
  assigneeId?: number | null;
  internalNote?: string | null;
}

/**
 * Read state, handled state, assignee and the internal note, in one change and one audit entry
 * holding only what really changed. Sending what is already there changes nothing and logs nothing.
 */
export async function updateMessage(
  db: Db,
  events: DomainEventBus,
  staff: Actor,
  contactMessageId: number,
  change: ContactMessageChange,
): Promise<ContactInboxMessage> {
  if (
    change.assigneeId !== undefined &&
    change.assigneeId !== null &&
    !(await repo.isActiveStaff(db, change.assigneeId))
  ) {
    throw badRequest(CONTACT_INBOX_MESSAGES.assigneeInvalid, {
      assigneeId: CONTACT_INBOX_MESSAGES.assigneeInvalid,
    });
  }
  await inTransaction(db, events, async (uow) => {
    const before = await repo.lockMessage(uow.tx, contactMessageId);
    if (!before) throw notFound('Message');
    const now = new Date();
    const after = { ...before };
    if (change.read !== undefined && change.read !== (before.readAt !== null))
      after.readAt = change.read ? now : null;
    if (change.handled !== undefined && change.handled !== (before.handledAt !== null)) {
      after.handledAt = change.handled ? now : null;
      after.handledBy = change.handled ? staff.userId : null;
      // Handling a message means someone read it.
      if (change.handled && after.readAt === null) after.readAt = now;
    }
    if (change.assigneeId !== undefined) after.assigneeId = change.assigneeId;
    if (change.internalNote !== undefined) after.internalNote = change.internalNote;
    const changed = (Object.keys(after) as Array<keyof typeof after>).filter(
      (key) => after[key] !== before[key],
    );
    if (changed.length === 0) return;
    await repo.updateMessage(uow.tx, contactMessageId, Object.fromEntries(changed.map((k) => [k, after[k]])));
    await recordAudit(uow, staff, {
      action: 'contact_message.updated',
      entityType: 'contact_message',
      entityId: contactMessageId,
      before,
      after,
    });
  });
  return readMessage(db, contactMessageId);
}
