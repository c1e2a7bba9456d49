import type { ChatMessage, ChatParty, StaffChatItem } from '@edupath/contract';
import { and, asc, count, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { chats, files, messages, users } from '../../db/schema';

export type ChatRow = typeof chats.$inferSelect;

const student = alias(users, 'student');
const advisor = alias(users, 'advisor');

const messageColumns = {
  messageId: messages.messageId,
  chatId: messages.chatId,
  senderId: messages.senderId,
  message: messages.message,
  image: messages.image,
  createdAt: messages.createdAt,
  isRead: messages.isRead,
  clientId: messages.clientId,
};

type MessageRow = Pick<
  typeof messages.$inferSelect,
  'messageId' | 'chatId' | 'senderId' | 'message' | 'image' | 'createdAt' | 'isRead' | 'clientId'
>;

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function findChat(db: DbOrTx, chatId: number): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(eq(chats.chatId, chatId));
  return row;
}

/** Chats where the user is a party, each with the other party (for GET /chat). */
export async function listChatsOfUser(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      chatId: chats.chatId,
      studentId: chats.studentId,
      studentName: student.name,
      studentImage: student.profileImage,
      advisorId: chats.advisorId,
      advisorName: advisor.name,
      advisorImage: advisor.profileImage,
    })
    .from(chats)
    .innerJoin(student, eq(student.userId, chats.studentId))
    .innerJoin(advisor, eq(advisor.userId, chats.advisorId))
    .where(or(eq(chats.studentId, userId), eq(chats.advisorId, userId)))
    .orderBy(sql`${chats.lastMessageAt} desc nulls last`, desc(chats.chatId));
  return rows.map((r) => {
    const other: ChatParty =
      r.studentId === userId
        ? { userId: r.advisorId, name: r.advisorName, profileImage: r.advisorImage }
        : { userId: r.studentId, name: r.studentName, profileImage: r.studentImage };
    return { chatId: r.chatId, user: other };
  });
}

/**
 * A page of a chat's messages, oldest first: the first `limit` after `after`, or else the
 * last `limit` before `before` (or the newest when there is no cursor).
 */
export async function listMessages(
  db: DbOrTx,
  chatId: number,
  cursor: { before?: number; after?: number },
  limit: number,
) {
  if (cursor.after !== undefined) {
    const rows = await db
      .select(messageColumns)
      .from(messages)
      .where(and(eq(messages.chatId, chatId), gt(messages.messageId, cursor.after)))
      .orderBy(asc(messages.messageId))
      .limit(limit);
    return rows.map(toChatMessage);
  }
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .where(
      cursor.before === undefined
        ? eq(messages.chatId, chatId)
        : and(eq(messages.chatId, chatId), lt(messages.messageId, cursor.before)),
    )
    .orderBy(desc(messages.messageId))
    .limit(limit);
  return rows.reverse().map(toChatMessage);
}

/**
 * Every message after `afterId`, oldest first, with its chat's parties: what realtime/ delivers
 * from the database while events cannot cross between instances (docs/chat.md#delivery).
 */
export async function listMessagesAfter(db: DbOrTx, afterId: number, limit: number) {
  const rows = await db
    .select({ ...messageColumns, studentId: chats.studentId, advisorId: chats.advisorId })
    .from(messages)
    .innerJoin(chats, eq(chats.chatId, messages.chatId))
    .where(gt(messages.messageId, afterId))
    .orderBy(asc(messages.messageId))
    .limit(limit);
  return rows.map(({ studentId, advisorId, ...row }) => ({
    message: toChatMessage(row),
    partyIds: [studentId, advisorId],
  }));
}

/** The newest message id (0 with none). */
export async function lastMessageId(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ id: sql<number | null>`max(${messages.messageId})` }).from(messages);
  return Number(row?.id ?? 0);
}

/** Stores a message; a retried send (same sender and clientId) inserts nothing and returns null. */
export async function insertMessage(
  db: DbOrTx,
  values: {
    chatId: number;
    senderId: number;
    message: string;
    image: string | null;
    clientId: string | null;
  },
): Promise<ChatMessage | null> {
  const [row] = await db
    .insert(messages)
    .values(values)
    .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
    .returning(messageColumns);
  if (!row) return null;
  await db.update(chats).set({ lastMessageAt: row.createdAt }).where(eq(chats.chatId, values.chatId));
  return toChatMessage(row);
}

export async function findMessageByClientId(db: DbOrTx, senderId: number, clientId: string) {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row ? toChatMessage(row) : null;
}

/** Marks the other party's unread messages in a chat as read; returns their ids. */
export async function markReadFrom(db: DbOrTx, chatId: number, readerId: number): Promise<number[]> {
  const rows = await db
    .update(messages)
    .set({ isRead: true, readAt: new Date() })
    .where(and(eq(messages.chatId, chatId), ne(messages.senderId, readerId), eq(messages.isRead, false)))
    .returning({ messageId: messages.messageId });
  return rows.map((r) => r.messageId).sort((a, b) => a - b);
}

/** True when the upload exists and belongs to the user (a message may only attach one's own image). */
export async function isOwnUpload(db: DbOrTx, fileId: string, ownerId: number) {
  const [row] = await db
    .select({ fileId: files.fileId })
    .from(files)
    .where(and(eq(files.fileId, fileId), eq(files.ownerId, ownerId)));
  return !!row;
}

/** The staff list: chats (all, or one advisor's) with the advisor's unread count and the last message. */
export async function listStaffChats(
  db: DbOrTx,
  advisorId: number | undefined,
  limit: number,
  offset: number,
): Promise<{ items: StaffChatItem[]; total: number }> {
  const where = advisorId === undefined ? undefined : eq(chats.advisorId, advisorId);
  const unread = sql<number>`(
    select count(*)::int from ${messages} m
    where m.chat_id = ${chats.chatId} and m.sender_id = ${chats.studentId} and m.is_read = false
  )`;
  const last = sql<{ message: string; image: string | null; senderId: number; createdAt: string } | null>`(
    select json_build_object('message', m.message, 'image', m.image, 'senderId', m.sender_id,
      'createdAt', to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    from ${messages} m where m.chat_id = ${chats.chatId} order by m.message_id desc limit 1
  )`;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        chatId: chats.chatId,
        createdAt: chats.createdAt,
        lastMessageAt: chats.lastMessageAt,
        studentId: student.userId,
        studentName: student.name,
        studentEmail: student.email,
        studentImage: student.profileImage,
        advisorId: advisor.userId,
        advisorName: advisor.name,
        advisorImage: advisor.profileImage,
        unreadCount: unread,
        lastMessage: last,
      })
      .from(chats)
      .innerJoin(student, eq(student.userId, chats.studentId))
      .innerJoin(advisor, eq(advisor.userId, chats.advisorId))
      .where(where)
      .orderBy(sql`${chats.lastMessageAt} desc nulls last`, desc(chats.chatId))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(chats).where(where),
  ]);
  const items = rows.map(
    (r): StaffChatItem => ({
      chatId: r.chatId,
      student: {
        userId: r.studentId,
        name: r.studentName,
        email: r.studentEmail,
        profileImage: r.studentImage,
      },
      advisor: { userId: r.advisorId, name: r.advisorName, profileImage: r.advisorImage },
      unreadCount: Number(r.unreadCount),
      lastMessage: typeof r.lastMessage === 'string' ? JSON.parse(r.lastMessage) : r.lastMessage,
      lastMessageAt: r.lastMessageAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    }),
  );
  return { items, total: totalRow?.n ?? 0 };
}
