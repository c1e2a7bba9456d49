import type {
  CountryCard,
  CountryDetail,
  CountryFaq,
  CountrySort,
  Course,
  CourseCategory,
  CourseDetail,
  CourseListItem,
  University,
  UniversityCard,
  UniversityDetail,
} from '@edupath/contract';
import { FEATURED_PROGRAMME_COUNT, MOST_PICKED_DESTINATIONS } from '@edupath/contract';
import { and, asc, desc, eq, ilike, inArray, min, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courseCardColumns, courseIntakeColumns, joinCourseOwners } from '../../db/course-queries';
import { queryRows } from '../../db/rows';
import {
  countries,
  countryFaqs,
  courseCategories,
  courses,
  exchangeRates,
  universities,
} from '../../db/schema';
import { courseMoney, rateOfCourse, type StoredMoney } from './course-money';
import { studyDestinations } from './study-destinations';

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What the public sees (docs/catalogue.md#publishing): an item is public when it and everything it
 * belongs to are published. A course needs its university, that university's country and its
 * category; a university needs its country; a FAQ needs its country.
 */
export const publicCountry = eq(countries.isPublished, true);
export const publicUniversity = and(eq(universities.isPublished, true), publicCountry);
export const publicCourse = and(
  eq(courses.isPublished, true),
  eq(courseCategories.isPublished, true),
  publicUniversity,
);

// Correlated counts name the outer table in plain SQL: drizzle leaves a lone table's columns
// unqualified. Both count only what the public sees below the (public) outer row.
const universityCount = sql<number>`(SELECT count(*) FROM universities u WHERE u.country_id = countries.country_id AND u.is_published)::int`;
const courseCount = sql<number>`(SELECT count(*) FROM courses c JOIN course_categories cat ON cat.course_category_id = c.course_category_id
  WHERE c.university_id = universities.university_id AND c.is_published AND cat.is_published)::int`;

const countryCardColumns = {
  countryId: countries.countryId,
  countryName: countries.countryName,
  coverImage: countries.coverImage,
  flagImage: countries.flagImage,
  capital: countries.capital,
  population: countries.population,
  language: countries.language,
  currency: countries.currency,
  universityCount,
};

/** Universities per country in one grouped pass (3,000 rows), instead of a count per listed country. */
const universityCounts = (db: DbOrTx) =>
  db
    .select({ countryId: universities.countryId, n: sql<number>`count(*)::int`.as('n') })
    .from(universities)
    .where(eq(universities.isPublished, true))
    .groupBy(universities.countryId)
    .as('university_counts');

/** The leading countries in their listed order, every other country after them. */
const leadingFirst = (codes: string[]) =>
  sql`case ${countries.isoCode} ${sql.join(
    codes.map((code, i) => sql`when ${code} then ${i}`),
    sql` `,
  )} else ${codes.length} end`;

export async function listCountries(
  db: DbOrTx,
  query: { page: number; pageSize: number; q?: string; sort: CountrySort },
): Promise<{ items: CountryCard[]; total: number }> {
  const destinations = query.sort === 'destinations' ? studyDestinations() : undefined;
  const where = and(
    publicCountry,
    query.q ? ilike(countries.countryName, containsPattern(query.q)) : undefined,
    // The students' own country is no destination (docs/catalogue.md#countries).
    destinations ? ne(countries.isoCode, destinations.origin) : undefined,
  );
  const counts = universityCounts(db);
  const count = sql<number>`coalesce(${counts.n}, 0)::int`;
  const order =
    query.sort === 'name'
      ? [asc(countries.countryName)]
      : [
          ...(destinations ? [leadingFirst(destinations.leading)] : []),
          desc(count),
          asc(countries.countryName),
        ];
  const [items, [total]] = await Promise.all([
    db
      .select({ ...countryCardColumns, universityCount: count })
      .from(countries)
      .leftJoin(counts, eq(counts.countryId, countries.countryId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(countries).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** What every university answer carries; cards and details add their own. */
const universitySummaryColumns = {
  universityId: universities.universityId,
  universityName: universities.universityName,
  universityLogo: universities.universityLogo,
  coverImage: universities.coverImage,
  location: universities.location,
  language: universities.language,
  testAccepted: universities.testAccepted,
  qsRank: universities.qsRank,
  countryId: universities.countryId,
};

const universityCardColumns = {
  ...universitySummaryColumns,
  countryName: countries.countryName,
  courseCount,
};

const byRankThenName = [sql`${universities.qsRank} ASC NULLS LAST`, asc(universities.universityName)];

/** `preview`: an admin looking at a page the public cannot see (docs/catalogue.md#publishing). */
export interface Visibility {
  preview?: boolean;
}

export async function findCountry(
  db: DbOrTx,
  countryId: number,
  { preview = false }: Visibility = {},
): Promise<CountryDetail | undefined> {
  const [country] = await db
    .select({
      ...countryCardColumns,
      isPublished: countries.isPublished,
      description: countries.description,
      educationSystem: countries.educationSystem,
    })
    .from(countries)
    .where(and(eq(countries.countryId, countryId), preview ? undefined : publicCountry));
  if (!country) return undefined;
  const [UniversityModels, FAQs] = await Promise.all([
    db
      .select(universityCardColumns)
      .from(universities)
      .innerJoin(countries, eq(countries.countryId, universities.countryId))
      .where(and(eq(universities.countryId, countryId), eq(universities.isPublished, true)))
      .orderBy(...byRankThenName),
    listFaqs(db, countryId),
  ]);
  const { isPublished, ...rest } = country;
  return {
    ...rest,
    ...(isPublished ? {} : { unpublished: true }),
    courseCount: UniversityModels.reduce((sum, u) => sum + u.courseCount, 0),
    UniversityModels,
    FAQs,
  };
}

export async function countryExists(db: DbOrTx, countryId: number): Promise<boolean> {
  const [row] = await db
    .select({ countryId: countries.countryId })
    .from(countries)
    .where(and(eq(countries.countryId, countryId), publicCountry));
  return row !== undefined;
}

/** The public country with this ISO code, for a country named in a course search's words. */
export async function findPublicCountryByIso(
  db: DbOrTx,
  isoCode: string,
): Promise<{ countryId: number; countryName: string } | undefined> {
  const [row] = await db
    .select({ countryId: countries.countryId, countryName: countries.countryName })
    .from(countries)
    .where(and(eq(countries.isoCode, isoCode), publicCountry));
  return row;
}

export function listFaqs(db: DbOrTx, countryId: number): Promise<CountryFaq[]> {
  return db
    .select({ faqId: countryFaqs.faqId, question: countryFaqs.question, answer: countryFaqs.answer })
    .from(countryFaqs)
    .where(and(eq(countryFaqs.countryId, countryId), eq(countryFaqs.isPublished, true)))
    .orderBy(asc(countryFaqs.sortOrder), asc(countryFaqs.faqId));
}

export async function listUniversities(
  db: DbOrTx,
  query: { page: number; pageSize: number; q?: string; countryId?: number },
): Promise<{ items: UniversityCard[]; total: number }> {
  const where = and(
    publicUniversity,
    query.q ? ilike(universities.universityName, containsPattern(query.q)) : undefined,
    query.countryId ? eq(universities.countryId, query.countryId) : undefined,
  );
  const [items, [count]] = await Promise.all([
    db
      .select(universityCardColumns)
      .from(universities)
      .innerJoin(countries, eq(countries.countryId, universities.countryId))
      .where(where)
      .orderBy(...byRankThenName)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(universities)
      .innerJoin(countries, eq(countries.countryId, universities.countryId))
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

const universityColumns = {
  ...universitySummaryColumns,
  acceptanceRate: universities.acceptanceRate,
  degreeMode: universities.degreeMode,
  dorm: universities.dorm,
  description: universities.description,
  phone: universities.phone,
  website: universities.website,
  earning: universities.earning,
  earningSince: universities.earningSince,
  provenance: universities.provenance,
};

const courseColumns = {
  ...courseCardColumns,
  feeInr: courses.feeInr,
  rate: rateOfCourse,
  eligibility: courses.eligibility,
  entryRequirements: courses.entryRequirements,
  ...courseIntakeColumns,
  modeOfStudy: courses.modeOfStudy,
  description: courses.description,
  createdAt: courses.createdAt,
  isFeatured: courses.isFeatured,
  featuredReason: courses.featuredReason,
  image: courses.image,
  provenance: courses.provenance,
  universityId: courses.universityId,
  courseCategoryId: courses.courseCategoryId,
  categoryName: courseCategories.categoryName,
  categoryImage: courseCategories.image,
};

type CourseRow = {
  [K in Exclude<keyof typeof courseColumns, 'rate'>]: (typeof courseColumns)[K]['_']['data'] | null;
} & { createdAt: Date | string; courseId: number };

/** Nests the category as `CourseCategoryModel`, where the course card reads it (docs/catalogue.md). */
function toCourse(row: Record<string, unknown>): Course {
  const { categoryName, categoryImage, createdAt, feeMinor, currencyCode, currency, feeInr, rate, ...rest } =
    row as CourseRow & Record<string, unknown>;
  return {
    ...(rest as unknown as Omit<Course, 'CourseCategoryModel' | 'createdAt'>),
    ...courseMoney({ feeMinor, currencyCode, currency, feeInr, rate } as StoredMoney),
    createdAt: createdAt instanceof Date ? createdAt.toISOString() : String(createdAt),
    CourseCategoryModel: {
      courseCategoryId: rest.courseCategoryId as number,
      categoryName: categoryName as string,
      image: (categoryImage as string | null) ?? null,
    },
  };
}

export async function findUniversity(
  db: DbOrTx,
  universityId: number,
  { preview = false }: Visibility = {},
): Promise<UniversityDetail | undefined> {
  const [university] = await db
    .select({
      ...universityColumns,
      countryName: countries.countryName,
      flagImage: countries.flagImage,
      visible: sql<boolean>`${publicUniversity}`,
    })
    .from(universities)
    .innerJoin(countries, eq(countries.countryId, universities.countryId))
    .where(and(eq(universities.universityId, universityId), preview ? undefined : publicUniversity));
  if (!university) return undefined;
  const rows = await db
    .select(courseColumns)
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.courseCategoryId, courses.courseCategoryId))
    .where(
      and(
        eq(courses.universityId, universityId),
        eq(courses.isPublished, true),
        eq(courseCategories.isPublished, true),
      ),
    )
    .orderBy(desc(courses.isFeatured), asc(courses.courseName), asc(courses.courseId));
  const { countryName, flagImage, visible, ...rest } = university;
  return {
    ...rest,
    ...(visible ? {} : { unpublished: true }),
    courseCount: rows.length,
    CountryModel: { countryId: rest.countryId, countryName, flagImage },
    CourseModels: rows.map(toCourse),
  };
}

export async function listCategories(db: DbOrTx): Promise<CourseCategory[]> {
  return db
    .select({
      courseCategoryId: courseCategories.courseCategoryId,
      categoryName: courseCategories.categoryName,
      image: courseCategories.image,
      courseCount: sql<number>`(SELECT count(*) FROM courses c
        JOIN universities u ON u.university_id = c.university_id JOIN countries co ON co.country_id = u.country_id
        WHERE c.course_category_id = course_categories.course_category_id
          AND c.is_published AND u.is_published AND co.is_published)::int`,
    })
    .from(courseCategories)
    .where(eq(courseCategories.isPublished, true))
    .orderBy(asc(courseCategories.sortOrder), asc(courseCategories.categoryName));
}

export async function categoryExists(db: DbOrTx, courseCategoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseCategories.courseCategoryId })
    .from(courseCategories)
    .where(
      and(eq(courseCategories.courseCategoryId, courseCategoryId), eq(courseCategories.isPublished, true)),
    );
  return row !== undefined;
}

const listItemColumns = {
  ...courseColumns,
  universityName: universities.universityName,
  location: universities.location,
  universityLogo: universities.universityLogo,
  qsRank: universities.qsRank,
  countryId: countries.countryId,
  countryName: countries.countryName,
  flagImage: countries.flagImage,
};

function toListItem(row: Record<string, unknown>): CourseListItem {
  const { universityName, location, universityLogo, qsRank, countryId, countryName, flagImage, ...course } =
    row;
  const base = toCourse(course);
  return {
    ...base,
    UniversityModel: {
      universityId: base.universityId,
      universityName: universityName as string,
      location: location as string | null,
      universityLogo: universityLogo as string | null,
      qsRank: qsRank as number | null,
    },
    CountryModel: {
      countryId: countryId as number,
      countryName: countryName as string,
      flagImage: flagImage as string | null,
    },
  };
}

/**
 * Newest first: courses_category_created_idx is ascending and PostgreSQL walks it backwards,
 * so a page never sorts the whole category.
 */
const newestFirst = [desc(courses.createdAt), desc(courses.courseId)];

export async function listCategoryCourses(
  db: DbOrTx,
  courseCategoryId: number,
  page: { page: number; pageSize: number },
): Promise<{ items: CourseListItem[]; total: number }> {
  const where = and(eq(courses.courseCategoryId, courseCategoryId), publicCourse);
  const [rows, [count]] = await Promise.all([
    joinCourseOwners(db.select(listItemColumns).from(courses).$dynamic())
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    joinCourseOwners(db.select({ total: sql<number>`count(*)::int` }).from(courses).$dynamic()).where(where),
  ]);
  return { items: rows.map(toListItem), total: count?.total ?? 0 };
}

/**
 * /intro's featured programmes (docs/catalogue.md#featured-programmes): in each of the most-picked
 * destinations that has one, the featured course at its best-ranked university, postgraduate
 * first; the first FEATURED_PROGRAMME_COUNT countries in that order.
 */
export async function listFeaturedProgrammes(db: DbOrTx): Promise<CourseListItem[]> {
  const codes = [...MOST_PICKED_DESTINATIONS];
  const picks = await queryRows<{ course_id: number; iso_code: string }>(
    db,
    sql`
    SELECT DISTINCT ON (co.iso_code) c.course_id, co.iso_code
    FROM courses c JOIN universities u ON u.university_id = c.university_id
    JOIN countries co ON co.country_id = u.country_id
    JOIN course_categories cat ON cat.course_category_id = c.course_category_id
    WHERE c.is_featured AND c.is_published AND u.is_published AND co.is_published AND cat.is_published
      AND co.iso_code IN (SELECT json_array_elements_text(${JSON.stringify(codes)}::json))
    ORDER BY co.iso_code, u.qs_rank ASC NULLS LAST, (c.course_type = 'Postgraduate') DESC, c.course_id`,
  );
  const chosen = picks
    .sort((a, b) => codes.indexOf(a.iso_code as never) - codes.indexOf(b.iso_code as never))
    .slice(0, FEATURED_PROGRAMME_COUNT)
    .map((row) => Number(row.course_id));
  if (chosen.length === 0) return [];
  const rows = await joinCourseOwners(db.select(listItemColumns).from(courses).$dynamic()).where(
    inArray(courses.courseId, chosen),
  );
  return chosen.flatMap((id) => rows.filter((row) => row.courseId === id).map(toListItem));
}

export async function findCourse(
  db: DbOrTx,
  courseId: number,
  { preview = false }: Visibility = {},
): Promise<CourseDetail | undefined> {
  const [row] = await joinCourseOwners(
    db
      .select({
        visible: sql<boolean>`${publicCourse}`,
        course: courseColumns,
        university: universityColumns,
        country: {
          countryId: countries.countryId,
          countryName: countries.countryName,
          flagImage: countries.flagImage,
        },
      })
      .from(courses)
      .$dynamic(),
  ).where(and(eq(courses.courseId, courseId), preview ? undefined : publicCourse));
  if (!row) return undefined;
  return {
    ...toCourse(row.course),
    ...(row.visible ? {} : { unpublished: true }),
    UniversityModel: row.university as University,
    CountryModel: row.country,
  };
}

/** The newest reference-rate date, with its source (rates are loaded from one file), and the oldest rate's date. */
export async function referenceRatesInfo(
  db: DbOrTx,
): Promise<{ date: string; oldestDate: string; source: string } | null> {
  const [row] = await db
    .select({ date: exchangeRates.rateDate, source: exchangeRates.source })
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.rateDate), asc(exchangeRates.currencyCode))
    .limit(1);
  if (!row) return null;
  const [oldest] = await db.select({ date: min(exchangeRates.rateDate) }).from(exchangeRates);
  return { ...row, oldestDate: oldest?.date ?? row.date };
}
