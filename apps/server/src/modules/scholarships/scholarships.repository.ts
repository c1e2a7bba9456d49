import type { ScholarshipDetails } from '@edupath/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { joinUniversityAndCountry } from '../../db/course-queries';
import {
  admissionApplications,
  countries,
  courses,
  savedScholarships,
  scholarshipDetails,
  scholarshipReminders,
  users,
} from '../../db/schema';

/** Her scholarship details; the date of birth falls back to the one she gave at sign-up. */
export async function findDetails(db: DbOrTx, userId: number): Promise<ScholarshipDetails> {
  const [row] = await db
    .select({
      indianCitizen: scholarshipDetails.indianCitizen,
      dateOfBirth: sql<string | null>`coalesce(${scholarshipDetails.dateOfBirth}, ${users.dateOfBirth})`,
      familyIncomeInr: scholarshipDetails.familyIncomeInr,
      category: scholarshipDetails.category,
      gender: scholarshipDetails.gender,
    })
    .from(users)
    .leftJoin(scholarshipDetails, eq(scholarshipDetails.userId, users.userId))
    .where(eq(users.userId, userId));
  return {
    indianCitizen: row?.indianCitizen ?? null,
    dateOfBirth: row?.dateOfBirth ?? null,
    familyIncomeInr:
      row?.familyIncomeInr === null || row?.familyIncomeInr === undefined
        ? null
        : Number(row.familyIncomeInr),
    category: (row?.category ?? null) as ScholarshipDetails['category'],
    gender: (row?.gender ?? null) as ScholarshipDetails['gender'],
  };
}

export async function saveDetails(db: DbOrTx, userId: number, details: ScholarshipDetails) {
  await db
    .insert(scholarshipDetails)
    .values({ userId, ...details })
    .onConflictDoUpdate({ target: scholarshipDetails.userId, set: { ...details } });
}

/** The destination country of each of her accepted applications. */
export async function acceptedCountries(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await joinUniversityAndCountry(
    db
      .select({ countryName: countries.countryName })
      .from(admissionApplications)
      .innerJoin(courses, eq(courses.courseId, admissionApplications.courseId))
      .$dynamic(),
  ).where(and(eq(admissionApplications.userId, userId), eq(admissionApplications.status, 'Accepted')));
  return rows.map((row) => row.countryName);
}

export const listSaved = (db: DbOrTx, userId: number) =>
  db
    .select({ scholarshipId: savedScholarships.scholarshipId, createdAt: savedScholarships.createdAt })
    .from(savedScholarships)
    .where(eq(savedScholarships.userId, userId))
    .orderBy(savedScholarships.createdAt);

export async function save(db: DbOrTx, userId: number, scholarshipId: string) {
  await db.insert(savedScholarships).values({ userId, scholarshipId }).onConflictDoNothing();
}

export async function unsave(db: DbOrTx, userId: number, scholarshipId: string) {
  await db
    .delete(savedScholarships)
    .where(and(eq(savedScholarships.userId, userId), eq(savedScholarships.scholarshipId, scholarshipId)));
}

/** Every saved scholarship of an active student: what the reminder job looks at. */
export const savedByActiveStudents = (db: DbOrTx) =>
  db
    .select({ userId: savedScholarships.userId, scholarshipId: savedScholarships.scholarshipId })
    .from(savedScholarships)
    .innerJoin(users, eq(users.userId, savedScholarships.userId))
    .where(and(eq(users.role, 'student'), eq(users.isActive, true)));

/** Claims one reminder: true only for the caller whose insert created the row. */
export async function claimReminder(
  db: DbOrTx,
  values: { userId: number; scholarshipId: string; deadline: string; thresholdDays: number },
): Promise<boolean> {
  const rows = await db
    .insert(scholarshipReminders)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: scholarshipReminders.reminderId });
  return rows.length > 0;
}
