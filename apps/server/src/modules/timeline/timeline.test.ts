import {
  MILESTONE_MESSAGES,
  type Milestone,
  type MilestoneStatusItem,
  type NotificationItem,
} from '@edupath/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milestoneStatuses, milestones, profiles, schools, testScores } from '../../db/schema';
import { DEFAULT_MILESTONES, seedMilestones } from '../../seed/milestones';
import type { TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { studentOf } from '../../test/console-factories';
import { signedIn } from '../../test/factories';
import type { apiClient } from '../../test/http';
import { startStaffTestApp } from '../../test/milestones-app';
import { completeProfileIfReady } from './timeline.service';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let advisor: Awaited<ReturnType<typeof signedIn>>;
/** An advisor whom the tests' students are not assigned to. */
let otherAdvisor: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let defaults: Milestone[];

beforeAll(async () => {
  ({ t, api, advisor, admin } = await startStaffTestApp());
  otherAdvisor = await signedIn(t.database.db, api, 'advisor');
  defaults = (await api.get<Milestone[]>('milestones', { token: advisor.token })).body.data;
});
afterAll(() => t.close());

/** A student of `advisor`'s. */
const student = () => studentOf(t.database.db, api, advisor.user.userId);
const byTitle = (title: string) => defaults.find((m) => m.title === title)!;
const statusesOf = (userId: number, token: string) =>
  api.get<MilestoneStatusItem[]>(`milestone-status/user/${userId}`, { token });
const notificationsOf = async (token: string) =>
  (await api.get<NotificationItem[]>('notification/notifications', { token })).body.data;
const setStatus = (userId: number, body: unknown, token = advisor.token) =>
  api.put<MilestoneStatusItem[]>(`milestone-status/user/${userId}`, { token, body });

describe('seed', () => {
  it('loads the default milestones once, and not again into a list admins have edited', async () => {
    await seedMilestones(t.database.db);
    const [rows] = await t.database.db.select({ n: count() }).from(milestones);
    expect(rows!.n).toBe(DEFAULT_MILESTONES.length);
  });
});

describe('GET /milestones', () => {
  it('lists milestones by order with the documented fields only', async () => {
    const a = await student();
    const answer = await api.get<Milestone[]>('milestones', { token: a.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((m) => m.title)).toEqual(DEFAULT_MILESTONES.map((m) => m.title));
    expect(Object.keys(answer.body.data[0]!).sort()).toEqual(['milestoneId', 'order', 'remark', 'title']);
    expect((await api.get('milestones')).status).toBe(401);
  });
});

describe('GET /milestone-status/user/{userId}', () => {
  it('shows a student their own statuses, their advisor and admins too, and nobody else', async () => {
    const [a, b] = [await student(), await student()];
    expect((await statusesOf(a.user.userId, a.token)).body.data).toEqual([]);
    await setStatus(a.user.userId, { milestoneId: byTitle('Shortlisting').milestoneId, status: 'Active' });

    const own = await statusesOf(a.user.userId, a.token);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject([
      { milestoneId: byTitle('Shortlisting').milestoneId, status: 'Active', remark: null },
    ]);
    expect((await statusesOf(a.user.userId, advisor.token)).body.data).toEqual(own.body.data);
    expect((await statusesOf(a.user.userId, admin.token)).body.data).toEqual(own.body.data);

    const other = await statusesOf(a.user.userId, b.token);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Shortlisting');
    // Another advisor's student does not exist for an advisor.
    const elsewhere = await statusesOf(a.user.userId, otherAdvisor.token);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe('Student not found');
    // Staff only read students' timelines.
    expect((await statusesOf(admin.user.userId, advisor.token)).status).toBe(404);
    expect((await statusesOf(2_000_000, advisor.token)).status).toBe(404);
    expect((await api.get(`milestone-status/user/${a.user.userId}`)).status).toBe(401);
    expect((await statusesOf(Number.NaN, a.token)).status).toBe(400);
  });
});

describe('PUT /milestone-status/user/{userId}', () => {
  it('sets, re-sets and clears a status; each change notifies the student once', async () => {
    const [a, b] = [await student(), await student()];
    const visa = byTitle('Visa');

    const set = await setStatus(a.user.userId, {
      milestoneId: visa.milestoneId,
      status: 'Active',
      remark: 'Book the appointment',
    });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe(MILESTONE_MESSAGES.statusUpdated);
    expect(set.body.data).toMatchObject([
      { milestoneId: visa.milestoneId, status: 'Active', remark: 'Book the appointment' },
    ]);

    const same = await setStatus(a.user.userId, {
      milestoneId: visa.milestoneId,
      status: 'Active',
      remark: 'Book the appointment',
    });
    expect(same.body.message).toBe(MILESTONE_MESSAGES.statusUnchanged);

    await setStatus(a.user.userId, { milestoneId: visa.milestoneId, status: 'Complete' }, admin.token);
    const cleared = await setStatus(a.user.userId, { milestoneId: visa.milestoneId, status: 'Upcoming' });
    expect(cleared.body.data).toEqual([]);

    const notes = await notificationsOf(a.token);
    expect(notes.map((n) => n.message)).toEqual([
      "Your milestone 'Visa' is upcoming again.",
      'Milestone completed: Visa.',
      "Your milestone 'Visa' is now in progress. Note: Book the appointment",
    ]);
    expect(notes[0]!.Sender?.name).toBe(advisor.user.name);
    expect(notes[1]!.Sender?.name).toBe(admin.user.name);
    expect(notes[0]!.link).toBe('/timeline');
    expect(await notificationsOf(b.token)).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(milestoneStatuses)
      .where(eq(milestoneStatuses.userId, a.user.userId));
    expect(rows).toEqual([]);
  });

  it("answers 404 to an advisor for another advisor's student, and changes and sends nothing", async () => {
    const a = await student();
    const answer = await setStatus(
      a.user.userId,
      { milestoneId: byTitle('Visa').milestoneId, status: 'Complete', remark: 'Done' },
      otherAdvisor.token,
    );
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Student not found');
    const rows = await t.database.db
      .select()
      .from(milestoneStatuses)
      .where(eq(milestoneStatuses.userId, a.user.userId));
    expect(rows).toEqual([]);
    expect(await notificationsOf(a.token)).toEqual([]);
  });

  it('refuses students with 403, whoever the target is', async () => {
    const [a, b] = [await student(), await student()];
    const body = { milestoneId: byTitle('Visa').milestoneId, status: 'Complete' };
    expect((await setStatus(a.user.userId, body, a.token)).status).toBe(403);
    expect((await setStatus(a.user.userId, body, b.token)).status).toBe(403);
    expect((await api.put(`milestone-status/user/${a.user.userId}`, { body })).status).toBe(401);
    expect((await statusesOf(a.user.userId, a.token)).body.data).toEqual([]);
  });

  it('answers 404 for an unknown milestone, or a user who is not a student', async () => {
    const a = await student();
    const missing = await setStatus(a.user.userId, { milestoneId: 2_000_000, status: 'Active' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Milestone not found');
    const staffTarget = await setStatus(admin.user.userId, {
      milestoneId: byTitle('Visa').milestoneId,
      status: 'Active',
    });
    expect(staffTarget.status).toBe(404);
    expect(staffTarget.body.message).toBe('Student not found');
    expect(await notificationsOf(a.token)).toEqual([]);
  });

  it.each([
    [{ status: 'Active' }, 'milestoneId', MILESTONE_MESSAGES.milestoneIdRequired],
    [{ milestoneId: '1', status: 'Active' }, 'milestoneId', 'milestoneId must be a number'],
    [{ milestoneId: 1, status: 'Done' }, 'status', MILESTONE_MESSAGES.statusInvalid],
    [{ milestoneId: 1 }, 'status', MILESTONE_MESSAGES.statusInvalid],
    [
      { milestoneId: 1, status: 'Active', remark: 'r'.repeat(1001) },
      'remark',
      'Must be at most 1000 characters',
    ],
  ])('answers 400 for %j', async (body, field, message) => {
    const a = await student();
    const answer = await setStatus(a.user.userId, body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toBe(message);
  });
});

describe('milestones (admins)', () => {
  it('creates, updates and deletes a milestone; deleting drops its statuses', async () => {
    const a = await student();
    const created = await api.post<Milestone>('milestones', {
      token: admin.token,
      body: { title: '  Scholarship  ', remark: 'Apply for funding', order: 900 },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: 'Scholarship',
      remark: 'Apply for funding',
      order: 900,
    });
    const id = created.body.data.milestoneId;
    const listed = (await api.get<Milestone[]>('milestones', { token: a.token })).body.data;
    expect(listed.at(-1)).toEqual(created.body.data);

    const updated = await api.put<Milestone>(`milestones/${id}`, {
      token: admin.token,
      body: { title: 'Scholarships', order: 901 },
    });
    expect(updated.body.data).toEqual({ milestoneId: id, title: 'Scholarships', remark: null, order: 901 });

    await setStatus(a.user.userId, { milestoneId: id, status: 'Active' });
    expect((await api.delete(`milestones/${id}`, { token: admin.token })).status).toBe(200);
    expect(
      (await api.get<Milestone[]>('milestones', { token: a.token })).body.data.map((m) => m.milestoneId),
    ).not.toContain(id);
    expect((await statusesOf(a.user.userId, a.token)).body.data).toEqual([]);
    expect((await api.delete(`milestones/${id}`, { token: admin.token })).status).toBe(404);
    expect(
      (await api.put(`milestones/${id}`, { token: admin.token, body: { title: 'x', order: 1 } })).status,
    ).toBe(404);
  });

  it('is for admins only: advisors and students get 403 and change nothing', async () => {
    const a = await student();
    const target = byTitle('Visa');
    for (const token of [advisor.token, a.token]) {
      expect((await api.post('milestones', { token, body: { title: 'Nope', order: 3 } })).status).toBe(403);
      expect(
        (await api.put(`milestones/${target.milestoneId}`, { token, body: { title: 'Nope', order: 3 } }))
          .status,
      ).toBe(403);
      expect((await api.delete(`milestones/${target.milestoneId}`, { token })).status).toBe(403);
    }
    expect((await api.post('milestones', { body: { title: 'Nope', order: 3 } })).status).toBe(401);
    const after = (await api.get<Milestone[]>('milestones', { token: a.token })).body.data;
    expect(after.find((m) => m.milestoneId === target.milestoneId)).toEqual(target);
    expect(after.map((m) => m.title)).not.toContain('Nope');
  });

  it.each([
    [{ order: 1 }, 'title', MILESTONE_MESSAGES.titleRequired],
    [{ title: '   ', order: 1 }, 'title', MILESTONE_MESSAGES.titleRequired],
    [{ title: 'T' }, 'order', MILESTONE_MESSAGES.orderRequired],
    [{ title: 'T', order: -1 }, 'order', MILESTONE_MESSAGES.orderInvalid],
    [{ title: 'T', order: '2' }, 'order', MILESTONE_MESSAGES.orderInvalid],
    [{ title: 'T', order: 2.5 }, 'order', MILESTONE_MESSAGES.orderInvalid],
    [{ title: 't'.repeat(121), order: 2 }, 'title', 'Must be at most 120 characters'],
  ])('answers 400 for %j', async (body, field, message) => {
    const answer = await api.post('milestones', { token: admin.token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toBe(message);
  });
});

describe('Profile Completed advances by itself', () => {
  async function addProfile(userId: number, parts: { basics?: boolean; school?: boolean; score?: boolean }) {
    const db = t.database.db;
    if (parts.basics)
      await db
        .insert(profiles)
        .values({ userId, fullname: 'Asha Rao', email: 'asha@example.test', phone: '98765' });
    if (parts.school)
      await db.insert(schools).values({ userId, schoolName: 'DPS', standard: '12', year: '2024' });
    if (parts.score)
      await db
        .insert(testScores)
        .values({ userId, testName: 'IELTS', maximumMark: '9', markObtained: '7.5', percentile: '0' });
  }

  const profileStatus = async (userId: number) =>
    t.database.db
      .select()
      .from(milestoneStatuses)
      .where(
        and(
          eq(milestoneStatuses.userId, userId),
          eq(milestoneStatuses.milestoneId, byTitle('Profile Completed').milestoneId),
        ),
      );

  it('waits for basic details, education and a test score, then completes once', async () => {
    const a = await student();
    await addProfile(a.user.userId, { basics: true, school: true });
    expect(await completeProfileIfReady(t.database.db, t.app.events, a.user.userId)).toBe(false);
    expect(await profileStatus(a.user.userId)).toEqual([]);

    await addProfile(a.user.userId, { score: true });
    expect(await completeProfileIfReady(t.database.db, t.app.events, a.user.userId)).toBe(true);
    expect(await completeProfileIfReady(t.database.db, t.app.events, a.user.userId)).toBe(false);

    expect(await profileStatus(a.user.userId)).toMatchObject([{ status: 'Complete', updatedBy: null }]);
    const notes = await notificationsOf(a.token);
    expect(notes.map((n) => n.message)).toEqual(['Milestone completed: Profile Completed.']);
    expect(notes[0]!.Sender).toBeNull();
  });

  it('needs a test score even with education', async () => {
    const a = await student();
    await addProfile(a.user.userId, { basics: true, school: true });
    expect(await completeProfileIfReady(t.database.db, t.app.events, a.user.userId)).toBe(false);
    const b = await student();
    await addProfile(b.user.userId, { school: true, score: true });
    expect(await completeProfileIfReady(t.database.db, t.app.events, b.user.userId)).toBe(false);
  });

  it("upgrades an advisor's Active to Complete", async () => {
    const a = await student();
    await setStatus(a.user.userId, {
      milestoneId: byTitle('Profile Completed').milestoneId,
      status: 'Active',
    });
    await addProfile(a.user.userId, { basics: true, school: true, score: true });
    expect(await completeProfileIfReady(t.database.db, t.app.events, a.user.userId)).toBe(true);
    expect(await profileStatus(a.user.userId)).toMatchObject([{ status: 'Complete' }]);
  });

  it("listens to the profile module's 'profile.changed' event", async () => {
    const a = await student();
    await addProfile(a.user.userId, { basics: true, school: true, score: true });
    const pushed = new Promise<NotificationItem>((resolve) => {
      const stop = t.app.events.subscribe('notification.created', ({ userId, notification }) => {
        if (userId !== a.user.userId) return;
        stop();
        resolve(notification);
      });
    });

    t.app.events.publish('profile.changed', { userId: a.user.userId });

    expect((await pushed).message).toBe('Milestone completed: Profile Completed.');
    expect(await profileStatus(a.user.userId)).toMatchObject([{ status: 'Complete' }]);
  });
});

describe('Shortlisting and Test Preparation advance by themselves', () => {
  /** The next milestone notification the student gets, as the socket would push it. */
  const nextMilestoneNote = (userId: number) =>
    new Promise<NotificationItem>((resolve) => {
      const stop = t.app.events.subscribe('notification.created', ({ userId: to, notification }) => {
        if (to !== userId) return;
        stop();
        resolve(notification);
      });
    });
  const statusOf = async (userId: number, title: string) =>
    (await statusesOf(userId, advisor.token)).body.data.find(
      (s) => s.milestoneId === byTitle(title).milestoneId,
    )?.status;

  it("completes 'Shortlisting' when the student shortlists a course, once", async () => {
    const a = await student();
    const course = await createCourse(t.database.db);
    expect(await statusOf(a.user.userId, 'Shortlisting')).toBeUndefined();

    const pushed = nextMilestoneNote(a.user.userId);
    expect((await api.put(`shortlist/${course.courseId}`, { token: a.token })).status).toBe(200);
    expect((await pushed).message).toBe('Milestone completed: Shortlisting.');
    expect(await statusOf(a.user.userId, 'Shortlisting')).toBe('Complete');

    // Removing and adding again does not complete (or notify) a second time.
    await api.delete(`shortlist/${course.courseId}`, { token: a.token });
    await api.put(`shortlist/${course.courseId}`, { token: a.token });
    const notes = await notificationsOf(a.token);
    expect(notes.filter((n) => n.message === 'Milestone completed: Shortlisting.')).toHaveLength(1);
  });

  it("completes 'Shortlisting' when a visitor's list joins the account at sign-in", async () => {
    const a = await student();
    const course = await createCourse(t.database.db);
    const pushed = nextMilestoneNote(a.user.userId);
    await api.post('shortlist/merge', { token: a.token, body: { courseIds: [course.courseId] } });
    expect((await pushed).message).toBe('Milestone completed: Shortlisting.');
  });

  it("completes 'Test Preparation' when the student enters a test score", async () => {
    const a = await student();
    const pushed = nextMilestoneNote(a.user.userId);
    const saved = await api.post('profile/testScore', {
      token: a.token,
      body: { testType: 'pte', markObtained: 79 },
    });
    expect(saved.status).toBe(200);
    expect((await pushed).message).toBe('Milestone completed: Test Preparation.');
    expect(await statusOf(a.user.userId, 'Test Preparation')).toBe('Complete');
    // A score alone is not a complete profile.
    expect(await statusOf(a.user.userId, 'Profile Completed')).toBeUndefined();
  });
});
