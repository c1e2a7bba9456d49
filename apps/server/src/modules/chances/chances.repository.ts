import type { OutcomeResult } from '@edupath/contract';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { joinUniversityAndCountry } from '../../db/course-queries';
import {
  admissionApplications,
  countries,
  courseOutcomes,
  courses,
  shortlistItems,
  universities,
} from '../../db/schema';
import { consentHolders } from '../consent/index';

export type OutcomeRow = typeof courseOutcomes.$inferSelect;
export type OutcomeValues = Partial<typeof courseOutcomes.$inferInsert>;

const outcomeColumns = {
  outcome: courseOutcomes,
  courseName: courses.courseName,
  universityName: universities.universityName,
};

/** One student's outcomes with their course, newest first. */
export const listForStudent = (db: DbOrTx, userId: number) =>
  db
    .select(outcomeColumns)
    .from(courseOutcomes)
    .innerJoin(courses, eq(courses.courseId, courseOutcomes.courseId))
    .innerJoin(universities, eq(universities.universityId, courses.universityId))
    .where(eq(courseOutcomes.userId, userId))
    .orderBy(desc(courseOutcomes.createdAt), desc(courseOutcomes.outcomeId));

export async function findWithCourse(db: DbOrTx, outcomeId: number) {
  const [row] = await db
    .select(outcomeColumns)
    .from(courseOutcomes)
    .innerJoin(courses, eq(courses.courseId, courseOutcomes.courseId))
    .innerJoin(universities, eq(universities.universityId, courses.universityId))
    .where(eq(courseOutcomes.outcomeId, outcomeId));
  return row;
}

export async function lockOutcome(tx: Tx, outcomeId: number) {
  const [row] = await tx
    .select()
    .from(courseOutcomes)
    .where(eq(courseOutcomes.outcomeId, outcomeId))
    .for('update');
  return row;
}

export async function lockForStudentCourse(tx: Tx, userId: number, courseId: number) {
  const [row] = await tx
    .select()
    .from(courseOutcomes)
    .where(and(eq(courseOutcomes.userId, userId), eq(courseOutcomes.courseId, courseId)))
    .for('update');
  return row;
}

export async function findApplication(db: DbOrTx, userId: number, courseId: number) {
  const [row] = await db
    .select({
      admissionApplicationId: admissionApplications.admissionApplicationId,
      status: admissionApplications.status,
      intake: admissionApplications.intake,
    })
    .from(admissionApplications)
    .where(and(eq(admissionApplications.userId, userId), eq(admissionApplications.courseId, courseId)));
  return row;
}

export async function insertOutcome(tx: Tx, values: typeof courseOutcomes.$inferInsert) {
  const [row] = await tx.insert(courseOutcomes).values(values).returning();
  return row!;
}

export async function updateOutcome(tx: Tx, outcomeId: number, values: OutcomeValues) {
  await tx.update(courseOutcomes).set(values).where(eq(courseOutcomes.outcomeId, outcomeId));
}

export async function deleteOwn(tx: Tx, userId: number, outcomeId: number) {
  const deleted = await tx
    .delete(courseOutcomes)
    .where(and(eq(courseOutcomes.outcomeId, outcomeId), eq(courseOutcomes.userId, userId)))
    .returning({ outcomeId: courseOutcomes.outcomeId });
  return deleted.length > 0;
}

/**
 * EduPath's decision on an application, as the student's outcome for that course: verified, with
 * whatever she already shared kept (docs/fit-and-chances.md#outcomes).
 */
export async function upsertDecision(
  tx: Tx,
  values: {
    userId: number;
    courseId: number;
    admissionApplicationId: number;
    result: OutcomeResult;
    staffId: number;
  },
) {
  // Inserted, or written over the course's existing outcome: the same fields either way.
  const decision = {
    admissionApplicationId: values.admissionApplicationId,
    result: values.result,
    source: 'platform' as const,
    verified: true,
    verifiedBy: values.staffId,
    verifiedAt: new Date(),
  };
  await tx
    .insert(courseOutcomes)
    .values({ userId: values.userId, courseId: values.courseId, ...decision })
    .onConflictDoUpdate({ target: [courseOutcomes.userId, courseOutcomes.courseId], set: decision });
}

/** A decision taken back (Accepted → Under Review): the outcome it recorded is no longer true. */
export async function deleteDecision(tx: Tx, admissionApplicationId: number) {
  await tx
    .delete(courseOutcomes)
    .where(
      and(
        eq(courseOutcomes.admissionApplicationId, admissionApplicationId),
        eq(courseOutcomes.source, 'platform'),
      ),
    );
}

export async function findCourse(db: DbOrTx, courseId: number) {
  const [row] = await joinUniversityAndCountry(
    db
      .select({
        courseId: courses.courseId,
        courseName: courses.courseName,
        courseType: courses.courseType,
        isPublished: courses.isPublished,
        universityId: universities.universityId,
        universityName: universities.universityName,
        countryId: countries.countryId,
        countryName: countries.countryName,
      })
      .from(courses)
      .$dynamic(),
  ).where(eq(courses.courseId, courseId));
  return row;
}
export type ChanceCourse = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

export const shortlistedCourseIds = async (db: DbOrTx, userId: number) =>
  (
    await db
      .select({ courseId: shortlistItems.courseId })
      .from(shortlistItems)
      .where(eq(shortlistItems.userId, userId))
      .orderBy(asc(shortlistItems.createdAt))
  ).map((row) => row.courseId);

export interface ScopeCounts {
  n: number;
  k: number;
  sample: boolean;
}

/**
 * The similar, shared, verified outcomes at each level at once: the course; the university at the
 * course's level; the country at that level (docs/fit-and-chances.md#where-the-outcomes-come-from).
 * The viewer's own outcomes never count for her, nor those of a student without the statistics
 * consent, and sample rows only where `withSamples`.
 */
export async function countSimilar(
  db: DbOrTx,
  course: ChanceCourse,
  bands: { testBand: string; gradeBand: string; familyBand: string },
  options: { viewerId: number; withSamples: boolean },
): Promise<Record<'course' | 'university' | 'country', ScopeCounts>> {
  // A student's outcome counts only while she holds the statistics consent and is not a child
  // (docs/fit-and-chances.md#consent); sample rows have no student.
  const consenting = consentHolders(db, 'statistics');
  const o = courseOutcomes;
  const admitted = sql`${o.result} = 'admitted'`;
  const atCourse = sql`${o.courseId} = ${course.courseId}`;
  const atUniversity = sql`${courses.universityId} = ${course.universityId}`;
  const counts = (where: ReturnType<typeof sql>) => ({
    n: sql<number>`count(*) filter (where ${where})`.mapWith(Number),
    k: sql<number>`count(*) filter (where ${where} and ${admitted})`.mapWith(Number),
    sample: sql<boolean>`coalesce(bool_or(${o.isSample}) filter (where ${where}), false)`,
  });
  const [row] = await db
    .select({
      course: counts(atCourse),
      university: counts(atUniversity),
      country: counts(sql`true`),
    })
    .from(o)
    .innerJoin(courses, eq(courses.courseId, o.courseId))
    .innerJoin(universities, eq(universities.universityId, courses.universityId))
    .where(
      and(
        eq(o.shared, true),
        eq(o.verified, true),
        eq(o.testBand, bands.testBand),
        eq(o.gradeBand, bands.gradeBand),
        eq(o.familyBand, bands.familyBand),
        eq(universities.countryId, course.countryId),
        eq(courses.courseType, course.courseType),
        or(sql`${o.userId} is null`, and(ne(o.userId, options.viewerId), inArray(o.userId, consenting))),
        options.withSamples ? undefined : eq(o.isSample, false),
      ),
    );
  return row!;
}

/** Sample outcomes already seeded (the seed runs once). */
export async function hasSamples(db: DbOrTx) {
  const [row] = await db
    .select({ id: courseOutcomes.outcomeId })
    .from(courseOutcomes)
    .where(eq(courseOutcomes.isSample, true))
    .limit(1);
  return !!row;
}

export async function insertSamples(db: DbOrTx, rows: Array<typeof courseOutcomes.$inferInsert>) {
  if (rows.length > 0) await db.insert(courseOutcomes).values(rows);
}
