import { DEADLINE_REMINDER_DAYS, NOTIFICATION_TYPES } from '@edupath/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admissionApplications,
  courses,
  deadlineReminders,
  emailOutbox,
  notifications,
  users,
} from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { daysFromToday } from '../../test/catalogue-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { sendDueReminders } from './index';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const db = () => t.database.db;
const DAY_MS = 86_400_000;

/**
 * A test clock: deadlines far in the future (so the real date never makes them due while the
 * tests run), and `now` set relative to them.
 */
let nextYear = 2040;
async function courseWithDeadline() {
  const year = nextYear++;
  const deadline = `${year}-06-30`;
  const course = await createCourse(db());
  await db()
    .update(courses)
    .set({ intake: 'September', intakeStart: `${year}-09-15`, applicationDeadline: deadline })
    .where(eq(courses.courseId, course.courseId));
  const daysBefore = (days: number, hour = 9) =>
    new Date(Date.parse(`${deadline}T00:00:00Z`) - days * DAY_MS + hour * 3_600_000);
  return { ...course, deadline, daysBefore };
}

const remindersOf = (userId: number) =>
  db()
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.type, NOTIFICATION_TYPES.deadlineReminder)),
    );
const run = (now: Date) => sendDueReminders(db(), t.app.events, now);
const verify = (userId: number) =>
  db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.userId, userId));
const mailsTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));

describe('deadline reminders', () => {
  it('sends exactly one reminder per threshold (30, 7, 1 day) however often the job runs', async () => {
    const student = await signedIn(db(), api);
    const course = await courseWithDeadline();
    await api.put(`shortlist/${course.courseId}`, { token: student.token });

    expect(DEADLINE_REMINDER_DAYS).toEqual([30, 7, 1]);
    await run(course.daysBefore(31));
    expect(await remindersOf(student.user.userId)).toHaveLength(0);

    await run(course.daysBefore(30));
    await run(course.daysBefore(30, 15));
    // Two instances at once: the guard row lets one of them send.
    await Promise.all([run(course.daysBefore(29)), run(course.daysBefore(29))]);
    let sent = await remindersOf(student.user.userId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toBe(
      `Applications for ${course.courseName} at ${course.universityName} (September ${course.deadline.slice(0, 4)} intake) close in 30 days (on ${course.deadline}).`,
    );
    expect(sent[0]!.link).toBe('/shortlist');

    for (const days of [8, 7, 7, 6, 2]) await run(course.daysBefore(days));
    sent = await remindersOf(student.user.userId);
    expect(sent).toHaveLength(2);

    for (const days of [1, 1, 0]) await run(course.daysBefore(days));
    sent = await remindersOf(student.user.userId);
    expect(sent.map((n) => n.message).at(-1)).toContain('close tomorrow');
    expect(sent).toHaveLength(3);

    const guards = await db()
      .select({ threshold: deadlineReminders.thresholdDays })
      .from(deadlineReminders)
      .where(
        and(
          eq(deadlineReminders.userId, student.user.userId),
          eq(deadlineReminders.courseId, course.courseId),
        ),
      );
    expect(guards.map((g) => g.threshold).sort((a, b) => a - b)).toEqual([1, 7, 30]);
    // After the deadline nothing more is sent for it.
    await run(course.daysBefore(-1));
    expect(await remindersOf(student.user.userId)).toHaveLength(3);
  });

  it('a course shortlisted late gets only the tightest reminder reached, once', async () => {
    const student = await signedIn(db(), api);
    const course = await courseWithDeadline();
    await api.put(`shortlist/${course.courseId}`, { token: student.token });
    await run(course.daysBefore(5));
    await run(course.daysBefore(4));
    const sent = await remindersOf(student.user.userId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toContain('close in 5 days');
  });

  it("reminds of a shortlisted course's next year's deadline once its stored one has passed", async () => {
    const student = await signedIn(db(), api);
    const course = await courseWithDeadline();
    const passed = `${Number(course.deadline.slice(0, 4)) - 1}${course.deadline.slice(4)}`;
    await db()
      .update(courses)
      .set({ applicationDeadline: passed, intakeStart: `${passed.slice(0, 4)}-09-15` })
      .where(eq(courses.courseId, course.courseId));
    await api.put(`shortlist/${course.courseId}`, { token: student.token });
    await run(course.daysBefore(31));
    expect(await remindersOf(student.user.userId)).toHaveLength(0);
    await run(course.daysBefore(30));
    const sent = await remindersOf(student.user.userId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toContain(`close in 30 days (on ${course.deadline})`);
  });

  it('finds a recurring deadline across the turn of the year', async () => {
    const student = await signedIn(db(), api);
    const course = await createCourse(db());
    // Stored two years back; the next one is 2051-01-05, 16 days after 2050-12-20.
    await db()
      .update(courses)
      .set({ intake: 'March', intakeStart: '2049-03-01', applicationDeadline: '2049-01-05' })
      .where(eq(courses.courseId, course.courseId));
    await api.put(`shortlist/${course.courseId}`, { token: student.token });
    await run(new Date('2050-12-20T10:00:00Z'));
    const sent = await remindersOf(student.user.userId);
    expect(sent.map((n) => n.message)).toEqual([
      `Applications for ${course.courseName} at ${course.universityName} (March 2051 intake) close in 16 days (on 2051-01-05).`,
    ]);
  });

  it('reminds of an open application (linking to it) and never of a closed one', async () => {
    const student = await signedIn(db(), api);
    const open = await courseWithDeadline();
    const closed = await courseWithDeadline();
    const application = await api.post<{ admissionApplicationId: number }>('admission', {
      token: student.token,
      body: { courseId: open.courseId },
    });
    expect(application.status).toBe(200);
    await api.post('admission', { token: student.token, body: { courseId: closed.courseId } });
    // Shortlisted as well: a closed application still silences it.
    await api.put(`shortlist/${closed.courseId}`, { token: student.token });
    await db()
      .update(admissionApplications)
      .set({ status: 'Rejected' })
      .where(
        and(
          eq(admissionApplications.userId, student.user.userId),
          eq(admissionApplications.courseId, closed.courseId),
        ),
      );

    await run(open.daysBefore(7));
    await run(closed.daysBefore(7));
    await run(closed.daysBefore(1));
    const sent = await remindersOf(student.user.userId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toContain(open.courseName);
    expect(sent[0]!.link).toBe(`/applications/${application.body.data.admissionApplicationId}`);
  });

  it('none once the decision is in (Accepted or Rejected); an undecided (Pending) one is still reminded', async () => {
    // docs/planning.md#deadlines-and-reminders: a decided application's deadline no longer concerns the student.
    const student = await signedIn(db(), api);
    const pending = await courseWithDeadline();
    const accepted = await courseWithDeadline();
    const rejected = await courseWithDeadline();
    for (const course of [pending, accepted, rejected]) {
      const applied = await api.post('admission', {
        token: student.token,
        body: { courseId: course.courseId },
      });
      expect(applied.status).toBe(200);
    }
    const setStatus = (courseId: number, status: 'Accepted' | 'Rejected') =>
      db()
        .update(admissionApplications)
        .set({ status })
        .where(
          and(
            eq(admissionApplications.userId, student.user.userId),
            eq(admissionApplications.courseId, courseId),
          ),
        );
    await setStatus(accepted.courseId, 'Accepted');
    await setStatus(rejected.courseId, 'Rejected');

    for (const course of [pending, accepted, rejected]) await run(course.daysBefore(7));
    const sent = await remindersOf(student.user.userId);
    expect(sent.map((n) => n.message.includes(pending.courseName))).toEqual([true]);
  });

  it("reminds of an application's own intake: the next year's after a closed one, whatever the course's dates later say", async () => {
    // docs/applications-and-timeline.md#applying: the application keeps the intake it was made for.
    const student = await signedIn(db(), api);
    const course = await createCourse(db());
    await db()
      .update(courses)
      .set({ intake: 'September', intakeStart: daysFromToday(60), applicationDeadline: daysFromToday(-1) })
      .where(eq(courses.courseId, course.courseId));
    const applied = await api.post<{ admissionApplicationId: number; intake: { deadline: string } }>(
      'admission',
      { token: student.token, body: { courseId: course.courseId } },
    );
    expect(applied.status).toBe(200);
    const own = applied.body.data.intake.deadline;
    expect(own).toBe(`${Number(daysFromToday(-1).slice(0, 4)) + 1}${daysFromToday(-1).slice(4)}`);
    // The catalogue's dates move on: the course now closes in 10 days.
    await db()
      .update(courses)
      .set({ intakeStart: daysFromToday(100), applicationDeadline: daysFromToday(10) })
      .where(eq(courses.courseId, course.courseId));

    await run(new Date(Date.parse(`${daysFromToday(3)}T09:00:00Z`)));
    expect(await remindersOf(student.user.userId)).toEqual([]);
    await run(new Date(Date.parse(`${own}T09:00:00Z`) - 7 * DAY_MS));
    const sent = await remindersOf(student.user.userId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toContain(
      `(September ${Number(daysFromToday(60).slice(0, 4)) + 1} intake) close in 7 days (on ${own})`,
    );
    expect(sent[0]!.link).toBe(`/applications/${applied.body.data.admissionApplicationId}`);
  });

  it('none for a withdrawn application', async () => {
    const student = await signedIn(db(), api);
    const course = await courseWithDeadline();
    const applied = await api.post<{ admissionApplicationId: number }>('admission', {
      token: student.token,
      body: { courseId: course.courseId },
    });
    // Shortlisted as well: the withdrawal still silences it.
    await api.put(`shortlist/${course.courseId}`, { token: student.token });
    const id = applied.body.data.admissionApplicationId;
    expect((await api.post(`admission/${id}/withdraw`, { token: student.token })).status).toBe(200);

    await run(course.daysBefore(30));
    await run(course.daysBefore(7));
    await run(course.daysBefore(1));
    expect(await remindersOf(student.user.userId)).toEqual([]);
  });

  it('pushes the reminder live and emails it only when the student wants reminder emails', async () => {
    const wants = await signedIn(db(), api);
    const optedOut = await signedIn(db(), api);
    await verify(wants.user.userId);
    await verify(optedOut.user.userId);
    const off = await api.put('email/preferences', { token: optedOut.token, body: { reminders: false } });
    expect(off.status).toBe(200);
    const course = await courseWithDeadline();
    await api.put(`shortlist/${course.courseId}`, { token: wants.token });
    await api.put(`shortlist/${course.courseId}`, { token: optedOut.token });

    const pushed: number[] = [];
    const stop = t.app.events.subscribe('notification.created', ({ userId }) => pushed.push(userId));
    try {
      await run(course.daysBefore(7));
      await run(course.daysBefore(7));
    } finally {
      stop();
    }
    expect(pushed.filter((id) => id === wants.user.userId)).toHaveLength(1);
    expect(pushed.filter((id) => id === optedOut.user.userId)).toHaveLength(1);

    const mails = await mailsTo(wants.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('An application deadline is coming up');
    expect(mails[0]!.category).toBe('reminders');
    expect(mails[0]!.textBody).toContain(course.courseName);
    expect(await mailsTo(optedOut.user.email)).toHaveLength(0);
    expect(await remindersOf(optedOut.user.userId)).toHaveLength(1);
  });

  it('is scheduled in the durable queue', async () => {
    const result = await db().execute(
      sql`select name, cron from pgboss.schedule where name = 'planning.reminders'`,
    );
    const rows = (result as unknown as { rows: Array<{ name: string; cron: string }> }).rows;
    expect(rows).toEqual([{ name: 'planning.reminders', cron: '41 * * * *' }]);
  });
});
