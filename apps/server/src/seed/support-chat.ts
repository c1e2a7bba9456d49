import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chats, messages, users } from '../db/schema';

const STUDENT_EMAIL = 'student@edupath.test';
const ADVISOR_EMAIL = 'advisor@edupath.test';

/** The advisor's opening lines; keyed by clientId so a second run inserts nothing. */
const WELCOME = [
  {
    clientId: 'seed-welcome-1',
    message:
      "Hi Priya! I'm Arjun, your study-abroad advisor. Ask me anything about universities, applications, tests or visas.",
  },
  {
    clientId: 'seed-welcome-2',
    message: 'A good first step: complete your profile so I can suggest courses that fit you.',
  },
];

/** The demo student's support chat with the demo advisor, with a short welcome. */
export async function seedSupportChat(db: Db) {
  const people = await db
    .select({ userId: users.userId, email: users.email })
    .from(users)
    .where(inArray(users.email, [STUDENT_EMAIL, ADVISOR_EMAIL]));
  const student = people.find((p) => p.email === STUDENT_EMAIL);
  const advisor = people.find((p) => p.email === ADVISOR_EMAIL);
  if (!student || !advisor) return;

  await db
    .insert(chats)
    .values({ studentId: student.userId, advisorId: advisor.userId, lastMessageAt: new Date() })
    .onConflictDoNothing({ target: chats.studentId });
  const [chat] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.studentId, student.userId), eq(chats.advisorId, advisor.userId)));
  if (!chat) return;

  for (const line of WELCOME) {
    await db
      .insert(messages)
      .values({
        chatId: chat.chatId,
        senderId: advisor.userId,
        message: line.message,
        clientId: line.clientId,
      })
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] });
  }
}
