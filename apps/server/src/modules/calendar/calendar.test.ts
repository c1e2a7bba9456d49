import { randomBytes } from 'node:crypto';
import {
  type AdmissionApplication,
  CALENDAR_TEXTS,
  type CalendarFeed,
  type CalendarFeedCreated,
  calendarEventTitle,
} from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionApplications, calendarFeeds, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { createCourse, type TestCourse } from '../../test/applications-factories';
import { daysFromToday } from '../../test/catalogue-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';

// docs/planning.md#deadlines-in-a-calendar
let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const db = () => t.database.db;
/** A calendar app's request: no cookie, no token, only the address. */
const fetchFeed = (path: string) => fetch(`${t.url}${path}`);
const icsDay = (day: string) => day.replaceAll('-', '');
const title = (course: TestCourse) =>
  calendarEventTitle(course.courseName, `September ${daysFromToday(180).slice(0, 4)}`);
/** Event text folds at 75 octets and escapes commas: unfold before looking for a long line. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').replaceAll('\\,', ',');

async function studentWithDeadlines() {
  const student = await signedIn(db(), api);
  const shortlisted = await createCourse(db());
  const applied = await createCourse(db());
  const accepted = await createCourse(db());
  await api.put(`shortlist/${shortlisted.courseId}`, { token: student.token });
  const application = await api.post<AdmissionApplication>('admission', {
    token: student.token,
    body: { courseId: applied.courseId },
  });
  const decided = await api.post<AdmissionApplication>('admission', {
    token: student.token,
    body: { courseId: accepted.courseId },
  });
  await db()
    .update(admissionApplications)
    .set({ status: 'Accepted' })
    .where(eq(admissionApplications.admissionApplicationId, decided.body.data.admissionApplicationId));
  return { ...student, shortlisted, applied, accepted, application: application.body.data };
}

describe('deadlines in a calendar', () => {
  it('signed out: 401 for the address and the files; staff: 403', async () => {
    expect((await api.get('calendar-feed')).status).toBe(401);
    expect((await api.post('calendar-feed')).status).toBe(401);
    expect((await api.delete('calendar-feed')).status).toBe(401);
    expect((await api.get('deadlines/1/calendar.ics')).status).toBe(401);
    const advisor = await signedIn(db(), api, 'advisor');
    const answer = await api.post('calendar-feed', { token: advisor.token });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(CALENDAR_TEXTS.onlyStudents);
  });

  it('downloads one deadline of the student as a calendar file; not a decided one, nor a course that is not theirs', async () => {
    const s = await studentWithDeadlines();
    const answer = await fetch(`${t.url}/api/v1/deadlines/${s.applied.courseId}/calendar.ics`, {
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="edupath-deadline-${s.applied.courseId}.ics"`,
    );
    const ics = unfold(await answer.text());
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${icsDay(daysFromToday(90))}`);
    expect(ics).toContain(`SUMMARY:${title(s.applied)}`);
    expect(ics).toContain(`/applications/${s.application.admissionApplicationId}`);
    expect(ics).toContain('TRIGGER:-P7D');

    const get = (courseId: number | string) =>
      api.get(`deadlines/${courseId}/calendar.ics`, { token: s.token });
    expect((await get(s.accepted.courseId)).status).toBe(404);
    expect((await get((await createCourse(db())).courseId)).status).toBe(404);
    expect((await get('abc')).status).toBe(400);
  });

  it('serves every deadline of the student behind a secret address, with no session; decided ones stay out', async () => {
    const s = await studentWithDeadlines();
    expect((await api.get<CalendarFeed>('calendar-feed', { token: s.token })).body.data).toEqual({
      active: false,
      createdAt: null,
    });
    const made = await api.post<CalendarFeedCreated>('calendar-feed', { token: s.token });
    expect(made.status).toBe(200);
    expect(made.body.message).toBe(CALENDAR_TEXTS.created);
    expect(made.body.data.feedPath).toMatch(/^\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const feed = await fetchFeed(made.body.data.feedPath);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = unfold(await feed.text());
    expect(ics).toContain('X-WR-CALNAME:EduPath deadlines');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain(`SUMMARY:${title(s.applied)}`);
    expect(ics).toContain(`SUMMARY:${title(s.shortlisted)}`);
    expect(ics).not.toContain(s.accepted.courseName);

    // The secret is never stored or answered again: the database keeps a hash, the page a date.
    const secret = made.body.data.feedPath.slice('/api/v1/calendar/'.length, -'.ics'.length);
    const [row] = await db().select().from(calendarFeeds).where(eq(calendarFeeds.userId, s.user.userId));
    expect(row!.tokenHash).not.toContain(secret);
    const status = await api.get<CalendarFeed>('calendar-feed', { token: s.token });
    expect(status.body.data).toEqual({ active: true, createdAt: made.body.data.createdAt });
    expect(JSON.stringify(status.body)).not.toContain(secret);
  });

  it("one student's address shows only their deadlines; a guessed address is 404", async () => {
    const a = await studentWithDeadlines();
    const b = await studentWithDeadlines();
    const madeB = await api.post<CalendarFeedCreated>('calendar-feed', { token: b.token });
    const ics = await (await fetchFeed(madeB.body.data.feedPath)).text();
    expect(ics).not.toContain(a.applied.courseName);
    expect(ics).not.toContain(a.shortlisted.courseName);

    const guessed = `/api/v1/calendar/${randomBytes(32).toString('base64url')}.ics`;
    const miss = await fetchFeed(guessed);
    expect(miss.status).toBe(404);
    expect(((await miss.json()) as { message: string }).message).toBe(CALENDAR_TEXTS.notFound);
    expect((await fetchFeed('/api/v1/calendar/short.ics')).status).toBe(404);
    // The hash itself (read from a copy of the database) opens nothing either.
    const [row] = await db().select().from(calendarFeeds).where(eq(calendarFeeds.userId, b.user.userId));
    expect((await fetchFeed(`/api/v1/calendar/${row!.tokenHash}.ics`)).status).toBe(404);
  });

  it('a new address retires the old one; turned off, the address is 404; a deactivated student has none', async () => {
    const s = await studentWithDeadlines();
    const first = await api.post<CalendarFeedCreated>('calendar-feed', { token: s.token });
    const second = await api.post<CalendarFeedCreated>('calendar-feed', { token: s.token });
    expect(second.body.data.feedPath).not.toBe(first.body.data.feedPath);
    expect((await fetchFeed(first.body.data.feedPath)).status).toBe(404);
    expect((await fetchFeed(second.body.data.feedPath)).status).toBe(200);

    const off = await api.delete<CalendarFeed>('calendar-feed', { token: s.token });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(CALENDAR_TEXTS.revoked);
    expect(off.body.data).toEqual({ active: false, createdAt: null });
    expect((await fetchFeed(second.body.data.feedPath)).status).toBe(404);

    const third = await api.post<CalendarFeedCreated>('calendar-feed', { token: s.token });
    expect((await fetchFeed(third.body.data.feedPath)).status).toBe(200);
    await db().update(users).set({ isActive: false }).where(eq(users.userId, s.user.userId));
    expect((await fetchFeed(third.body.data.feedPath)).status).toBe(404);
  });
});
