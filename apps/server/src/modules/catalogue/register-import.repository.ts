import type { CourseProvenance, UniversityProvenance } from '@edupath/contract/provenance';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { courseCategories, courses, reportedProgrammes, universities } from '../../db/schema';

/** The queries of the register imports (docs/catalogue.md#register-imports). */

export async function universitiesOfCountry(db: DbOrTx, countryId: number) {
  return db
    .select({
      universityId: universities.universityId,
      universityName: universities.universityName,
      website: universities.website,
      cricosProviderCode: universities.cricosProviderCode,
      scorecardUnitId: universities.scorecardUnitId,
      provenance: universities.provenance,
    })
    .from(universities)
    .where(eq(universities.countryId, countryId));
}

export async function categoryIdsByName(db: DbOrTx) {
  const rows = await db
    .select({ id: courseCategories.courseCategoryId, name: courseCategories.categoryName })
    .from(courseCategories);
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

export async function coursesByCricosCode(db: DbOrTx, codes: string[]) {
  const found = new Map<string, { courseId: number; provenance: CourseProvenance }>();
  for (let i = 0; i < codes.length; i += 5000) {
    const rows = await db
      .select({ code: courses.cricosCourseCode, courseId: courses.courseId, provenance: courses.provenance })
      .from(courses)
      .where(inArray(courses.cricosCourseCode, codes.slice(i, i + 5000)));
    for (const row of rows) found.set(row.code!, { courseId: row.courseId, provenance: row.provenance });
  }
  return found;
}

export async function insertUniversity(tx: Tx, values: typeof universities.$inferInsert) {
  const [row] = await tx.insert(universities).values(values).returning({ id: universities.universityId });
  return row!.id;
}

export async function updateUniversity(
  tx: Tx,
  universityId: number,
  values: Partial<typeof universities.$inferInsert> & { provenance?: UniversityProvenance },
) {
  await tx.update(universities).set(values).where(eq(universities.universityId, universityId));
}

export async function insertCourses(tx: Tx, values: Array<typeof courses.$inferInsert>) {
  for (let i = 0; i < values.length; i += 500) await tx.insert(courses).values(values.slice(i, i + 500));
}

export async function updateCourse(tx: Tx, courseId: number, values: Partial<typeof courses.$inferInsert>) {
  await tx.update(courses).set(values).where(eq(courses.courseId, courseId));
}

export async function reportedProgrammeKeys(db: DbOrTx, universityIds: number[]) {
  if (universityIds.length === 0) return new Set<string>();
  const rows = await db
    .select({
      universityId: reportedProgrammes.universityId,
      cipCode: reportedProgrammes.cipCode,
      credentialLevel: reportedProgrammes.credentialLevel,
    })
    .from(reportedProgrammes)
    .where(inArray(reportedProgrammes.universityId, universityIds));
  return new Set(rows.map((row) => `${row.universityId}|${row.cipCode}|${row.credentialLevel}`));
}

/** Each matched university's list is the file's: what the file no longer reports is gone. */
export async function replaceReportedProgrammes(
  tx: Tx,
  universityIds: number[],
  rows: Array<typeof reportedProgrammes.$inferInsert>,
) {
  if (universityIds.length) {
    await tx.delete(reportedProgrammes).where(inArray(reportedProgrammes.universityId, universityIds));
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.insert(reportedProgrammes).values(rows.slice(i, i + 1000));
  }
}

export async function reportedProgrammesOf(db: DbOrTx, universityId: number) {
  return db
    .select({
      cipCode: reportedProgrammes.cipCode,
      cipTitle: reportedProgrammes.cipTitle,
      credentialLevel: reportedProgrammes.credentialLevel,
      credentialTitle: reportedProgrammes.credentialTitle,
      source: reportedProgrammes.source,
    })
    .from(reportedProgrammes)
    .where(eq(reportedProgrammes.universityId, universityId))
    .orderBy(reportedProgrammes.credentialLevel, reportedProgrammes.cipTitle);
}

export async function isPublishedUniversity(db: DbOrTx, universityId: number) {
  const [row] = await db
    .select({ id: universities.universityId })
    .from(universities)
    .where(and(eq(universities.universityId, universityId), eq(universities.isPublished, true)));
  return Boolean(row);
}
