import { SHORTLIST_MAX, SHORTLIST_TEXTS, type ShortlistItem, type UpcomingDeadline } from '@edupath/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionApplications, courses, shortlistItems } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { daysFromToday } from '../../test/catalogue-factories';
import { studentOf } from '../../test/console-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const db = () => t.database.db;
const idsOf = (items: ShortlistItem[]) => items.map((i) => i.courseId);
const rowsOf = (userId: number) =>
  db().select().from(shortlistItems).where(eq(shortlistItems.userId, userId));

describe('shortlist', () => {
  it('visitors get 401 on every own-shortlist endpoint and staff 403', async () => {
    const course = await createCourse(db());
    expect((await api.get('shortlist')).status).toBe(401);
    expect((await api.put(`shortlist/${course.courseId}`)).status).toBe(401);
    expect((await api.delete(`shortlist/${course.courseId}`)).status).toBe(401);
    expect((await api.post('shortlist/merge', { body: { courseIds: [course.courseId] } })).status).toBe(401);
    expect((await api.get('deadlines')).status).toBe(401);
    const advisor = await signedIn(db(), api, 'advisor');
    const answer = await api.put(`shortlist/${course.courseId}`, { token: advisor.token });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Only students keep a shortlist');
  });

  it('adds once, removes, and answers 404 for an unknown or unpublished course and 400 for a bad id', async () => {
    const student = await signedIn(db(), api);
    const course = await createCourse(db());
    const first = await api.put<ShortlistItem[]>(`shortlist/${course.courseId}`, { token: student.token });
    expect(first.status).toBe(200);
    const again = await api.put<ShortlistItem[]>(`shortlist/${course.courseId}`, { token: student.token });
    expect(idsOf(again.body.data)).toEqual([course.courseId]);
    expect(await rowsOf(student.user.userId)).toHaveLength(1);
    const item = again.body.data[0]!;
    expect(item.course.UniversityModel.universityName).toBe(course.universityName);
    // The rupee estimate and the rate behind it come with the fee (null when there is none).
    expect(item.course).toHaveProperty('feeInr');
    expect(item.course).toHaveProperty('inrRate');
    expect(item.nextDeadline).toMatchObject({
      deadline: daysFromToday(90),
      daysLeft: 90,
      currentIntake: true,
    });

    expect((await api.put('shortlist/2000000000', { token: student.token })).status).toBe(404);
    const hidden = await createCourse(db());
    await db().update(courses).set({ isPublished: false }).where(eq(courses.courseId, hidden.courseId));
    expect((await api.put(`shortlist/${hidden.courseId}`, { token: student.token })).status).toBe(404);
    const bad = await api.put('shortlist/abc', { token: student.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.courseId).toBeTruthy();

    const removed = await api.delete<{ removed: boolean }>(`shortlist/${course.courseId}`, {
      token: student.token,
    });
    expect(removed.body.data.removed).toBe(true);
    expect(await rowsOf(student.user.userId)).toHaveLength(0);
    // Removing again is no error: two tabs may both untoggle.
    const twice = await api.delete<{ removed: boolean }>(`shortlist/${course.courseId}`, {
      token: student.token,
    });
    expect(twice.status).toBe(200);
    expect(twice.body.data.removed).toBe(false);
  });

  it('merges a browser list without duplicates, skips unknown courses, and is idempotent', async () => {
    const student = await signedIn(db(), api);
    const [a, b, c] = [await createCourse(db()), await createCourse(db()), await createCourse(db())];
    await api.put(`shortlist/${a.courseId}`, { token: student.token });

    const body = { courseIds: [a.courseId, b.courseId, b.courseId, c.courseId, 2_000_000_000] };
    const merged = await api.post<{ added: number; items: ShortlistItem[] }>('shortlist/merge', {
      token: student.token,
      body,
    });
    expect(merged.status).toBe(200);
    expect(merged.body.data.added).toBe(2);
    expect(idsOf(merged.body.data.items).sort()).toEqual([a.courseId, b.courseId, c.courseId].sort());

    const again = await api.post<{ added: number; items: ShortlistItem[] }>('shortlist/merge', {
      token: student.token,
      body,
    });
    expect(again.body.data.added).toBe(0);
    expect(await rowsOf(student.user.userId)).toHaveLength(3);

    // Two sign-ins at once (two tabs) still make one row per course.
    const d = await createCourse(db());
    await Promise.all(
      [1, 2].map(() =>
        api.post('shortlist/merge', { token: student.token, body: { courseIds: [d.courseId] } }),
      ),
    );
    expect(await rowsOf(student.user.userId)).toHaveLength(4);

    const bad = await api.post('shortlist/merge', { token: student.token, body: { courseIds: ['x'] } });
    expect(bad.status).toBe(400);
    const missing = await api.post('shortlist/merge', { token: student.token, body: {} });
    expect(missing.status).toBe(400);
  });

  it('refuses a course past the limit with 409, and a merge adds only what fits', async () => {
    const student = await signedIn(db(), api);
    const course = await createCourse(db());
    const extra = await createCourse(db());
    // One short of the limit, written straight into the tables (a course appears once per list).
    const filler: number[] = [];
    for (let i = 0; i < SHORTLIST_MAX - 1; i++) {
      const [row] = await db()
        .insert(courses)
        .values({
          universityId: course.universityId,
          courseCategoryId: course.courseCategoryId,
          courseName: `Filler ${i}`,
          courseType: 'Diploma',
          duration: '1 year',
          currencyCode: 'EUR',
          currency: 'Euro',
        })
        .returning({ courseId: courses.courseId });
      filler.push(row!.courseId);
    }
    await db()
      .insert(shortlistItems)
      .values(filler.map((courseId) => ({ userId: student.user.userId, courseId })));
    const merged = await api.post<{ added: number }>('shortlist/merge', {
      token: student.token,
      body: { courseIds: [course.courseId, extra.courseId] },
    });
    expect(merged.body.data.added).toBe(1);
    const full = await api.put(`shortlist/${extra.courseId}`, { token: student.token });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(SHORTLIST_TEXTS.full);
    // Adding one already there is still fine at the limit.
    expect((await api.put(`shortlist/${course.courseId}`, { token: student.token })).status).toBe(200);
    expect(await rowsOf(student.user.userId)).toHaveLength(SHORTLIST_MAX);
  });

  it("never shows or changes another student's shortlist", async () => {
    const alice = await signedIn(db(), api);
    const bob = await signedIn(db(), api);
    const course = await createCourse(db());
    const other = await createCourse(db());
    await api.put(`shortlist/${course.courseId}`, { token: alice.token });
    await api.put(`shortlist/${other.courseId}`, { token: bob.token });

    expect(idsOf((await api.get<ShortlistItem[]>('shortlist', { token: bob.token })).body.data)).toEqual([
      other.courseId,
    ]);
    // Bob removing Alice's course removes nothing of hers.
    const removed = await api.delete<{ removed: boolean }>(`shortlist/${course.courseId}`, {
      token: bob.token,
    });
    expect(removed.body.data.removed).toBe(false);
    // Bob merging cannot write into Alice's list: the account is the session's, never the body's.
    await api.post('shortlist/merge', {
      token: bob.token,
      body: { courseIds: [course.courseId], userId: alice.user.userId },
    });
    expect((await rowsOf(alice.user.userId)).map((r) => r.courseId)).toEqual([course.courseId]);
    expect(idsOf((await api.get<ShortlistItem[]>('shortlist', { token: alice.token })).body.data)).toEqual([
      course.courseId,
    ]);
  });

  it('looks up a visitor list publicly, in its order, skipping unknown courses', async () => {
    const [a, b] = [await createCourse(db()), await createCourse(db())];
    const answer = await api.get<ShortlistItem[]>(
      `shortlist/courses?courseIds=${b.courseId},2000000000,${a.courseId}`,
    );
    expect(answer.status).toBe(200);
    expect(idsOf(answer.body.data)).toEqual([b.courseId, a.courseId]);
    expect(answer.body.data[0]!.addedAt).toBeNull();
    expect((await api.get('shortlist/courses?courseIds=1;drop')).status).toBe(400);
    expect((await api.get('shortlist/courses')).status).toBe(400);
  });

  it('staff see a student shortlist in their scope only: own advisor and admins, not another advisor', async () => {
    const advisor = await signedIn(db(), api, 'advisor');
    const otherAdvisor = await signedIn(db(), api, 'advisor');
    const admin = await signedIn(db(), api, 'admin');
    const student = await studentOf(db(), api, advisor.user.userId);
    const course = await createCourse(db());
    await api.put(`shortlist/${course.courseId}`, { token: student.token });
    const path = `staff/students/${student.user.userId}/shortlist`;

    const own = await api.get<ShortlistItem[]>(path, { token: advisor.token });
    expect(own.status).toBe(200);
    expect(idsOf(own.body.data)).toEqual([course.courseId]);
    expect(idsOf((await api.get<ShortlistItem[]>(path, { token: admin.token })).body.data)).toEqual([
      course.courseId,
    ]);
    expect((await api.get(path, { token: otherAdvisor.token })).status).toBe(404);
    expect((await api.get(path, { token: student.token })).status).toBe(403);
    expect((await api.get(path)).status).toBe(401);
  });

  it('lists upcoming deadlines of shortlisted courses and open applications, not closed ones', async () => {
    const student = await signedIn(db(), api);
    const shortlisted = await createCourse(db());
    const applied = await createCourse(db());
    const rejected = await createCourse(db());
    await db()
      .update(courses)
      .set({ applicationDeadline: daysFromToday(10) })
      .where(eq(courses.courseId, applied.courseId));
    await api.put(`shortlist/${shortlisted.courseId}`, { token: student.token });
    const application = await api.post<{ admissionApplicationId: number }>('admission', {
      token: student.token,
      body: { courseId: applied.courseId },
    });
    await api.post('admission', { token: student.token, body: { courseId: rejected.courseId } });
    await api.put(`shortlist/${rejected.courseId}`, { token: student.token });
    await db()
      .update(admissionApplications)
      .set({ status: 'Rejected' })
      .where(
        and(
          eq(admissionApplications.userId, student.user.userId),
          eq(admissionApplications.courseId, rejected.courseId),
        ),
      );

    const answer = await api.get<UpcomingDeadline[]>('deadlines', { token: student.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((d) => [d.courseId, d.daysLeft, d.shortlisted])).toEqual([
      [applied.courseId, 10, false],
      [shortlisted.courseId, 90, true],
    ]);
    expect(answer.body.data[0]!.admissionApplicationId).toBe(application.body.data.admissionApplicationId);
  });

  it('leaves out an application whose decision is in (Accepted, Rejected), even shortlisted; a Pending one stays', async () => {
    // The /timeline and /applications deadlines (docs/planning.md#deadlines-and-reminders).
    const student = await signedIn(db(), api);
    const [pending, accepted, rejected] = [
      await createCourse(db()),
      await createCourse(db()),
      await createCourse(db()),
    ];
    for (const course of [pending, accepted, rejected]) {
      expect(
        (await api.post('admission', { token: student.token, body: { courseId: course.courseId } })).status,
      ).toBe(200);
      await api.put(`shortlist/${course.courseId}`, { token: student.token });
    }
    for (const [course, status] of [
      [accepted, 'Accepted'],
      [rejected, 'Rejected'],
    ] as const) {
      await db()
        .update(admissionApplications)
        .set({ status })
        .where(
          and(
            eq(admissionApplications.userId, student.user.userId),
            eq(admissionApplications.courseId, course.courseId),
          ),
        );
    }

    const answer = await api.get<UpcomingDeadline[]>('deadlines', { token: student.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((d) => d.courseId)).toEqual([pending.courseId]);
  });
});
