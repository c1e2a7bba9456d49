import { createHash, randomBytes } from 'node:crypto';
import {
  type AuthUser,
  CALENDAR_TEXTS,
  type CalendarFeed,
  type CalendarFeedCreated,
  calendarEndpoints,
  calendarEventTitle,
  type UpcomingDeadline,
  urlOf,
} from '@edupath/contract';
import ical, { ICalAlarmType } from 'ical-generator';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { savedScholarshipDeadlinesOf } from '../scholarships/index';
import { deadlinesOf } from '../shortlist/index';
import * as repo from './calendar.repository';

/**
 * Deadlines in the student's own calendar (docs/planning.md#deadlines-in-a-calendar): one
 * deadline as a file to download, and a private feed of all of them whose address holds a secret.
 * Only the secret's hash is stored, so a copy of the database opens no one's calendar.
 */

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

function requireStudent(user: AuthUser) {
  if (user.role !== 'student') throw forbidden(CALENDAR_TEXTS.onlyStudents);
}

const toFeed = (row: { createdAt: Date } | null): CalendarFeed => ({
  active: row !== null,
  createdAt: row ? row.createdAt.toISOString() : null,
});

export async function getFeed(db: Db, user: AuthUser): Promise<CalendarFeed> {
  requireStudent(user);
  return toFeed(await repo.findFeed(db, user.userId));
}

/** A new secret address; the previous one, if any, stops working at once. */
export async function createFeed(db: Db, user: AuthUser, now = new Date()): Promise<CalendarFeedCreated> {
  requireStudent(user);
  // 32 random bytes: 43 base64url characters, nothing anyone could guess or count through.
  const secret = randomBytes(32).toString('base64url');
  const row = await repo.replaceFeed(db, user.userId, hashOf(secret), now);
  return {
    ...toFeed(row),
    feedPath: urlOf(calendarEndpoints.feedFile, { params: { file: `${secret}.ics` } }),
  };
}

export async function revokeFeed(db: Db, user: AuthUser): Promise<CalendarFeed> {
  requireStudent(user);
  await repo.deleteFeed(db, user.userId);
  return toFeed(null);
}

/** One event per deadline: an all-day event on the deadline day, reminded a week and a day before. */
function addEvent(calendar: ReturnType<typeof ical>, d: UpcomingDeadline, origin: string) {
  const link = d.admissionApplicationId
    ? `${origin}/applications/${d.admissionApplicationId}`
    : `${origin}/courses/${d.courseId}`;
  const summary = calendarEventTitle(d.courseName, d.intakeLabel);
  calendar.createEvent({
    // Stable per course and deadline, so a calendar updates the event rather than adding another.
    id: `deadline-${d.courseId}-${d.deadline}@edupath`,
    start: new Date(`${d.deadline}T00:00:00Z`),
    allDay: true,
    summary,
    description: `${d.universityName}. Applications for the ${d.intakeLabel} intake close at the end of this day (UTC).\n${link}`,
    url: link,
    alarms: [
      { type: ICalAlarmType.display, trigger: 7 * 86_400, description: summary },
      { type: ICalAlarmType.display, trigger: 86_400, description: summary },
    ],
  });
}

type ScholarshipDeadline = Awaited<ReturnType<typeof savedScholarshipDeadlinesOf>>[number];

/** A saved scholarship's next deadline (docs/money-and-visas.md#scholarships), reminded like a course's. */
function addScholarshipEvent(calendar: ReturnType<typeof ical>, s: ScholarshipDeadline, origin: string) {
  const link = `${origin}/scholarships/${s.id}`;
  const summary = `Scholarship deadline: ${s.name} (${s.cycle})`;
  calendar.createEvent({
    id: `scholarship-${s.id}-${s.date}@edupath`,
    start: new Date(`${s.date}T00:00:00Z`),
    allDay: true,
    summary,
    description: `${s.provider}. Check the closing time on the provider's page.\n${link}`,
    url: link,
    alarms: [
      { type: ICalAlarmType.display, trigger: 7 * 86_400, description: summary },
      { type: ICalAlarmType.display, trigger: 86_400, description: summary },
    ],
  });
}

function calendarOf(deadlines: UpcomingDeadline[], origin: string, scholarships: ScholarshipDeadline[] = []) {
  const calendar = ical({
    name: 'EduPath deadlines',
    prodId: { company: 'EduPath', product: 'Deadlines', language: 'EN' },
    // How often a subscribed calendar should look again.
    ttl: 6 * 3600,
  });
  for (const d of deadlines) addEvent(calendar, d, origin);
  for (const s of scholarships) addScholarshipEvent(calendar, s, origin);
  return calendar.toString();
}

/** One of the student's deadlines as a calendar file; 404 unless that course's deadline concerns them. */
export async function deadlineFile(
  db: Db,
  user: AuthUser,
  courseId: number,
  origin: string,
  now = new Date(),
) {
  requireStudent(user);
  const deadline = (await deadlinesOf(db, user.userId, now)).find((d) => d.courseId === courseId);
  if (!deadline) throw notFound('Deadline');
  return { filename: `edupath-deadline-${courseId}.ics`, body: calendarOf([deadline], origin) };
}

/**
 * The feed behind a secret address ('{secret}.ics'): every deadline that concerns the student now.
 * Anything else (no such secret, a revoked or replaced one, a deactivated student) is 404.
 */
export async function feedFile(db: Db, file: string, origin: string, now = new Date()) {
  const secret = /^([A-Za-z0-9_-]{43})\.ics$/.exec(file)?.[1];
  const student = secret ? await repo.findStudentByTokenHash(db, hashOf(secret)) : null;
  if (!student) throw notFound('Calendar');
  return calendarOf(
    await deadlinesOf(db, student.userId, now),
    origin,
    await savedScholarshipDeadlinesOf(db, student.userId, now),
  );
}
