import { and, asc, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { chats, users } from '../../db/schema';

/**
 * The assignment is stored as the student's support chat: its `advisorId` is the student's advisor
 * (docs/console.md#roles-and-scope). This module owns that column; the chat module owns the
 * messages and reads the chat's parties.
 */
export type AssignmentRow = typeof chats.$inferSelect;

const student = alias(users, 'student');

/**
 * Only advisors who have chosen their own password count: an invitation not yet used or a
 * temporary password not yet replaced is someone who cannot answer yet (docs/chat.md).
 */
const readyAdvisor = and(
  eq(users.role, 'advisor'),
  eq(users.isActive, true),
  isNotNull(users.passwordHash),
  eq(users.mustChangePassword, false),
);

export async function findChatOfStudent(db: DbOrTx, studentId: number): Promise<AssignmentRow | undefined> {
  const [row] = await db.select().from(chats).where(eq(chats.studentId, studentId));
  return row;
}

/**
 * The ready advisor with the fewest chats (ties: the longest-serving). Assignment is a balancing
 * hint, not an invariant, so two students assigned at the same instant may both get the same
 * advisor.
 */
export async function leastLoadedAdvisor(db: DbOrTx): Promise<number | null> {
  const load = db
    .select({ advisorId: chats.advisorId, n: count().as('n') })
    .from(chats)
    .groupBy(chats.advisorId)
    .as('load');
  const [row] = await db
    .select({ userId: users.userId })
    .from(users)
    .leftJoin(load, eq(load.advisorId, users.userId))
    .where(readyAdvisor)
    .orderBy(sql`coalesce(${load.n}, 0)`, asc(users.userId))
    .limit(1);
  return row?.userId ?? null;
}

/** Inserts the student's chat, or does nothing when one already exists (unique student_id). */
export async function insertChatIfAbsent(db: DbOrTx, studentId: number, advisorId: number) {
  await db.insert(chats).values({ studentId, advisorId }).onConflictDoNothing({ target: chats.studentId });
}

/** An active user with the advisor role (the only role a student can be assigned to). */
export async function findActiveAdvisor(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ userId: users.userId, name: users.name })
    .from(users)
    .where(and(eq(users.userId, userId), eq(users.role, 'advisor'), eq(users.isActive, true)));
  return row;
}

export async function findStudent(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ userId: users.userId, name: users.name })
    .from(users)
    .where(and(eq(users.userId, userId), eq(users.role, 'student')));
  return row;
}

/** Locks the student's chat row, so two reassignments of one student apply one after the other. */
export async function lockChatOfStudent(db: DbOrTx, studentId: number): Promise<AssignmentRow | undefined> {
  const [row] = await db.select().from(chats).where(eq(chats.studentId, studentId)).for('update');
  return row;
}

export async function setChatAdvisor(db: DbOrTx, chatId: number, advisorId: number) {
  await db.update(chats).set({ advisorId }).where(eq(chats.chatId, chatId));
}

/** An advisor's chats with their students' names, locked, for handing them all over at once. */
export async function lockChatsOfAdvisor(db: DbOrTx, advisorId: number) {
  return db
    .select({ chatId: chats.chatId, studentId: chats.studentId, studentName: student.name })
    .from(chats)
    .innerJoin(student, eq(student.userId, chats.studentId))
    .where(eq(chats.advisorId, advisorId))
    .orderBy(asc(chats.chatId))
    .for('update', { of: chats });
}

/** Every ready advisor but one, with how many students each holds now. */
export async function activeAdvisorLoads(db: DbOrTx, exceptUserId: number) {
  const load = db
    .select({ advisorId: chats.advisorId, n: count().as('n') })
    .from(chats)
    .groupBy(chats.advisorId)
    .as('load');
  return db
    .select({ userId: users.userId, students: sql<number>`coalesce(${load.n}, 0)::int` })
    .from(users)
    .leftJoin(load, eq(load.advisorId, users.userId))
    .where(and(readyAdvisor, ne(users.userId, exceptUserId)))
    .orderBy(asc(users.userId));
}
