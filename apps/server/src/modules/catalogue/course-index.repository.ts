import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { CourseIndex, type IndexCourseRow } from './course-index';

/** Rows read per query while the index loads: bounds the memory a load holds at once. */
const LOAD_CHUNK = 50_000;

/** The catalogue's version now (migration 0024): one row, read before every search with words. */
export async function catalogueVersionNow(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ version: number | string }>(
    db,
    sql`SELECT version FROM catalogue_version WHERE id = 1`,
  );
  return Number(row?.version ?? 0);
}

/** A course row as the driver gives it: big integers and computed numbers may come as text. */
type LoadedRow = Record<string, unknown> &
  Omit<IndexCourseRow, 'feeInr' | 'firstYearInr' | 'deadlineDay' | 'createdAt'> & {
    feeInr: number | string | null;
    firstYearInr: number | string | null;
    deadlineDay: number | string | null;
    createdAt: number | string;
  };

const nullableNumber = (value: number | string | null) => (value === null ? null : Number(value));

const PUBLIC_COURSES = sql`FROM courses c
  JOIN universities u ON u.university_id = c.university_id
  JOIN countries co ON co.country_id = u.country_id
  JOIN course_categories cat ON cat.course_category_id = c.course_category_id
  WHERE c.is_published AND u.is_published AND co.is_published AND cat.is_published`;

/**
 * Every public course (docs/catalogue.md#publishing) and the version they are at, read in one
 * snapshot (REPEATABLE READ) so the version says exactly which writes the index includes. The
 * courses come in chunks and go straight into the index: a million of them never sit in memory
 * as rows at once, and university, country and category names are read once, not per course.
 */
export async function loadCourseIndex(db: DbOrTx): Promise<{ version: number; index: CourseIndex }> {
  return db.transaction(
    async (tx) => {
      const version = await catalogueVersionNow(tx);
      // One after another: a transaction is one connection.
      const [counted] = await queryRows<{ n: number | string }>(
        tx,
        sql`SELECT count(*) AS n ${PUBLIC_COURSES}`,
      );
      const universities = await queryRows<{ id: number; name: string; qs: number | null; country: number }>(
        tx,
        sql`SELECT university_id AS id, university_name AS name, qs_rank AS qs, country_id AS country
            FROM universities WHERE is_published`,
      );
      const countries = await queryRows<{ id: number; name: string }>(
        tx,
        sql`SELECT country_id AS id, country_name AS name FROM countries WHERE is_published`,
      );
      const categories = await queryRows<{ id: number; name: string }>(
        tx,
        sql`SELECT course_category_id AS id, category_name AS name FROM course_categories WHERE is_published`,
      );
      const index = new CourseIndex(Number(counted?.n ?? 0), {
        universities: new Map(
          universities.map((u) => [
            Number(u.id),
            { universityName: u.name, qsRank: nullableNumber(u.qs), countryId: Number(u.country) },
          ]),
        ),
        countries: new Map(countries.map((c) => [Number(c.id), c.name])),
        categories: new Map(categories.map((c) => [Number(c.id), c.name])),
      });
      let after = 0;
      for (;;) {
        const chunk = await queryRows<LoadedRow>(
          tx,
          sql`SELECT c.course_id AS "courseId", c.course_name AS "courseName",
              c.university_id AS "universityId", c.course_category_id AS "categoryId",
              c.course_type AS "courseType", c.currency, c.currency_code AS "currencyCode",
              c.mode_of_study AS "modeOfStudy", c.intake, c.is_featured AS "isFeatured",
              c.fee_inr AS "feeInr", c.first_year_inr AS "firstYearInr",
              (c.application_deadline - DATE '1970-01-01') AS "deadlineDay",
              extract(epoch FROM c.created_at) * 1000 AS "createdAt",
              c.entry_requirements::text AS "entryRequirements"
            ${PUBLIC_COURSES} AND c.course_id > ${after}
            ORDER BY c.course_id
            LIMIT ${LOAD_CHUNK}`,
        );
        for (const row of chunk) {
          index.add({
            ...row,
            courseId: Number(row.courseId),
            universityId: Number(row.universityId),
            categoryId: Number(row.categoryId),
            isFeatured: Boolean(row.isFeatured),
            feeInr: nullableNumber(row.feeInr),
            firstYearInr: nullableNumber(row.firstYearInr),
            deadlineDay: nullableNumber(row.deadlineDay),
            createdAt: Number(row.createdAt),
          });
        }
        if (chunk.length < LOAD_CHUNK) break;
        after = Number(chunk.at(-1)!.courseId);
      }
      return { version, index: index.seal() };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
