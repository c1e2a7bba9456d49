import {
  STUDY_PREFERENCE_MESSAGES as M,
  type StudyPreferences,
  type StudyPreferencesValues,
} from '@edupath/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countries, courseCategories, studyPreferences } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';

/**
 * A student's study preferences (docs/fit-and-chances.md#study-preferences): one row per student,
 * written whole. Countries and fields are kept by id; one unpublished later is left out when read,
 * so a preference never names what the public catalogue no longer shows.
 */

const EMPTY: StudyPreferences = {
  countryIds: [],
  countries: [],
  intake: null,
  courseType: null,
  categoryIds: [],
  categories: [],
  budgetInr: null,
  backlogs: null,
  updatedAt: null,
};

async function publicCountries(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ countryId: countries.countryId, countryName: countries.countryName })
    .from(countries)
    .where(and(inArray(countries.countryId, ids), eq(countries.isPublished, true)))
    .orderBy(asc(countries.countryName));
  return rows;
}

async function publicCategories(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      courseCategoryId: courseCategories.courseCategoryId,
      categoryName: courseCategories.categoryName,
    })
    .from(courseCategories)
    .where(and(inArray(courseCategories.courseCategoryId, ids), eq(courseCategories.isPublished, true)))
    .orderBy(asc(courseCategories.sortOrder), asc(courseCategories.categoryName));
}

/** The saved preferences, or all empty before the first save. */
export async function getStudyPreferences(db: DbOrTx, userId: number): Promise<StudyPreferences> {
  const [row] = await db.select().from(studyPreferences).where(eq(studyPreferences.userId, userId));
  if (!row) return EMPTY;
  const [countryRows, categoryRows] = await Promise.all([
    publicCountries(db, row.countryIds),
    publicCategories(db, row.categoryIds),
  ]);
  return {
    countryIds: countryRows.map((c) => c.countryId),
    countries: countryRows,
    intake: row.intake as StudyPreferences['intake'],
    courseType: row.courseType as StudyPreferences['courseType'],
    categoryIds: categoryRows.map((c) => c.courseCategoryId),
    categories: categoryRows,
    budgetInr: row.budgetInr,
    backlogs: row.backlogs,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The number of active backlogs she gave, or null (eligibility reads it: docs/fit-and-chances.md). */
export async function getBacklogs(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ backlogs: studyPreferences.backlogs })
    .from(studyPreferences)
    .where(eq(studyPreferences.userId, userId));
  return row?.backlogs ?? null;
}

/**
 * Saves the whole section. Countries and fields must be ones the public catalogue lists: an id it
 * does not know is a field error, not a silent drop, so the student sees what was not saved.
 */
export async function saveStudyPreferences(
  db: DbOrTx,
  events: DomainEventBus,
  userId: number,
  values: StudyPreferencesValues,
): Promise<StudyPreferences> {
  const [countryRows, categoryRows] = await Promise.all([
    publicCountries(db, values.countryIds),
    publicCategories(db, values.categoryIds),
  ]);
  const errors: Record<string, string> = {};
  if (countryRows.length !== values.countryIds.length) errors.countryIds = M.countryUnknown;
  if (categoryRows.length !== values.categoryIds.length) errors.categoryIds = M.categoryUnknown;
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);

  const row = { ...values, updatedAt: new Date() };
  await db
    .insert(studyPreferences)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: studyPreferences.userId, set: row });
  // One statement: it has committed when the event goes out.
  events.publish('profile.changed', { userId });
  return getStudyPreferences(db, userId);
}
