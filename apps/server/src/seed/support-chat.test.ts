import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chats, messages, milestoneStatuses, milestones, users } from '../db/schema';
import { DEMO_SEED_TIMEOUT, useTestDatabase } from '../test/app';
import { seedDemo } from './index';

const database = useTestDatabase();

describe('demo student seed', () => {
  it(
    'pairs the demo student with the demo advisor and welcomes them, once however often it runs',
    async () => {
      await seedDemo(database.db);
      await seedDemo(database.db);
      const [student] = await database.db.select().from(users).where(eq(users.email, 'student@edupath.test'));
      const [advisor] = await database.db.select().from(users).where(eq(users.email, 'advisor@edupath.test'));
      const rows = await database.db.select().from(chats).where(eq(chats.studentId, student!.userId));
      expect(rows.map((c) => c.advisorId)).toEqual([advisor!.userId]);
      const welcome = await database.db.select().from(messages).where(eq(messages.chatId, rows[0]!.chatId));
      expect(welcome).toHaveLength(2);
      expect(welcome.every((m) => m.senderId === advisor!.userId && !m.isRead)).toBe(true);
    },
    DEMO_SEED_TIMEOUT,
  );

  it(
    "reaches the demo student's 'Profile Completed' and 'Test Preparation' milestones, as saving a complete profile would",
    async () => {
      await seedDemo(database.db);
      const [student] = await database.db.select().from(users).where(eq(users.email, 'student@edupath.test'));
      const reached = await database.db
        .select({ title: milestones.title, status: milestoneStatuses.status })
        .from(milestoneStatuses)
        .innerJoin(milestones, eq(milestones.milestoneId, milestoneStatuses.milestoneId))
        .where(eq(milestoneStatuses.userId, student!.userId));
      expect(reached.sort((a, b) => a.title.localeCompare(b.title))).toEqual([
        { title: 'Profile Completed', status: 'Complete' },
        { title: 'Test Preparation', status: 'Complete' },
      ]);
    },
    DEMO_SEED_TIMEOUT,
  );
});
