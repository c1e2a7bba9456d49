import type { ChatListItem } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { createUser, login, signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';

// A database of its own: which advisor is least loaded depends on every advisor in it.
let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const chatOf = async (token: string) => (await api.get<ChatListItem[]>('chat', { token })).body.data;

describe('advisor assignment, held by the support chat', () => {
  it('a student with no active advisor gets an empty list, then a chat once one exists', async () => {
    const student = await signedIn(t.database.db, api);
    expect(await chatOf(student.token)).toEqual([]);
    const inactive = await createUser(t.database.db, { role: 'advisor' });
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.userId, inactive.userId));
    expect(await chatOf(student.token)).toEqual([]);
    // Nor an advisor still to choose a password: invited, or holding a temporary one.
    const invited = await createUser(t.database.db, { role: 'advisor' });
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.userId, invited.userId));
    const temporary = await createUser(t.database.db, { role: 'advisor' });
    await t.database.db
      .update(users)
      .set({ mustChangePassword: true })
      .where(eq(users.userId, temporary.userId));
    expect(await chatOf(student.token)).toEqual([]);
    // Gone again, so the later tests' "every active advisor has a student" holds.
    for (const { userId } of [invited, temporary]) {
      await t.database.db.update(users).set({ isActive: false }).where(eq(users.userId, userId));
    }

    const advisor = await createUser(t.database.db, { role: 'advisor', name: 'Arjun Mehta' });
    const list = await chatOf(student.token);
    expect(list).toEqual([
      {
        chatId: expect.any(Number),
        user: { userId: advisor.userId, name: 'Arjun Mehta', profileImage: null },
      },
    ]);
    // Asking again returns the same chat.
    expect(await chatOf(student.token)).toEqual(list);
  });

  it('assigns the least-loaded active advisor, once, even under concurrent first requests', async () => {
    const busy = (await t.database.db.select().from(users).where(eq(users.role, 'advisor'))).filter(
      (u) => u.isActive,
    );
    const fresh = await createUser(t.database.db, { role: 'advisor' });
    // Every earlier active advisor has at least one chat; the new one has none.
    expect(busy.length).toBeGreaterThan(0);

    const student = await signedIn(t.database.db, api);
    const answers = await Promise.all(Array.from({ length: 5 }, () => chatOf(student.token)));
    const chatIds = new Set(answers.map((a) => a[0]?.chatId));
    expect(chatIds.size).toBe(1);
    expect(answers[0]![0]!.user.userId).toBe(fresh.userId);
    const rows = await t.database.db.select().from(chats).where(eq(chats.studentId, student.user.userId));
    expect(rows).toHaveLength(1);

    // The next student goes to whichever advisor now has the fewest chats (a tie: the older one).
    const next = await signedIn(t.database.db, api);
    expect((await chatOf(next.token))[0]!.user.userId).toBe(busy[0]!.userId);
  });

  it('a student who signs up has an advisor at once; with none active, one is assigned on first need', async () => {
    const signup = async (name: string) => {
      const email = `${name.toLowerCase().replace(/\W/g, '')}-${Date.now().toString(36)}@example.test`;
      const answer = await api.post<{ userId: number }>('auth/signup', {
        body: { name, email, password: 'correct-horse-42', confirmPassword: 'correct-horse-42' },
      });
      expect(answer.status, answer.body.message).toBe(201);
      return { userId: answer.body.data.userId, email };
    };
    const chatRowOf = async (studentId: number) =>
      (await t.database.db.select().from(chats).where(eq(chats.studentId, studentId)))[0];

    const fresh = await createUser(t.database.db, { role: 'advisor' });
    const early = await signup('Early Bird');
    expect((await chatRowOf(early.userId))?.advisorId).toBe(fresh.userId);

    const advisors = await t.database.db.select().from(users).where(eq(users.role, 'advisor'));
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.role, 'advisor'));
    const late = await signup('Late Comer');
    expect(await chatRowOf(late.userId)).toBeUndefined();

    for (const a of advisors.filter((x) => x.isActive)) {
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.userId, a.userId));
    }
    const token = await login(api, {
      ...late,
      name: 'Late Comer',
      role: 'student',
      profileImage: null,
      password: 'correct-horse-42',
    });
    const list = await chatOf(token);
    expect(list).toHaveLength(1);
    expect((await chatRowOf(late.userId))?.chatId).toBe(list[0]!.chatId);
  });

  it('staff get no support chat of their own', async () => {
    const admin = await signedIn(t.database.db, api, 'admin');
    expect(await chatOf(admin.token)).toEqual([]);
    expect(await t.database.db.select().from(chats).where(eq(chats.studentId, admin.user.userId))).toEqual(
      [],
    );
  });
});
