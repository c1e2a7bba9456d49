import type { NotificationItem } from '@edupath/contract';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { notifications, users } from '../../db/schema';

const sender = alias(users, 'sender');

const itemColumns = {
  notificationId: notifications.notificationId,
  message: notifications.message,
  createdAt: notifications.createdAt,
  isRead: notifications.isRead,
  type: notifications.type,
  link: notifications.link,
  senderName: sender.name,
  senderImage: sender.profileImage,
};

type Row = {
  notificationId: number;
  message: string;
  createdAt: Date;
  isRead: boolean;
  type: string;
  link: string | null;
  senderName: string | null;
  senderImage: string | null;
};

function toItem(row: Row): NotificationItem {
  return {
    notificationId: row.notificationId,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
    type: row.type,
    link: row.link,
    Sender: row.senderName === null ? null : { name: row.senderName, profileImage: row.senderImage },
  };
}

export async function insertNotification(
  db: DbOrTx,
  values: { userId: number; senderId?: number | null; type: string; message: string; link?: string | null },
): Promise<NotificationItem> {
  const [inserted] = await db
    .insert(notifications)
    .values(values)
    .returning({ id: notifications.notificationId });
  const [row] = await db
    .select(itemColumns)
    .from(notifications)
    .leftJoin(sender, eq(sender.userId, notifications.senderId))
    .where(eq(notifications.notificationId, inserted!.id));
  return toItem(row!);
}

/**
 * Every notification after `afterId`, oldest first, with its user: what realtime/ delivers from
 * the database while events cannot cross between instances (docs/notifications.md#live-delivery).
 */
export async function listAfter(db: DbOrTx, afterId: number, limit: number) {
  const rows = await db
    .select({ ...itemColumns, userId: notifications.userId })
    .from(notifications)
    .leftJoin(sender, eq(sender.userId, notifications.senderId))
    .where(gt(notifications.notificationId, afterId))
    .orderBy(asc(notifications.notificationId))
    .limit(limit);
  return rows.map(({ userId, ...row }) => ({ userId, notification: toItem(row) }));
}

/** The newest notification id (0 with none). */
export async function lastId(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${notifications.notificationId})` })
    .from(notifications);
  return Number(row?.id ?? 0);
}

export async function listForUser(db: DbOrTx, userId: number, limit: number, offset: number) {
  const rows = await db
    .select(itemColumns)
    .from(notifications)
    .leftJoin(sender, eq(sender.userId, notifications.senderId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.notificationId))
    .limit(limit)
    .offset(offset);
  return rows.map(toItem);
}

export async function countForUser(db: DbOrTx, userId: number, onlyUnread: boolean) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      onlyUnread
        ? and(eq(notifications.userId, userId), eq(notifications.isRead, false))
        : eq(notifications.userId, userId),
    );
  return row?.n ?? 0;
}

export async function markAllRead(db: DbOrTx, userId: number) {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.notificationId });
  return rows.length;
}

export async function markOneRead(db: DbOrTx, userId: number, notificationId: number) {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationId, notificationId)))
    .returning({ id: notifications.notificationId });
  return rows.length > 0;
}

export async function deleteAllForUser(db: DbOrTx, userId: number) {
  const rows = await db
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.notificationId });
  return rows.length;
}
