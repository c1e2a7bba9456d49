import type {
  CatalogueKind,
  StaffCategory,
  StaffCountry,
  StaffCountryRow,
  StaffCourseRow,
  StaffFaq,
  StaffUniversity,
  StaffUniversityRow,
  UniqueRule,
} from '@edupath/contract';
import { and, asc, desc, eq, getTableColumns, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { courseIntakeColumns, joinCourseOwners } from '../../db/course-queries';
import {
  countries,
  countryFaqs,
  courseCategories,
  courses,
  exchangeRates,
  universities,
} from '../../db/schema';
import { containsPattern, publicCourse, publicUniversity } from './catalogue.repository';

/**
 * The console's reads and writes of the catalogue (docs/catalogue.md#managing-the-catalogue).
 * Staff see every item, published or not; `publiclyVisible` says whether the public does.
 */

interface ListQuery {
  page: number;
  pageSize: number;
  q?: string;
  published?: boolean;
}

const paged = (query: ListQuery) => ({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
const total = (rows: Array<{ total: number }>) => rows[0]?.total ?? 0;
const countAll = sql<number>`count(*)::int`;

/** Each kind's table and id column, for the checks every kind shares. */
const TABLES: Record<CatalogueKind, [PgTable, PgColumn]> = {
  countries: [countries, countries.countryId],
  universities: [universities, universities.universityId],
  categories: [courseCategories, courseCategories.courseCategoryId],
  courses: [courses, courses.courseId],
  faqs: [countryFaqs, countryFaqs.faqId],
};

/** The id of a record holding the value a uniqueness rule forbids twice (catalogue-resources.ts). */
export async function idWithSameValue(
  db: DbOrTx,
  kind: CatalogueKind,
  rule: UniqueRule,
  values: Record<string, unknown>,
): Promise<number | undefined> {
  const [table, id] = TABLES[kind];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const column = columns[rule.field]!;
  const value = values[rule.field];
  const [row] = await db
    .select({ id })
    .from(table)
    .where(
      and(
        rule.exact ? eq(column, value) : sql`lower(${column}) = lower(${value})`,
        rule.within ? eq(columns[rule.within]!, values[rule.within]) : undefined,
      ),
    );
  return row?.id as number | undefined;
}

// ---------------------------------------------------------------- countries

const countryColumns = {
  countryId: countries.countryId,
  isoCode: countries.isoCode,
  countryName: countries.countryName,
  coverImage: countries.coverImage,
  flagImage: countries.flagImage,
  capital: countries.capital,
  population: countries.population,
  language: countries.language,
  currency: countries.currency,
  description: countries.description,
  educationSystem: countries.educationSystem,
  isPublished: countries.isPublished,
};

export async function listCountries(
  db: DbOrTx,
  query: ListQuery,
): Promise<{ items: StaffCountryRow[]; total: number }> {
  const where = and(
    query.q
      ? or(
          ilike(countries.countryName, containsPattern(query.q)),
          eq(countries.isoCode, query.q.toUpperCase()),
        )
      : undefined,
    query.published === undefined ? undefined : eq(countries.isPublished, query.published),
  );
  const { limit, offset } = paged(query);
  const [items, count] = await Promise.all([
    db
      .select({
        countryId: countries.countryId,
        isoCode: countries.isoCode,
        countryName: countries.countryName,
        flagImage: countries.flagImage,
        capital: countries.capital,
        isPublished: countries.isPublished,
        universityCount: sql<number>`(SELECT count(*) FROM universities u WHERE u.country_id = countries.country_id)::int`,
        faqCount: sql<number>`(SELECT count(*) FROM country_faqs f WHERE f.country_id = countries.country_id)::int`,
      })
      .from(countries)
      .where(where)
      .orderBy(asc(countries.countryName))
      .limit(limit)
      .offset(offset),
    db.select({ total: countAll }).from(countries).where(where),
  ]);
  return { items, total: total(count) };
}

export async function findCountry(db: DbOrTx, countryId: number): Promise<StaffCountry | undefined> {
  const [row] = await db.select(countryColumns).from(countries).where(eq(countries.countryId, countryId));
  return row;
}

export async function countryIdByName(db: DbOrTx, countryName: string) {
  const [row] = await db
    .select({ countryId: countries.countryId })
    .from(countries)
    .where(sql`lower(${countries.countryName}) = lower(${countryName})`);
  return row?.countryId;
}

export async function countryIdByIso(db: DbOrTx, isoCode: string) {
  const [row] = await db
    .select({ countryId: countries.countryId })
    .from(countries)
    .where(eq(countries.isoCode, isoCode));
  return row?.countryId;
}

export async function insertCountry(tx: Tx, values: typeof countries.$inferInsert) {
  const [row] = await tx.insert(countries).values(values).returning({ countryId: countries.countryId });
  return row!.countryId;
}

export async function updateCountry(
  tx: Tx,
  countryId: number,
  values: Partial<typeof countries.$inferInsert>,
) {
  await tx.update(countries).set(values).where(eq(countries.countryId, countryId));
}

// ---------------------------------------------------------------- universities

const universityVisible = sql<boolean>`(${publicUniversity})`;

const universityColumns = {
  universityId: universities.universityId,
  countryId: universities.countryId,
  universityName: universities.universityName,
  location: universities.location,
  language: universities.language,
  testAccepted: universities.testAccepted,
  qsRank: universities.qsRank,
  acceptanceRate: universities.acceptanceRate,
  degreeMode: universities.degreeMode,
  dorm: universities.dorm,
  description: universities.description,
  phone: universities.phone,
  website: universities.website,
  universityLogo: universities.universityLogo,
  coverImage: universities.coverImage,
  earning: universities.earning,
  earningSince: universities.earningSince,
  provenance: universities.provenance,
  isPublished: universities.isPublished,
  publiclyVisible: universityVisible,
};

export async function listUniversities(
  db: DbOrTx,
  query: ListQuery & { countryId?: number },
): Promise<{ items: StaffUniversityRow[]; total: number }> {
  const where = and(
    query.q ? ilike(universities.universityName, containsPattern(query.q)) : undefined,
    query.countryId ? eq(universities.countryId, query.countryId) : undefined,
    query.published === undefined ? undefined : eq(universities.isPublished, query.published),
  );
  const { limit, offset } = paged(query);
  const [items, count] = await Promise.all([
    db
      .select({
        universityId: universities.universityId,
        universityName: universities.universityName,
        universityLogo: universities.universityLogo,
        countryId: universities.countryId,
        countryName: countries.countryName,
        qsRank: universities.qsRank,
        isPublished: universities.isPublished,
        publiclyVisible: universityVisible,
        courseCount: sql<number>`(SELECT count(*) FROM courses c WHERE c.university_id = ${universities.universityId})::int`,
      })
      .from(universities)
      .innerJoin(countries, eq(countries.countryId, universities.countryId))
      .where(where)
      .orderBy(asc(universities.universityName), asc(universities.universityId))
      .limit(limit)
      .offset(offset),
    db.select({ total: countAll }).from(universities).where(where),
  ]);
  return { items, total: total(count) };
}

export async function findUniversity(db: DbOrTx, universityId: number): Promise<StaffUniversity | undefined> {
  const [row] = await db
    .select(universityColumns)
    .from(universities)
    .innerJoin(countries, eq(countries.countryId, universities.countryId))
    .where(eq(universities.universityId, universityId));
  return row;
}

export async function insertUniversity(tx: Tx, values: typeof universities.$inferInsert) {
  const [row] = await tx
    .insert(universities)
    .values(values)
    .returning({ universityId: universities.universityId });
  return row!.universityId;
}

export async function updateUniversity(
  tx: Tx,
  universityId: number,
  values: Partial<typeof universities.$inferInsert>,
) {
  await tx.update(universities).set(values).where(eq(universities.universityId, universityId));
}

/** Names of the universities with these ids, with their country's (for search text and the import). */
export async function universityNames(db: DbOrTx, universityIds: number[]) {
  if (universityIds.length === 0) return new Map<number, { universityName: string; countryName: string }>();
  const rows = await db
    .select({
      universityId: universities.universityId,
      universityName: universities.universityName,
      countryName: countries.countryName,
    })
    .from(universities)
    .innerJoin(countries, eq(countries.countryId, universities.countryId))
    .where(inArray(universities.universityId, universityIds));
  return new Map(rows.map((row) => [row.universityId, row]));
}

// ---------------------------------------------------------------- categories

const categoryColumns = {
  courseCategoryId: courseCategories.courseCategoryId,
  categoryName: courseCategories.categoryName,
  image: courseCategories.image,
  sortOrder: courseCategories.sortOrder,
  isPublished: courseCategories.isPublished,
  courseCount: sql<number>`(SELECT count(*) FROM courses c WHERE c.course_category_id = ${courseCategories.courseCategoryId})::int`,
};

export async function listCategories(
  db: DbOrTx,
  query: ListQuery,
): Promise<{ items: StaffCategory[]; total: number }> {
  const where = and(
    query.q ? ilike(courseCategories.categoryName, containsPattern(query.q)) : undefined,
    query.published === undefined ? undefined : eq(courseCategories.isPublished, query.published),
  );
  const { limit, offset } = paged(query);
  const [items, count] = await Promise.all([
    db
      .select(categoryColumns)
      .from(courseCategories)
      .where(where)
      .orderBy(asc(courseCategories.sortOrder), asc(courseCategories.categoryName))
      .limit(limit)
      .offset(offset),
    db.select({ total: countAll }).from(courseCategories).where(where),
  ]);
  return { items, total: total(count) };
}

export async function findCategory(db: DbOrTx, courseCategoryId: number): Promise<StaffCategory | undefined> {
  const [row] = await db
    .select(categoryColumns)
    .from(courseCategories)
    .where(eq(courseCategories.courseCategoryId, courseCategoryId));
  return row;
}

export async function existingCategoryIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: courseCategories.courseCategoryId })
    .from(courseCategories)
    .where(inArray(courseCategories.courseCategoryId, ids));
  return new Set(rows.map((row) => row.id));
}

export async function insertCategory(tx: Tx, values: typeof courseCategories.$inferInsert) {
  const [row] = await tx
    .insert(courseCategories)
    .values(values)
    .returning({ id: courseCategories.courseCategoryId });
  return row!.id;
}

export async function updateCategory(
  tx: Tx,
  courseCategoryId: number,
  values: Partial<typeof courseCategories.$inferInsert>,
) {
  await tx
    .update(courseCategories)
    .set(values)
    .where(eq(courseCategories.courseCategoryId, courseCategoryId));
}

// ---------------------------------------------------------------- courses

const courseVisible = sql<boolean>`(${publicCourse})`;

/** A course as stored, with its visibility and how many students applied. */
export async function findCourse(db: DbOrTx, courseId: number) {
  const [row] = await joinCourseOwners(
    db
      .select({
        courseId: courses.courseId,
        courseName: courses.courseName,
        universityId: courses.universityId,
        courseCategoryId: courses.courseCategoryId,
        courseType: courses.courseType,
        duration: courses.duration,
        feeMinor: courses.feeMinor,
        feeInr: courses.feeInr,
        currencyCode: courses.currencyCode,
        currency: courses.currency,
        ...courseIntakeColumns,
        modeOfStudy: courses.modeOfStudy,
        eligibility: courses.eligibility,
        entryRequirements: courses.entryRequirements,
        description: courses.description,
        isFeatured: courses.isFeatured,
        featuredReason: courses.featuredReason,
        image: courses.image,
        provenance: courses.provenance,
        isPublished: courses.isPublished,
        publiclyVisible: courseVisible,
        applicationCount: sql<number>`(SELECT count(*) FROM admission_applications a WHERE a.course_id = ${courses.courseId})::int`,
      })
      .from(courses)
      .$dynamic(),
  ).where(eq(courses.courseId, courseId));
  return row && { ...row, feeMinor: numberOrNull(row.feeMinor), feeInr: numberOrNull(row.feeInr) };
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export async function listCourses(
  db: DbOrTx,
  query: ListQuery & { universityId?: number; courseCategoryId?: number; countryId?: number },
): Promise<{ items: Array<Omit<StaffCourseRow, 'fee'> & { feeMinor: number | null }>; total: number }> {
  const where = and(
    query.q ? ilike(courses.courseName, containsPattern(query.q)) : undefined,
    query.universityId ? eq(courses.universityId, query.universityId) : undefined,
    query.courseCategoryId ? eq(courses.courseCategoryId, query.courseCategoryId) : undefined,
    query.countryId ? eq(universities.countryId, query.countryId) : undefined,
    query.published === undefined ? undefined : eq(courses.isPublished, query.published),
  );
  const { limit, offset } = paged(query);
  const [rows, count] = await Promise.all([
    joinCourseOwners(
      db
        .select({
          courseId: courses.courseId,
          courseName: courses.courseName,
          courseType: courses.courseType,
          image: courses.image,
          universityId: courses.universityId,
          universityName: universities.universityName,
          countryName: countries.countryName,
          categoryName: courseCategories.categoryName,
          feeMinor: courses.feeMinor,
          currencyCode: courses.currencyCode,
          intake: courses.intake,
          applicationDeadline: courses.applicationDeadline,
          isFeatured: courses.isFeatured,
          isPublished: courses.isPublished,
          publiclyVisible: courseVisible,
        })
        .from(courses)
        .$dynamic(),
    )
      .where(where)
      // Newest first: what staff just added or imported is on the first page.
      .orderBy(desc(courses.createdAt), desc(courses.courseId))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: countAll })
      .from(courses)
      .innerJoin(universities, eq(universities.universityId, courses.universityId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, feeMinor: numberOrNull(row.feeMinor) })),
    total: total(count),
  };
}

/** Lower-cased names of the courses each university already has, for the duplicate check. */
export async function courseNamesAt(db: DbOrTx, universityIds: number[], exceptCourseId?: number) {
  const names = new Map<number, Set<string>>();
  if (universityIds.length === 0) return names;
  const rows = await db
    .select({ universityId: courses.universityId, name: sql<string>`lower(${courses.courseName})` })
    .from(courses)
    .where(
      and(
        inArray(courses.universityId, universityIds),
        exceptCourseId ? sql`${courses.courseId} <> ${exceptCourseId}` : undefined,
      ),
    );
  for (const row of rows) {
    if (!names.has(row.universityId)) names.set(row.universityId, new Set());
    names.get(row.universityId)!.add(row.name);
  }
  return names;
}

export async function referenceRates(db: DbOrTx, codes: string[]) {
  if (codes.length === 0) return new Map<string, { inrPerUnit: number; minorDigits: number }>();
  const rows = await db
    .select({
      currencyCode: exchangeRates.currencyCode,
      inrPerUnit: exchangeRates.inrPerUnit,
      minorDigits: exchangeRates.minorDigits,
    })
    .from(exchangeRates)
    .where(inArray(exchangeRates.currencyCode, codes));
  return new Map(
    rows.map((row) => [
      row.currencyCode,
      { inrPerUnit: Number(row.inrPerUnit), minorDigits: row.minorDigits },
    ]),
  );
}

export async function insertCourses(tx: Tx, values: Array<typeof courses.$inferInsert>): Promise<number[]> {
  const ids: number[] = [];
  // Parameters per statement are limited (65,535): a few hundred rows of ~20 columns at a time.
  for (let i = 0; i < values.length; i += 500) {
    const rows = await tx
      .insert(courses)
      .values(values.slice(i, i + 500))
      .returning({ courseId: courses.courseId });
    ids.push(...rows.map((row) => row.courseId));
  }
  return ids;
}

export async function updateCourse(tx: Tx, courseId: number, values: Partial<typeof courses.$inferInsert>) {
  await tx.update(courses).set(values).where(eq(courses.courseId, courseId));
}

// ---------------------------------------------------------------- FAQs

const faqColumns = {
  faqId: countryFaqs.faqId,
  countryId: countryFaqs.countryId,
  countryName: countries.countryName,
  question: countryFaqs.question,
  answer: countryFaqs.answer,
  sortOrder: countryFaqs.sortOrder,
  isPublished: countryFaqs.isPublished,
};

export async function listFaqs(
  db: DbOrTx,
  query: ListQuery & { countryId?: number },
): Promise<{ items: StaffFaq[]; total: number }> {
  const where = and(
    query.q
      ? or(
          ilike(countryFaqs.question, containsPattern(query.q)),
          ilike(countryFaqs.answer, containsPattern(query.q)),
        )
      : undefined,
    query.countryId ? eq(countryFaqs.countryId, query.countryId) : undefined,
    query.published === undefined ? undefined : eq(countryFaqs.isPublished, query.published),
  );
  const { limit, offset } = paged(query);
  const [items, count] = await Promise.all([
    db
      .select(faqColumns)
      .from(countryFaqs)
      .innerJoin(countries, eq(countries.countryId, countryFaqs.countryId))
      .where(where)
      .orderBy(asc(countries.countryName), asc(countryFaqs.sortOrder), asc(countryFaqs.faqId))
      .limit(limit)
      .offset(offset),
    db.select({ total: countAll }).from(countryFaqs).where(where),
  ]);
  return { items, total: total(count) };
}

export async function findFaq(db: DbOrTx, faqId: number): Promise<StaffFaq | undefined> {
  const [row] = await db
    .select(faqColumns)
    .from(countryFaqs)
    .innerJoin(countries, eq(countries.countryId, countryFaqs.countryId))
    .where(eq(countryFaqs.faqId, faqId));
  return row;
}

export async function insertFaq(tx: Tx, values: typeof countryFaqs.$inferInsert) {
  const [row] = await tx.insert(countryFaqs).values(values).returning({ faqId: countryFaqs.faqId });
  return row!.faqId;
}

export async function updateFaq(tx: Tx, faqId: number, values: Partial<typeof countryFaqs.$inferInsert>) {
  await tx.update(countryFaqs).set(values).where(eq(countryFaqs.faqId, faqId));
}
