import { COURSE_TYPES, courseSearchQuerySchema } from '@edupath/contract';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { inrPerUnit } from './course-search.repository';
import { matchingCourseIds, searchCourses, understand } from './course-search.service';
import relevanceFile from './relevance-set.json';

/**
 * The relevance set (docs/catalogue.md#relevance-set): real student queries, each with what a
 * right answer must satisfy, measured on whatever catalogue the database holds (the demo's).
 * The API test holds every class to its targets; `npm run bench -- relevance` prints the table.
 */

const caseSchema = z.object({
  q: z.string(),
  class: z.string(),
  expect: z.object({
    courseType: z.enum(COURSE_TYPES).optional(),
    country: z.string().length(2).optional(),
    names: z.array(z.string()).optional(),
    maxFirstYear: z.object({ amount: z.number().positive(), currencyCode: z.string().length(3) }).optional(),
    cheap: z.literal(true).optional(),
  }),
});
export type RelevanceCase = z.infer<typeof caseSchema>;

export const relevanceSet = (): RelevanceCase[] =>
  z.object({ queries: z.array(caseSchema) }).parse(relevanceFile).queries;

/** Targets for every class (the issue's "done when"). */
export const RELEVANCE_TARGETS = { precisionAt10: 0.9, recall: 0.9 };

export interface CaseResult {
  q: string;
  class: string;
  relevant: number;
  found: number;
  precisionAt10: number;
  recall: number;
}

/** The courses that meet a case's expectations, by their structured equivalents. */
async function relevantIds(db: DbOrTx, expect: RelevanceCase['expect']): Promise<Set<number>> {
  const conditions: SQL[] = [sql`c.is_published AND u.is_published AND co.is_published AND cat.is_published`];
  if (expect.courseType) conditions.push(sql`c.course_type = ${expect.courseType}`);
  if (expect.country) conditions.push(sql`co.iso_code = ${expect.country}`);
  if (expect.names?.length) {
    conditions.push(
      sql`(${sql.join(
        expect.names.map((name) => sql`lower(c.course_name) LIKE ${`%${name}%`}`),
        sql` OR `,
      )})`,
    );
  }
  if (expect.maxFirstYear) {
    const rate =
      expect.maxFirstYear.currencyCode === 'INR' ? 1 : await inrPerUnit(db, expect.maxFirstYear.currencyCode);
    conditions.push(sql`c.first_year_inr <= ${Math.round(expect.maxFirstYear.amount * (rate ?? 1))}`);
  }
  const rows = await queryRows<{ id: number; total: number | string | null }>(
    db,
    sql`SELECT c.course_id AS id, c.first_year_inr AS total FROM courses c
      JOIN universities u ON u.university_id = c.university_id
      JOIN countries co ON co.country_id = u.country_id
      JOIN course_categories cat ON cat.course_category_id = c.course_category_id
      WHERE ${sql.join(conditions, sql` AND `)}`,
  );
  if (!expect.cheap) return new Set(rows.map((row) => Number(row.id)));
  // The cheapest third: at or below the first-year total a third of them lie at or below.
  const totals = rows
    .map((row) => (row.total === null ? null : Number(row.total)))
    .filter((n): n is number => n !== null)
    .sort((a, b) => a - b);
  const ceiling = totals[Math.max(0, Math.ceil(totals.length / 3) - 1)] ?? -1;
  return new Set(
    rows.filter((row) => row.total !== null && Number(row.total) <= ceiling).map((row) => Number(row.id)),
  );
}

export async function measureCase(db: DbOrTx, c: RelevanceCase): Promise<CaseResult> {
  const request = courseSearchQuerySchema.parse({ q: c.q, pageSize: '10' });
  const relevant = await relevantIds(db, c.expect);
  const top = (await searchCourses(db, request)).items.map((item) => item.courseId);
  const { filters } = await understand(db, request);
  const found = await matchingCourseIds(db, filters);
  const hits = found.filter((id) => relevant.has(id)).length;
  const topHits = top.filter((id) => relevant.has(id)).length;
  return {
    q: c.q,
    class: c.class,
    relevant: relevant.size,
    found: found.length,
    // Nothing relevant and nothing found is right; something found when nothing is relevant is not.
    precisionAt10: top.length === 0 ? (relevant.size === 0 ? 1 : 0) : topHits / top.length,
    recall: relevant.size === 0 ? (found.length === 0 ? 1 : 0) : hits / relevant.size,
  };
}

export interface ClassSummary {
  class: string;
  queries: number;
  precisionAt10: number;
  recall: number;
}

export function summariseByClass(results: CaseResult[]): ClassSummary[] {
  const classes = [...new Set(results.map((r) => r.class))];
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return classes.map((name) => {
    const of = results.filter((r) => r.class === name);
    return {
      class: name,
      queries: of.length,
      precisionAt10: mean(of.map((r) => r.precisionAt10)),
      recall: mean(of.map((r) => r.recall)),
    };
  });
}

export async function measureRelevance(db: DbOrTx, cases = relevanceSet()): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const c of cases) results.push(await measureCase(db, c));
  return results;
}
