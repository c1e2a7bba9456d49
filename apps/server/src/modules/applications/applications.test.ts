import {
  type AdmissionApplication,
  APPLICATION_MESSAGES,
  type AppliedCourse,
  applicationsClosedText,
  type MilestoneStatusItem,
  NOTIFICATION_TYPES,
  type NotificationItem,
  type UpcomingDeadline,
} from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionApplications, applicationStatusHistory, courses } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { daysFromToday } from '../../test/catalogue-factories';
import { signedIn } from '../../test/factories';
import type { apiClient } from '../../test/http';
import { autoMilestoneId, startTestAppWithMilestones } from '../../test/milestones-app';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let applicationsSubmittedId: number;

beforeAll(async () => {
  ({ t, api } = await startTestAppWithMilestones());
  applicationsSubmittedId = await autoMilestoneId(t.database.db, 'applications_submitted');
});
afterAll(() => t.close());

const student = () => signedIn(t.database.db, api);
const applicationsOf = (userId: number) =>
  t.database.db.select().from(admissionApplications).where(eq(admissionApplications.userId, userId));
const notificationsOf = async (token: string) =>
  (await api.get<NotificationItem[]>('notification/notifications', { token })).body.data;

describe('POST /admission', () => {
  it('creates a Pending application with its history row and completes the Applications Submitted milestone', async () => {
    const course = await createCourse(t.database.db);
    const a = await student();

    const answer = await api.post<AdmissionApplication>('admission', {
      token: a.token,
      body: { courseId: course.courseId },
    });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(APPLICATION_MESSAGES.submitted);
    expect(answer.body.data).toMatchObject({
      status: 'Pending',
      CourseModel: {
        courseId: course.courseId,
        courseName: course.courseName,
        courseType: 'Postgraduate',
        duration: '2 years',
        CourseCategoryModel: { categoryName: expect.stringMatching(/^Engineering /) },
        UniversityModel: { universityName: course.universityName, location: 'Test City, Testland' },
      },
    });
    const rows = await applicationsOf(a.user.userId);
    expect(rows).toMatchObject([{ courseId: course.courseId, status: 'Pending' }]);
    const history = await t.database.db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.admissionApplicationId, rows[0]!.admissionApplicationId));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'Pending', changedBy: a.user.userId }]);

    const statuses = await api.get<MilestoneStatusItem[]>(`milestone-status/user/${a.user.userId}`, {
      token: a.token,
    });
    expect(statuses.body.data).toMatchObject([{ milestoneId: applicationsSubmittedId, status: 'Complete' }]);
    // Newest first: the milestone completed after the application's own confirmation.
    expect(
      (await notificationsOf(a.token)).map(({ type, message, link, Sender }) => ({
        type,
        message,
        link,
        Sender,
      })),
    ).toEqual([
      {
        type: NOTIFICATION_TYPES.milestoneStatus,
        message: 'Milestone completed: Applications Submitted.',
        link: '/timeline',
        Sender: null,
      },
      {
        type: NOTIFICATION_TYPES.applicationSubmitted,
        message: `Your application for ${course.courseName} at ${course.universityName} has been submitted.`,
        link: `/applications/${rows[0]!.admissionApplicationId}`,
        Sender: null,
      },
    ]);
  });

  it('confirms every application with its own notification, pushed live after the commit', async () => {
    const [first, second] = [await createCourse(t.database.db), await createCourse(t.database.db)];
    const a = await student();
    const pushed: NotificationItem[] = [];
    const stop = t.app.events.subscribe('notification.created', ({ userId, notification }) => {
      if (userId === a.user.userId) pushed.push(notification);
    });
    for (const course of [first, second]) {
      expect(
        (await api.post('admission', { token: a.token, body: { courseId: course.courseId } })).status,
      ).toBe(200);
    }
    stop();

    const confirmations = (await notificationsOf(a.token)).filter(
      (n) => n.type === NOTIFICATION_TYPES.applicationSubmitted,
    );
    expect(confirmations.map((n) => n.message)).toEqual([
      `Your application for ${second.courseName} at ${second.universityName} has been submitted.`,
      `Your application for ${first.courseName} at ${first.universityName} has been submitted.`,
    ]);
    expect(pushed.filter((n) => n.type === NOTIFICATION_TYPES.applicationSubmitted)).toHaveLength(2);
  });

  it('answers 409 for the same course twice and keeps one application; the milestone notifies once', async () => {
    const [first, second] = [await createCourse(t.database.db), await createCourse(t.database.db)];
    const a = await student();
    expect((await api.post('admission', { token: a.token, body: { courseId: first.courseId } })).status).toBe(
      200,
    );
    expect(
      (await api.post('admission', { token: a.token, body: { courseId: second.courseId } })).status,
    ).toBe(200);

    const again = await api.post('admission', { token: a.token, body: { courseId: first.courseId } });

    expect(again.status).toBe(409);
    expect(again.body.message).toBe(APPLICATION_MESSAGES.alreadyApplied);
    expect(await applicationsOf(a.user.userId)).toHaveLength(2);
    // Two confirmations and one milestone: the refused third attempt wrote nothing.
    expect((await notificationsOf(a.token)).map((n) => n.type).sort()).toEqual([
      NOTIFICATION_TYPES.applicationSubmitted,
      NOTIFICATION_TYPES.applicationSubmitted,
      NOTIFICATION_TYPES.milestoneStatus,
    ]);
  });

  it('lets a second student apply to a course the first one applied to', async () => {
    const course = await createCourse(t.database.db);
    const [a, b] = [await student(), await student()];
    expect(
      (await api.post('admission', { token: a.token, body: { courseId: course.courseId } })).status,
    ).toBe(200);
    expect(
      (await api.post('admission', { token: b.token, body: { courseId: course.courseId } })).status,
    ).toBe(200);
    expect(await applicationsOf(b.user.userId)).toHaveLength(1);
  });

  it('answers 404 for an unknown course and writes nothing', async () => {
    const a = await student();
    const answer = await api.post('admission', { token: a.token, body: { courseId: 2_000_000 } });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Course not found');
    expect(await applicationsOf(a.user.userId)).toHaveLength(0);
    expect(await notificationsOf(a.token)).toHaveLength(0);
  });

  it("applies to the same intake a year later once the course's has closed; the application keeps that intake", async () => {
    // docs/applications-and-timeline.md#applying: a closed intake is no dead end.
    const a = await student();
    const course = await createCourse(t.database.db);
    const start = daysFromToday(60);
    const passed = daysFromToday(-1);
    const yearsLater = (day: string, years = 1) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
    await t.database.db
      .update(courses)
      .set({ intake: 'September', intakeStart: start, applicationDeadline: passed })
      .where(eq(courses.courseId, course.courseId));
    const nextLabel = `September ${yearsLater(start).slice(0, 4)}`;

    // The closed intake, confirmed on a page opened before its deadline: refused, nothing written.
    const stale = await api.post('admission', {
      token: a.token,
      body: { courseId: course.courseId, intakeStart: start },
    });
    expect(stale.status).toBe(409);
    const closed = applicationsClosedText(`September ${start.slice(0, 4)}`);
    expect(stale.body.message).toBe(closed);
    expect(stale.body.errors?.intakeStart).toBe(closed);
    // An intake later than the open one is not open yet.
    const early = await api.post('admission', {
      token: a.token,
      body: { courseId: course.courseId, intakeStart: yearsLater(start, 2) },
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      APPLICATION_MESSAGES.intakeNotOpen(`September ${yearsLater(start, 2).slice(0, 4)}`),
    );
    expect(await applicationsOf(a.user.userId)).toHaveLength(0);

    const answer = await api.post<AdmissionApplication>('admission', {
      token: a.token,
      body: { courseId: course.courseId, intakeStart: yearsLater(start) },
    });
    expect(answer.status).toBe(200);
    const intake = { label: nextLabel, start: yearsLater(start), deadline: yearsLater(passed) };
    expect(answer.body.data.intake).toEqual(intake);
    const [row] = await applicationsOf(a.user.userId);
    expect(row).toMatchObject({
      intake: 'September',
      intakeStart: yearsLater(start),
      applicationDeadline: yearsLater(passed),
    });

    // A later change to the course's dates does not move the application's intake or its deadline.
    await t.database.db
      .update(courses)
      .set({ intakeStart: daysFromToday(200), applicationDeadline: daysFromToday(20) })
      .where(eq(courses.courseId, course.courseId));
    const id = answer.body.data.admissionApplicationId;
    expect(
      (await api.get<AdmissionApplication>(`admission/${id}`, { token: a.token })).body.data.intake,
    ).toEqual(intake);
    const deadlines = await api.get<UpcomingDeadline[]>('deadlines', { token: a.token });
    expect(deadlines.body.data).toEqual([
      expect.objectContaining({
        courseId: course.courseId,
        deadline: yearsLater(passed),
        intakeLabel: nextLabel,
        admissionApplicationId: id,
      }),
    ]);
  });

  it('keeps the deadline day open; without intakeStart it applies to the intake open that day', async () => {
    const a = await student();
    const course = await createCourse(t.database.db);
    const start = daysFromToday(60);
    await t.database.db
      .update(courses)
      .set({ intake: 'September', intakeStart: start, applicationDeadline: daysFromToday(0) })
      .where(eq(courses.courseId, course.courseId));
    const onTheDay = await api.post<AdmissionApplication>('admission', {
      token: a.token,
      body: { courseId: course.courseId },
    });
    expect(onTheDay.status).toBe(200);
    expect(onTheDay.body.data.intake).toEqual({
      label: `September ${start.slice(0, 4)}`,
      start,
      deadline: daysFromToday(0),
    });
  });

  it('keeps no intake for a course that publishes no dates', async () => {
    const a = await student();
    const course = await createCourse(t.database.db);
    await t.database.db
      .update(courses)
      .set({ intakeStart: null, applicationDeadline: null })
      .where(eq(courses.courseId, course.courseId));
    const answer = await api.post<AdmissionApplication>('admission', {
      token: a.token,
      body: { courseId: course.courseId },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.intake).toBeNull();
  });

  it.each([
    [{}, APPLICATION_MESSAGES.courseIdRequired],
    [{ courseId: 'abc' }, APPLICATION_MESSAGES.courseIdNotNumber],
    [{ courseId: '5' }, APPLICATION_MESSAGES.courseIdNotNumber],
    [{ courseId: true }, APPLICATION_MESSAGES.courseIdNotNumber],
    [{ courseId: null }, APPLICATION_MESSAGES.courseIdNotNumber],
    [{ courseId: 1.5 }, 'courseId must be a whole number'],
    [{ courseId: -3 }, 'courseId must be a positive number'],
    [{ courseId: 99_999_999_999 }, 'courseId is too large'],
  ])('answers 400 for %j', async (body, message) => {
    const a = await student();
    const answer = await api.post('admission', { token: a.token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.courseId).toBe(message);
    expect(await applicationsOf(a.user.userId)).toHaveLength(0);
  });

  it('refuses staff with 403 and visitors with 401', async () => {
    const course = await createCourse(t.database.db);
    const advisor = await signedIn(t.database.db, api, 'advisor');
    const refused = await api.post('admission', {
      token: advisor.token,
      body: { courseId: course.courseId },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(APPLICATION_MESSAGES.onlyStudentsApply);
    expect(await applicationsOf(advisor.user.userId)).toHaveLength(0);
    expect((await api.post('admission', { body: { courseId: course.courseId } })).status).toBe(401);
  });
});

describe('GET /admission/applied', () => {
  it("lists only the student's own applied courses with their application ids", async () => {
    const [first, second] = [await createCourse(t.database.db), await createCourse(t.database.db)];
    const [a, b] = [await student(), await student()];
    expect((await api.get<AppliedCourse[]>('admission/applied', { token: a.token })).body.data).toEqual([]);
    const ids: number[] = [];
    for (const course of [second, first]) {
      const answer = await api.post<AdmissionApplication>('admission', {
        token: a.token,
        body: { courseId: course.courseId },
      });
      ids.push(answer.body.data.admissionApplicationId);
    }
    await api.post('admission', { token: b.token, body: { courseId: first.courseId } });

    const answer = await api.get<AppliedCourse[]>('admission/applied', { token: a.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { courseId: first.courseId, admissionApplicationId: ids[1] },
      { courseId: second.courseId, admissionApplicationId: ids[0] },
    ]);
  });

  it('asks for a sign-in', async () => {
    expect((await api.get('admission/applied')).status).toBe(401);
  });
});

describe('GET /admission', () => {
  it("lists only the student's own applications, newest first", async () => {
    const [older, newer, others] = [
      await createCourse(t.database.db),
      await createCourse(t.database.db),
      await createCourse(t.database.db),
    ];
    const [a, b] = [await student(), await student()];
    const advisor = await signedIn(t.database.db, api, 'advisor');
    await api.post('admission', { token: a.token, body: { courseId: older.courseId } });
    await api.post('admission', { token: a.token, body: { courseId: newer.courseId } });
    await api.post('admission', { token: b.token, body: { courseId: others.courseId } });

    const mine = await api.get<AdmissionApplication[]>('admission', { token: a.token });

    expect(mine.status).toBe(200);
    expect(mine.body.data.map((x) => x.CourseModel.courseId)).toEqual([newer.courseId, older.courseId]);
    const theirs = await api.get<AdmissionApplication[]>('admission', { token: b.token });
    expect(theirs.body.data.map((x) => x.CourseModel.courseId)).toEqual([others.courseId]);
    expect((await api.get<AdmissionApplication[]>('admission', { token: advisor.token })).body.data).toEqual(
      [],
    );
    expect((await api.get('admission')).status).toBe(401);
  });
});

describe('GET /admission/{admissionApplicationId}', () => {
  it('answers the own application and 404 for anyone else, staff included', async () => {
    const course = await createCourse(t.database.db);
    const [a, b] = [await student(), await student()];
    const advisor = await signedIn(t.database.db, api, 'advisor');
    const created = await api.post<AdmissionApplication>('admission', {
      token: a.token,
      body: { courseId: course.courseId },
    });
    const id = created.body.data.admissionApplicationId;

    const own = await api.get<AdmissionApplication>(`admission/${id}`, { token: a.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual(created.body.data);

    for (const token of [b.token, advisor.token]) {
      const answer = await api.get(`admission/${id}`, { token });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Application not found');
    }
    expect((await api.get(`admission/${id}`)).status).toBe(401);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    const a = await student();
    const answer = await api.get(`admission/${id}`, { token: a.token });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.admissionApplicationId).toBeTruthy();
  });

  it('answers 404 for an id that does not exist', async () => {
    const a = await student();
    expect((await api.get('admission/2000000', { token: a.token })).status).toBe(404);
  });
});
