import { type NotificationItem, type NotificationType, type PageQuery, toPage } from '@edupath/contract';
import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { type EmailWording, emailForNotification } from '../mail/index';
import * as repo from './notifications.repository';

export interface NotifyInput {
  userId: number;
  senderId?: number | null;
  /** What it is about: the web app refreshes the pages of that type (docs/notifications.md). */
  type: NotificationType;
  message: string;
  link?: string | null;
  /** The email's own subject and text, when its type sends one (docs/email.md#what-sends-an-email). */
  email?: EmailWording;
}

/**
 * The one way to write a notification: inside the caller's unit of work (so it exists exactly
 * when the change that caused it does), pushed live only after that transaction commits. Some
 * types also queue an email in the same unit of work, as the student's preferences say
 * (docs/email.md).
 */
export async function notify(uow: UnitOfWork, input: NotifyInput): Promise<NotificationItem> {
  // The email's wording is the mail's, not stored with the notification.
  const { email: _email, ...stored } = input;
  const notification = await repo.insertNotification(uow.tx, stored);
  await emailForNotification(uow, input);
  uow.publish('notification.created', { userId: input.userId, notification });
  return notification;
}

/** One page of the user's notifications, newest first, with how many of all of them are unread. */
export async function listOwn(db: Db, userId: number, query: PageQuery) {
  const { page, pageSize } = query;
  const [items, total, unread] = await Promise.all([
    repo.listForUser(db, userId, pageSize, (page - 1) * pageSize),
    repo.countForUser(db, userId, false),
    repo.countForUser(db, userId, true),
  ]);
  return { ...toPage(items, total, query), unread };
}

export const unreadCount = (db: Db, userId: number) => repo.countForUser(db, userId, true);
export const markAllRead = (db: Db, userId: number) => repo.markAllRead(db, userId);
export const clearAll = (db: Db, userId: number) => repo.deleteAllForUser(db, userId);

export async function markRead(db: Db, userId: number, notificationId: number) {
  if (!(await repo.markOneRead(db, userId, notificationId))) throw notFound('Notification');
}
