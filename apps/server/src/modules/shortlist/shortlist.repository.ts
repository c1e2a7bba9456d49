import type { ApplicationStatus, EntryRequirements } from '@edupath/contract';
import type { FactProvenance } from '@edupath/contract/provenance';
import { and, asc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courseCardColumns, courseIntakeColumns, joinUniversityAndCountry } from '../../db/course-queries';
import {
  admissionApplications,
  countries,
  courses,
  deadlineReminders,
  shortlistItems,
  universities,
  users,
} from '../../db/schema';
import { rateOfCourse, type StoredRate } from '../catalogue/index';

const courseColumns = {
  ...courseCardColumns,
  feeInr: courses.feeInr,
  rate: rateOfCourse,
  ...courseIntakeColumns,
  entryRequirements: courses.entryRequirements,
  feeProvenance: sql<FactProvenance | null>`${courses.provenance} -> 'fees'`,
  universityId: universities.universityId,
  universityName: universities.universityName,
  countryId: countries.countryId,
  countryName: countries.countryName,
};

export type CourseRow = {
  courseId: number;
  courseName: string;
  courseType: string;
  duration: string;
  feeMinor: number | null;
  currency: string;
  currencyCode: string;
  feeInr: number | string | null;
  rate: StoredRate | string | null;
  intake: string | null;
  intakeStart: string | null;
  applicationDeadline: string | null;
  entryRequirements: EntryRequirements | null;
  feeProvenance: FactProvenance | null;
  universityId: number;
  universityName: string;
  countryId: number;
  countryName: string;
};

/** The student's shortlisted courses, oldest first; unpublished courses stay hidden (as in every public read). */
export function listForUser(db: DbOrTx, userId: number) {
  return joinUniversityAndCountry(
    db
      .select({ ...courseColumns, addedAt: shortlistItems.createdAt })
      .from(shortlistItems)
      .innerJoin(courses, eq(courses.courseId, shortlistItems.courseId))
      .$dynamic(),
  )
    .where(and(eq(shortlistItems.userId, userId), eq(courses.isPublished, true)))
    .orderBy(asc(shortlistItems.createdAt), asc(shortlistItems.courseId));
}

/** Published courses among `courseIds` (a visitor's browser list). */
export function findCourses(db: DbOrTx, courseIds: number[]): Promise<CourseRow[]> {
  if (courseIds.length === 0) return Promise.resolve([]);
  return joinUniversityAndCountry(db.select(courseColumns).from(courses).$dynamic()).where(
    and(inArray(courses.courseId, courseIds), eq(courses.isPublished, true)),
  );
}

export async function publishedCourseIds(db: DbOrTx, courseIds: number[]): Promise<number[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .select({ courseId: courses.courseId })
    .from(courses)
    .where(and(inArray(courses.courseId, courseIds), eq(courses.isPublished, true)));
  return rows.map((r) => r.courseId);
}

export async function shortlistedIds(db: DbOrTx, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ courseId: shortlistItems.courseId })
    .from(shortlistItems)
    .where(eq(shortlistItems.userId, userId));
  return new Set(rows.map((r) => r.courseId));
}

/** Adds what is not there yet, in one statement; the unique index makes a repeat (or a race) a no-op. */
export async function insertMany(db: DbOrTx, userId: number, courseIds: number[]): Promise<number> {
  if (courseIds.length === 0) return 0;
  const rows = await db
    .insert(shortlistItems)
    .values(courseIds.map((courseId) => ({ userId, courseId })))
    .onConflictDoNothing()
    .returning({ courseId: shortlistItems.courseId });
  return rows.length;
}

export async function remove(db: DbOrTx, userId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .delete(shortlistItems)
    .where(and(eq(shortlistItems.userId, userId), eq(shortlistItems.courseId, courseId)))
    .returning({ courseId: shortlistItems.courseId });
  return rows.length > 0;
}

/** Serialises one student's additions, so the size cap holds under concurrent requests. */
export async function lockStudent(db: DbOrTx, userId: number) {
  await db.select({ id: users.userId }).from(users).where(eq(users.userId, userId)).for('update');
}

/** The intake an application is for, as stored with it (null on one made before they carried it). */
const applicationIntakeColumns = {
  appIntake: admissionApplications.intake,
  appIntakeStart: admissionApplications.intakeStart,
  appApplicationDeadline: admissionApplications.applicationDeadline,
};

/** The student's applications with their course, status and the intake applied to. */
export function applicationsWithCourses(db: DbOrTx, userId: number) {
  return joinUniversityAndCountry(
    db
      .select({
        ...courseColumns,
        ...applicationIntakeColumns,
        admissionApplicationId: admissionApplications.admissionApplicationId,
        status: admissionApplications.status,
      })
      .from(admissionApplications)
      .innerJoin(courses, eq(courses.courseId, admissionApplications.courseId))
      .$dynamic(),
  ).where(eq(admissionApplications.userId, userId));
}

/**
 * Every (active student, published course with a deadline) pair a reminder may concern: the
 * shortlisted courses and the courses of applications that are still open. Rows may repeat when
 * a course is both; the service keeps one. Applications that are closed are returned too (as
 * `closedApplication`) so that a shortlist entry of the same course is not reminded either.
 */
/**
 * The course's next deadline on `today` in SQL: its stored one, or that day in the first later
 * year not yet past (as `nextDeadline` in the contract). Only a prefilter: the service decides
 * with the contract's function.
 */
const nextDeadlineSql = (today: string): SQL<string> => {
  const d = courses.applicationDeadline;
  const years = sql`(date_part('year', ${today}::date) - date_part('year', ${d}))::int`;
  const sameYear = sql`(${d} + make_interval(years => ${years}))::date`;
  return sql<string>`case when ${d} >= ${today}::date then ${d}
    when ${sameYear} >= ${today}::date then ${sameYear}
    else (${d} + make_interval(years => ${years} + 1))::date end`;
};

export async function reminderCandidates(
  db: DbOrTx,
  decidedStatuses: readonly ApplicationStatus[],
  today: string,
  withinDays: number,
) {
  const base = {
    userId: users.userId,
    courseId: courses.courseId,
    courseName: courses.courseName,
    universityName: universities.universityName,
    ...courseIntakeColumns,
  };
  // Only courses whose next deadline is near: the job then looks at a few rows, not every shortlist.
  // A day's margin either side keeps the prefilter from ever being stricter than the service.
  const courseIsLive = and(
    eq(courses.isPublished, true),
    isNotNull(courses.applicationDeadline),
    sql`${nextDeadlineSql(today)} <= ${today}::date + ${withinDays + 1}::int`,
  );
  const studentIsActive = and(eq(users.role, 'student'), eq(users.isActive, true));
  const shortlisted = await db
    .select(base)
    .from(shortlistItems)
    .innerJoin(users, eq(users.userId, shortlistItems.userId))
    .innerJoin(courses, eq(courses.courseId, shortlistItems.courseId))
    .innerJoin(universities, eq(universities.universityId, courses.universityId))
    .where(and(studentIsActive, courseIsLive));
  // An application is reminded of the deadline of the intake it was made for (the course's next
  // one only for an application made before applications carried their intake).
  const applicationDeadline = sql`coalesce(${admissionApplications.applicationDeadline}, ${nextDeadlineSql(today)})`;
  const applicationIsLive = and(
    eq(courses.isPublished, true),
    sql`${applicationDeadline} between ${today}::date - 1 and ${today}::date + ${withinDays + 1}::int`,
  );
  const applied = await db
    .select({
      ...base,
      ...applicationIntakeColumns,
      status: admissionApplications.status,
      admissionApplicationId: admissionApplications.admissionApplicationId,
    })
    .from(admissionApplications)
    .innerJoin(users, eq(users.userId, admissionApplications.userId))
    .innerJoin(courses, eq(courses.courseId, admissionApplications.courseId))
    .innerJoin(universities, eq(universities.universityId, courses.universityId))
    // Also those whose course is near its next deadline: a decided one silences a shortlisted course.
    .where(and(studentIsActive, or(applicationIsLive, courseIsLive)));
  return {
    shortlisted,
    openApplications: applied.filter((a) => !decidedStatuses.includes(a.status)),
    decidedApplications: applied.filter((a) => decidedStatuses.includes(a.status)),
  };
}

/**
 * Claims one reminder: true only for the one caller whose insert created the row. A second
 * instance (or a retried job) finds the row and sends nothing; inside the sender's transaction,
 * a rollback releases the claim.
 */
export async function claimReminder(
  db: DbOrTx,
  values: { userId: number; courseId: number; deadline: string; thresholdDays: number },
): Promise<boolean> {
  const rows = await db
    .insert(deadlineReminders)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: deadlineReminders.reminderId });
  return rows.length > 0;
}
