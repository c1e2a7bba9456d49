import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admissionApplications, applicationStatusHistory, chats, messages, users } from '../db/schema';
import { DEMO_SEED_TIMEOUT, useTestDatabase } from '../test/app';
import { seedDemo } from './index';

const database = useTestDatabase();

async function snapshot() {
  const db = database.db;
  const [advisor] = await db.select().from(users).where(eq(users.email, 'advisor@edupath.test'));
  const students = await db
    .select()
    .from(users)
    .where(like(users.email, '%@students.edupath.test'))
    .orderBy(users.email);
  const ids = students.map((s) => s.userId);
  const caseChats = (await db.select().from(chats).where(eq(chats.advisorId, advisor!.userId))).filter((c) =>
    ids.includes(c.studentId),
  );
  const applications = (await db.select().from(admissionApplications)).filter((a) => ids.includes(a.userId));
  const history = (await db.select().from(applicationStatusHistory)).filter((h) =>
    applications.some((a) => a.admissionApplicationId === h.admissionApplicationId),
  );
  const unread = (await db.select().from(messages).where(eq(messages.isRead, false))).filter((m) =>
    ids.includes(m.senderId),
  );
  return { advisor: advisor!, students, caseChats, applications, history, unread };
}

describe('the console demo caseload', () => {
  it(
    'gives the demo advisor students with applications at every stage and unread messages, once',
    async () => {
      await seedDemo(database.db);
      const first = await snapshot();
      await seedDemo(database.db);
      const second = await snapshot();

      expect(second).toEqual(first);
      expect(first.students.length).toBeGreaterThanOrEqual(4);
      expect(first.caseChats).toHaveLength(first.students.length);
      expect(new Set(first.applications.map((a) => a.status))).toEqual(
        new Set(['Pending', 'Under Review', 'Accepted', 'Rejected']),
      );
      // Every application's history ends where the application stands.
      for (const application of first.applications) {
        const steps = first.history
          .filter((h) => h.admissionApplicationId === application.admissionApplicationId)
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
        expect(steps[0]).toMatchObject({ fromStatus: null, toStatus: 'Pending' });
        expect(steps.at(-1)!.toStatus).toBe(application.status);
      }
      expect(new Set(first.unread.map((m) => m.senderId)).size).toBeGreaterThanOrEqual(3);
      const inactive = first.students.filter((s) => s.lastActiveAt.getTime() < Date.now() - 14 * 86_400_000);
      expect(inactive.length).toBeGreaterThanOrEqual(1);
    },
    DEMO_SEED_TIMEOUT,
  );
});
