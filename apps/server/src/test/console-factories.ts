import type { Db } from '../db/client';
import { chats } from '../db/schema';
import { signedIn } from './factories';
import type { ApiClient } from './http';

/**
 * Makes the advisor the student's advisor (their support chat), inserted directly so a test
 * does not depend on which advisor is least loaded in a shared database. Returns the chat id.
 */
export async function assignStudent(db: Db, studentId: number, advisorId: number): Promise<number> {
  const [chat] = await db
    .insert(chats)
    .values({ studentId, advisorId })
    .onConflictDoUpdate({ target: chats.studentId, set: { advisorId } })
    .returning({ chatId: chats.chatId });
  return chat!.chatId;
}

/** A signed-in student assigned to the advisor. */
export async function studentOf(db: Db, api: ApiClient, advisorId: number) {
  const student = await signedIn(db, api, 'student');
  const chatId = await assignStudent(db, student.user.userId, advisorId);
  return { ...student, chatId };
}
