import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { joinUniversityAndCountry } from '../../db/course-queries';
import {
  admissionApplications,
  applicationStatusHistory,
  countries,
  courses,
  postOfferReminders,
  postOfferSteps,
  universities,
} from '../../db/schema';

/** Whose application it is, its status, its country and the day it was last accepted. */
export async function findFacts(db: DbOrTx, admissionApplicationId: number) {
  const [row] = await joinUniversityAndCountry(
    db
      .select({
        admissionApplicationId: admissionApplications.admissionApplicationId,
        userId: admissionApplications.userId,
        status: admissionApplications.status,
        updatedAt: admissionApplications.updatedAt,
        isoCode: countries.isoCode,
      })
      .from(admissionApplications)
      .innerJoin(courses, eq(courses.courseId, admissionApplications.courseId))
      .$dynamic(),
  ).where(eq(admissionApplications.admissionApplicationId, admissionApplicationId));
  if (!row) return undefined;
  const [accepted] = await db
    .select({ at: applicationStatusHistory.createdAt })
    .from(applicationStatusHistory)
    .where(
      and(
        eq(applicationStatusHistory.admissionApplicationId, admissionApplicationId),
        eq(applicationStatusHistory.toStatus, 'Accepted'),
      ),
    )
    .orderBy(desc(applicationStatusHistory.createdAt))
    .limit(1);
  return { ...row, acceptedAt: accepted?.at ?? row.updatedAt };
}
export type PostOfferFacts = NonNullable<Awaited<ReturnType<typeof findFacts>>>;

export async function listTicks(db: DbOrTx, admissionApplicationId: number) {
  return db
    .select({ stepKey: postOfferSteps.stepKey, doneAt: postOfferSteps.doneAt })
    .from(postOfferSteps)
    .where(eq(postOfferSteps.admissionApplicationId, admissionApplicationId));
}

export async function tick(tx: Tx, admissionApplicationId: number, stepKey: string) {
  await tx.insert(postOfferSteps).values({ admissionApplicationId, stepKey }).onConflictDoNothing();
}

export async function untick(tx: Tx, admissionApplicationId: number, stepKey: string) {
  await tx
    .delete(postOfferSteps)
    .where(
      and(
        eq(postOfferSteps.admissionApplicationId, admissionApplicationId),
        eq(postOfferSteps.stepKey, stepKey),
      ),
    );
}

/** Serialises ticks with a status change of the same application. */
export async function lockApplication(tx: Tx, admissionApplicationId: number) {
  const [row] = await tx
    .select({ status: admissionApplications.status })
    .from(admissionApplications)
    .where(eq(admissionApplications.admissionApplicationId, admissionApplicationId))
    .for('update');
  return row;
}

/** Every accepted application with what a reminder names: whose, its course, its country. */
export async function acceptedApplications(db: DbOrTx) {
  return db
    .select({
      admissionApplicationId: admissionApplications.admissionApplicationId,
      userId: admissionApplications.userId,
      courseName: courses.courseName,
      universityName: universities.universityName,
    })
    .from(admissionApplications)
    .innerJoin(courses, eq(courses.courseId, admissionApplications.courseId))
    .innerJoin(universities, eq(universities.universityId, courses.universityId))
    .where(eq(admissionApplications.status, 'Accepted'));
}

/** Claims one reminder; false when it was already sent (the unique row exists). */
export async function claimReminder(
  tx: Tx,
  row: { admissionApplicationId: number; stepKey: string; dueOn: string; thresholdDays: number },
) {
  const inserted = await tx
    .insert(postOfferReminders)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: postOfferReminders.reminderId });
  return inserted.length > 0;
}
