import {
  APPLICATION_DECIDED_STATUSES,
  type ApplicationStatus,
  type AuthUser,
  type IntakeFacts,
  nextDeadline,
  SHORTLIST_MAX,
  SHORTLIST_TEXTS,
  type ShortlistItem,
  todayIso,
  type UpcomingDeadline,
} from '@edupath/contract';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { requireStudentInScope } from '../advisor-assignment/index';
import { courseMoney } from '../catalogue/index';
import * as repo from './shortlist.repository';

/**
 * Application statuses after which a course's deadline no longer concerns the student: no
 * reminder and no upcoming deadline (docs/planning.md#deadlines-and-reminders): the decision is
 * in (accepted or rejected), or the student withdrew.
 */
export const DECIDED_APPLICATION_STATUSES: readonly ApplicationStatus[] = APPLICATION_DECIDED_STATUSES;

/**
 * The deadline a student still has to meet for a course: none once their application to it is
 * decided; for an undecided application only the intake they applied to (a later year's deadline is
 * not theirs); for a course only shortlisted, its next deadline. For an application, `course` is
 * the intake it was made for (`applicationIntake`).
 */
export function deadlineThatConcerns(
  course: { intake: string | null; intakeStart: string | null; applicationDeadline: string | null },
  today: string,
  applicationStatus: ApplicationStatus | null,
) {
  if (applicationStatus && DECIDED_APPLICATION_STATUSES.includes(applicationStatus)) return null;
  const next = nextDeadline(course, today);
  if (!next || (applicationStatus && !next.currentIntake)) return null;
  return next;
}

/** A row that may be an application, with the intake it was made for (null before they carried one). */
type MaybeApplicationRow = IntakeFacts & {
  appIntake?: string | null;
  appIntakeStart?: string | null;
  appApplicationDeadline?: string | null;
};

/**
 * The intake whose deadline concerns an application: the one it was made for
 * (docs/applications-and-timeline.md#applying), or the course's for an application made before
 * applications carried their intake.
 */
export function applicationIntake(row: MaybeApplicationRow): IntakeFacts {
  if (!row.appApplicationDeadline) return row;
  return {
    intake: row.appIntake ?? null,
    intakeStart: row.appIntakeStart ?? null,
    applicationDeadline: row.appApplicationDeadline,
  };
}

/** The fee in its own currency and about how much in rupees, as the catalogue gives it. */
function feeOf(row: repo.CourseRow) {
  const { fee, currency, currencyCode, feeInr, inrRate } = courseMoney(row);
  return { fee, currency, currencyCode, feeInr, inrRate };
}

function toItem(row: repo.CourseRow & { addedAt?: Date }, today: string): ShortlistItem {
  return {
    courseId: row.courseId,
    addedAt: row.addedAt ? row.addedAt.toISOString() : null,
    course: {
      courseId: row.courseId,
      courseName: row.courseName,
      courseType: row.courseType,
      duration: row.duration,
      ...feeOf(row),
      feeProvenance: row.feeProvenance ?? null,
      intake: row.intake,
      intakeStart: row.intakeStart,
      applicationDeadline: row.applicationDeadline,
      entryRequirements: row.entryRequirements,
      UniversityModel: { universityId: row.universityId, universityName: row.universityName },
      CountryModel: { countryId: row.countryId, countryName: row.countryName },
    },
    nextDeadline: nextDeadline(row, today),
  };
}

function requireStudent(user: AuthUser) {
  if (user.role !== 'student') throw forbidden(SHORTLIST_TEXTS.onlyStudents);
}

export async function listOwn(db: Db, user: AuthUser, now = new Date()): Promise<ShortlistItem[]> {
  requireStudent(user);
  const today = todayIso(now);
  return (await repo.listForUser(db, user.userId)).map((row) => toItem(row, today));
}

/** A visitor's browser list, looked up: published courses only, in the order asked. */
export async function lookup(db: Db, courseIds: number[], now = new Date()): Promise<ShortlistItem[]> {
  const today = todayIso(now);
  const rows = await repo.findCourses(db, courseIds);
  const byId = new Map(rows.map((row) => [row.courseId, row]));
  return courseIds.flatMap((courseId) => {
    const row = byId.get(courseId);
    return row ? [toItem(row, today)] : [];
  });
}

/** Adds one course; adding one already there changes nothing (the heart is a toggle, tabs race). */
export async function add(db: Db, user: AuthUser, courseId: number): Promise<ShortlistItem[]> {
  requireStudent(user);
  await db.transaction(async (tx) => {
    await repo.lockStudent(tx, user.userId);
    if ((await repo.publishedCourseIds(tx, [courseId])).length === 0) throw notFound('Course');
    const current = await repo.shortlistedIds(tx, user.userId);
    if (current.has(courseId)) return;
    if (current.size >= SHORTLIST_MAX) throw conflict(SHORTLIST_TEXTS.full);
    await repo.insertMany(tx, user.userId, [courseId]);
  });
  return listOwn(db, user);
}

export async function remove(db: Db, user: AuthUser, courseId: number): Promise<{ removed: boolean }> {
  requireStudent(user);
  return { removed: await repo.remove(db, user.userId, courseId) };
}

/**
 * Joins a visitor's browser list to the account's (docs/planning.md#shortlist): courses already
 * there, unknown or unpublished ones are skipped, so sending the same list twice changes
 * nothing. What would pass the cap is left out rather than refusing the whole list.
 */
export async function merge(
  db: Db,
  user: AuthUser,
  courseIds: number[],
): Promise<{ added: number; items: ShortlistItem[] }> {
  requireStudent(user);
  const added = await db.transaction(async (tx) => {
    await repo.lockStudent(tx, user.userId);
    const current = await repo.shortlistedIds(tx, user.userId);
    const wanted = [...new Set(courseIds)].filter((id) => !current.has(id));
    const published = new Set(await repo.publishedCourseIds(tx, wanted));
    const room = Math.max(0, SHORTLIST_MAX - current.size);
    return repo.insertMany(tx, user.userId, wanted.filter((id) => published.has(id)).slice(0, room));
  });
  return { added, items: await listOwn(db, user) };
}

/** Staff read the shortlist of a student in their scope: an advisor their own students, an admin any. */
export async function listForStaff(db: Db, staff: AuthUser, userId: number): Promise<ShortlistItem[]> {
  await requireStudentInScope(db, staff, userId);
  const today = todayIso();
  return (await repo.listForUser(db, userId)).map((row) => toItem(row, today));
}

/**
 * The next deadline of every shortlisted course and every undecided application, soonest first
 * (applications list, shortlist and `/timeline`).
 */
export async function upcomingDeadlines(
  db: Db,
  user: AuthUser,
  now = new Date(),
): Promise<UpcomingDeadline[]> {
  requireStudent(user);
  return deadlinesOf(db, user.userId, now);
}

/** The student's upcoming deadlines (the caller knows `userId` is a student's): also the calendar's. */
export async function deadlinesOf(db: Db, userId: number, now = new Date()): Promise<UpcomingDeadline[]> {
  const today = todayIso(now);
  const [shortlisted, applications] = await Promise.all([
    repo.listForUser(db, userId),
    repo.applicationsWithCourses(db, userId),
  ]);
  const applied = new Map(applications.map((a) => [a.courseId, a]));
  const byCourse = new Map<number, UpcomingDeadline>();
  for (const row of [...applications, ...shortlisted]) {
    if (byCourse.has(row.courseId)) continue;
    const application = applied.get(row.courseId);
    const next = deadlineThatConcerns(
      application ? applicationIntake(application) : row,
      today,
      application?.status ?? null,
    );
    if (!next) continue;
    byCourse.set(row.courseId, {
      courseId: row.courseId,
      courseName: row.courseName,
      universityName: row.universityName,
      ...next,
      shortlisted: shortlisted.some((s) => s.courseId === row.courseId),
      admissionApplicationId: application?.admissionApplicationId ?? null,
    });
  }
  return [...byCourse.values()].sort(
    (a, b) => a.deadline.localeCompare(b.deadline) || a.courseId - b.courseId,
  );
}
