import type {
  Course,
  CourseFacets,
  CourseSearchFilters,
  CourseSearchItem,
  FacetBucket,
  IdFacetBucket,
} from '@edupath/contract';
import { todayIso } from '@edupath/contract';
import { COURSE_SEARCH_COUNT_CAP } from '@edupath/contract/catalogue-constants';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { facetsPastCap } from './course-index';
import { courseMoney, type StoredMoney } from './course-money';

/**
 * Course search in SQL: searches without words (filters only, and the /courses landing page), and
 * the rows of any page by id. Searches with words are matched and ranked by the course index held
 * in memory (course-index.ts, docs/catalogue.md#the-course-index).
 */

/** A search as the repository runs it: the request's filters, never words (the index reads those). */
export type SearchSpec = Omit<CourseSearchFilters, 'q'>;

/**
 * The WHERE clause of a search without words (also what the EXPLAIN test checks). Only public courses match
 * (docs/catalogue.md#publishing): the query joins their university (u), country (co) and category (cat).
 */
export function searchConditions(f: SearchSpec): SQL {
  const conditions: SQL[] = [PUBLIC];
  if (f.country !== undefined) conditions.push(sql`u.country_id = ${f.country}`);
  if (f.category !== undefined) conditions.push(sql`c.course_category_id = ${f.category}`);
  if (f.courseType) conditions.push(sql`c.course_type = ${f.courseType}`);
  if (f.currency) conditions.push(sql`c.currency = ${f.currency}`);
  if (f.currencyCode) conditions.push(sql`c.currency_code = ${f.currencyCode}`);
  if (f.modeOfStudy) conditions.push(sql`c.mode_of_study = ${f.modeOfStudy}`);
  if (f.intake) conditions.push(sql`c.intake = ${f.intake}`);
  if (f.featured !== undefined) conditions.push(sql`c.is_featured = ${f.featured}`);
  // Fees in different currencies compare in rupees (docs/catalogue.md#fees-and-currencies), as
  // tuition or as the first-year total (docs/catalogue.md#first-year-total).
  const fee = feeColumn(f);
  if (f.minFee !== undefined) conditions.push(sql`${fee} >= ${f.minFee}`);
  if (f.maxFee !== undefined) conditions.push(sql`${fee} <= ${f.maxFee}`);
  return sql`WHERE ${sql.join(conditions, sql` AND `)}`;
}

/** The stored rupee figure the fee filters and sort compare; each has its own index. */
const feeColumn = (f: Pick<CourseSearchFilters, 'costBasis'>) =>
  f.costBasis === 'firstYear' ? sql`c.first_year_inr` : sql`c.fee_inr`;

function orderBy(f: SearchSpec): SQL {
  const descending = (fallback: 'asc' | 'desc') => (f.order ?? fallback) === 'desc';
  switch (f.sort) {
    case 'fee':
      return descending('asc')
        ? sql`${feeColumn(f)} DESC NULLS LAST, c.course_id`
        : sql`${feeColumn(f)} ASC NULLS LAST, c.course_id`;
    case 'newest':
      // Plain ASC/DESC: courses_created_idx is ascending and is walked forwards or backwards.
      return descending('desc') ? sql`c.created_at DESC, c.course_id DESC` : sql`c.created_at, c.course_id`;
    case 'qsRank':
      return descending('asc')
        ? sql`u.qs_rank DESC NULLS LAST, c.course_id`
        : sql`u.qs_rank ASC NULLS LAST, c.course_id`;
    default:
      // Without words there is nothing to match: newest first, straight from courses_created_idx.
      return sql`c.created_at DESC, c.course_id DESC`;
  }
}

const PUBLIC = sql`c.is_published AND u.is_published AND co.is_published AND cat.is_published`;

const FROM = sql`FROM courses c JOIN universities u ON u.university_id = c.university_id`;

/** What a result card shows of a course, as columns of the joined tables (c, u, co, cat). */
const resultColumns = (today: string) => sql`
    SELECT c.course_id AS "courseId", c.course_name AS "courseName", c.course_type AS "courseType",
      c.duration, c.fee_minor AS "feeMinor", c.currency_code AS "currencyCode", c.currency,
      c.fee_inr AS "feeInr", c.first_year_inr AS "firstYearTotalInr",
      (u.first_year_extra_inr IS NULL) AS "firstYearTuitionOnly", c.eligibility, c.intake,
      (SELECT json_build_object('inrPerUnit', r.inr_per_unit, 'date', to_char(r.rate_date, 'YYYY-MM-DD'), 'source', r.source)
        FROM exchange_rates r WHERE r.currency_code = c.currency_code) AS rate,
      to_char(c.intake_start, 'YYYY-MM-DD') AS "intakeStart",
      to_char(c.application_deadline, 'YYYY-MM-DD') AS "applicationDeadline",
      CASE WHEN c.application_deadline >= ${today}::date
        THEN to_char(c.application_deadline, 'YYYY-MM-DD') END AS "nextDeadline",
      c.mode_of_study AS "modeOfStudy", c.description,
      c.entry_requirements AS "entryRequirements",
      to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
      c.is_featured AS "isFeatured", c.featured_reason AS "featuredReason", c.image, c.provenance, c.university_id AS "universityId",
      c.course_category_id AS "courseCategoryId", cat.category_name AS "categoryName", cat.image AS "categoryImage",
      u.university_name AS "universityName", u.location, u.university_logo AS "universityLogo",
      u.qs_rank AS "qsRank", co.country_id AS "countryId", co.country_name AS "countryName",
      co.flag_image AS "flagImage"`;

const JOINED = sql`${FROM}
    JOIN countries co ON co.country_id = u.country_id
    JOIN course_categories cat ON cat.course_category_id = c.course_category_id`;

export function searchResultsQuery(f: SearchSpec, today = todayIso()): SQL {
  return sql`${resultColumns(today)}
    ${JOINED}
    ${searchConditions(f)}
    ORDER BY ${orderBy(f)}
    LIMIT ${f.pageSize} OFFSET ${(f.page - 1) * f.pageSize}`;
}

/**
 * The result cards of courses the index chose, in its order. Only public courses: one unpublished
 * since the index was built is left out, never shown (docs/catalogue.md#the-course-index).
 */
export async function resultsByIds(
  db: DbOrTx,
  ids: number[],
  today = todayIso(),
): Promise<CourseSearchItem[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<SearchRow>(
    db,
    sql`${resultColumns(today)}
      ${JOINED}
      WHERE ${PUBLIC} AND c.course_id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  const byId = new Map(rows.map((row) => [Number(row.courseId), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSearchItem(row)] : [];
  });
}

/**
 * One pass over at most COURSE_SEARCH_COUNT_CAP + 1 matches gives the total and every facet
 * (GROUPING SETS): a search never counts hundreds of thousands of rows. A total above the cap
 * means "more than the cap", and its facets are not used.
 */
export function facetsQuery(f: SearchSpec): SQL {
  return sql`
    SELECT GROUPING(m.country_id) AS g_country, GROUPING(m.course_category_id) AS g_category,
      GROUPING(m.course_type) AS g_type, GROUPING(m.currency) AS g_currency,
      GROUPING(m.mode_of_study) AS g_mode, GROUPING(m.intake) AS g_intake, GROUPING(m.currency_code) AS g_code,
      m.country_id, m.country_name, m.course_category_id, m.category_name, m.course_type,
      m.currency, m.currency_code, m.mode_of_study, m.intake,
      count(*)::int AS n, count(*) FILTER (WHERE m.is_featured)::int AS featured
    FROM (
      SELECT u.country_id, co.country_name, c.course_category_id, cat.category_name, c.course_type,
        c.currency, c.currency_code, c.mode_of_study, c.intake, c.is_featured
      ${FROM}
      JOIN countries co ON co.country_id = u.country_id
      JOIN course_categories cat ON cat.course_category_id = c.course_category_id
      ${searchConditions(f)}
      LIMIT ${COURSE_SEARCH_COUNT_CAP + 1}
    ) m
    GROUP BY GROUPING SETS ((m.country_id, m.country_name), (m.course_category_id, m.category_name),
      (m.course_type), (m.currency), (m.mode_of_study), (m.intake), (m.currency_code), ())`;
}

interface FacetRow extends Record<string, unknown> {
  g_country: number;
  g_category: number;
  g_type: number;
  g_currency: number;
  g_mode: number;
  g_intake: number;
  g_code: number;
  country_id: number | null;
  country_name: string | null;
  course_category_id: number | null;
  category_name: string | null;
  course_type: string | null;
  currency: string | null;
  currency_code: string | null;
  mode_of_study: string | null;
  intake: string | null;
  n: number;
  featured: number;
}

const byCount = (a: FacetBucket | IdFacetBucket, b: FacetBucket | IdFacetBucket) =>
  (b.count ?? 0) - (a.count ?? 0) || a.label.localeCompare(b.label);

/**
 * Too many matches to count: the countries and categories a visitor can still filter by (the
 * public ones with public universities), without counts; the fixed lists (types, modes…) are the
 * page's own.
 */
export async function uncountedFacets(db: DbOrTx): Promise<CourseFacets> {
  const [countries, categories] = await Promise.all([
    queryRows<{ value: number; label: string }>(
      db,
      sql`SELECT co.country_id AS value, co.country_name AS label FROM countries co
        WHERE co.is_published AND EXISTS (
          SELECT 1 FROM universities u WHERE u.country_id = co.country_id AND u.is_published)
        ORDER BY co.country_name`,
    ),
    queryRows<{ value: number; label: string }>(
      db,
      sql`SELECT course_category_id AS value, category_name AS label FROM course_categories
        WHERE is_published ORDER BY category_name`,
    ),
  ]);
  const uncounted = (row: { value: number; label: string }) => ({
    value: Number(row.value),
    label: row.label,
    count: null,
  });
  return facetsPastCap(countries.map(uncounted), categories.map(uncounted));
}

export async function searchCourses(
  db: DbOrTx,
  f: SearchSpec,
): Promise<{ items: CourseSearchItem[]; total: number; totalIsLowerBound: boolean; facets: CourseFacets }> {
  const [rows, facetRows] = await Promise.all([
    queryRows<SearchRow>(db, searchResultsQuery(f)),
    queryRows<FacetRow>(db, facetsQuery(f)),
  ]);
  const items = rows.map((row) => toSearchItem(row));

  const set = (row: FacetRow) =>
    [row.g_country, row.g_category, row.g_type, row.g_currency, row.g_mode, row.g_intake, row.g_code].map(
      Number,
    );
  const totalRow = facetRows.find((row) => set(row).every((g) => g === 1));
  const total = totalRow?.n ?? 0;
  if (total > COURSE_SEARCH_COUNT_CAP) {
    return {
      items,
      total: COURSE_SEARCH_COUNT_CAP,
      totalIsLowerBound: true,
      facets: await uncountedFacets(db),
    };
  }
  const only = (index: number) =>
    facetRows.filter((row) => set(row).every((g, i) => (i === index ? g === 0 : g === 1)));
  const strings = (index: number, key: keyof FacetRow): FacetBucket[] =>
    only(index)
      .filter((row) => row[key] !== null)
      .map((row) => ({ value: String(row[key]), label: String(row[key]), count: row.n }))
      .sort(byCount);

  return {
    items,
    total,
    totalIsLowerBound: false,
    facets: {
      country: only(0)
        .map((row) => ({
          value: Number(row.country_id),
          label: String(row.country_name),
          count: row.n,
        }))
        .sort(byCount),
      category: only(1)
        .map((row) => ({
          value: Number(row.course_category_id),
          label: String(row.category_name),
          count: row.n,
        }))
        .sort(byCount),
      courseType: strings(2, 'course_type'),
      currency: strings(3, 'currency'),
      modeOfStudy: strings(4, 'mode_of_study'),
      intake: strings(5, 'intake'),
      currencyCode: strings(6, 'currency_code'),
      featured: totalRow?.featured ?? 0,
    },
  };
}

/** A raw search row: the course's own fields as the contract has them, plus the flattened joins. */
interface SearchRow
  extends Record<string, unknown>,
    Omit<Course, 'CourseCategoryModel' | keyof ReturnType<typeof courseMoney>>,
    StoredMoney {
  firstYearTotalInr: number | string | null;
  firstYearTuitionOnly: boolean;
  nextDeadline: string | null;
  categoryName: string;
  categoryImage: string | null;
  universityName: string;
  location: string | null;
  universityLogo: string | null;
  qsRank: number | null;
  countryId: number;
  countryName: string;
  flagImage: string | null;
}

function toSearchItem(r: SearchRow): CourseSearchItem {
  return {
    courseId: Number(r.courseId),
    courseName: r.courseName,
    courseType: r.courseType,
    duration: r.duration,
    ...courseMoney(r),
    eligibility: r.eligibility,
    entryRequirements: r.entryRequirements ?? null,
    intake: r.intake,
    intakeStart: r.intakeStart,
    applicationDeadline: r.applicationDeadline,
    modeOfStudy: r.modeOfStudy,
    description: r.description,
    createdAt: r.createdAt,
    isFeatured: Boolean(r.isFeatured),
    featuredReason: r.featuredReason,
    image: r.image,
    provenance: r.provenance ?? {},
    universityId: Number(r.universityId),
    courseCategoryId: Number(r.courseCategoryId),
    CourseCategoryModel: {
      courseCategoryId: Number(r.courseCategoryId),
      categoryName: r.categoryName,
      image: r.categoryImage,
    },
    UniversityModel: {
      universityId: Number(r.universityId),
      universityName: r.universityName,
      location: r.location,
      universityLogo: r.universityLogo,
      qsRank: r.qsRank === null ? null : Number(r.qsRank),
    },
    CountryModel: { countryId: Number(r.countryId), countryName: r.countryName, flagImage: r.flagImage },
    firstYearTotalInr: r.firstYearTotalInr === null ? null : Number(r.firstYearTotalInr),
    firstYearTuitionOnly: Boolean(r.firstYearTuitionOnly),
    nextDeadline: r.nextDeadline,
    qsRank: r.qsRank === null ? null : Number(r.qsRank),
  };
}

// ---------------------------------------------------------------- what the reading needs

/** Rupees per unit of a currency at the reference rate, or null for a currency without one. */
export async function inrPerUnit(db: DbOrTx, currencyCode: string): Promise<number | null> {
  const [row] = await queryRows<{ rate: number | string }>(
    db,
    sql`SELECT inr_per_unit AS rate FROM exchange_rates WHERE currency_code = ${currencyCode}`,
  );
  return row ? Number(row.rate) : null;
}
