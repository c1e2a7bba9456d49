import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { syncFirstYearCosts } from '../../db/first-year-costs';
import { readReferenceRates } from '../../db/reference-rates';
import { queryRows } from '../../db/rows';
import { countries, countryFaqs, courseCategories, courses, universities } from '../../db/schema';
import { CATEGORIES } from './categories';
import {
  type CountryRow,
  categoryRows,
  countryFaqRows,
  countryRow,
  courseCounts,
  type UniversityDraft,
  universityCourses,
  universityDescription,
  universityDraft,
} from './generate';
import { seedCourseProvenance, seedUniversityProvenance } from './provenance';
import { loadSources } from './sources';

/** ~10 courses per university on average: the default demo catalogue. */
export const DEFAULT_COURSE_TOTAL = 30_000;
/** Rows per INSERT: 1,000 courses x 16 columns stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1_000;

export interface CatalogueSeedOptions {
  /** Total number of courses (--scale). */
  courses?: number;
  log?: (line: string) => void;
  /** YYYY-MM-DD the demo deadlines count from (today by default); tests fix it. */
  seedDay?: string;
}

export interface CatalogueSeedStats {
  countries: number;
  universities: number;
  courses: number;
  faqs: number;
  categories: number;
  ms: number;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Inserts rows CHUNK at a time, each chunk as ONE json parameter expanded by
 * json_populate_recordset: far fewer parameters to bind than a multi-row VALUES, which is
 * what makes the seed fast on PGlite.
 */
async function insertChunked<T extends PgTable>(tx: DbOrTx, table: T, rows: T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const name = getTableName(table);
  const keys = Object.keys(rows[0]!);
  const columns = sql.raw(keys.map(snake).join(', '));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((row) => {
      const record: Record<string, unknown> = {};
      for (const key of keys) record[snake(key)] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    });
    await tx.execute(
      sql`INSERT INTO ${sql.identifier(name)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${sql.identifier(name)}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}

/** True when any catalogue table has rows: the seed then leaves the catalogue alone. */
export async function catalogueExists(db: DbOrTx): Promise<boolean> {
  const rows = await queryRows<{ present: boolean }>(
    db,
    sql`
    SELECT EXISTS (SELECT 1 FROM countries) OR EXISTS (SELECT 1 FROM course_categories)
        OR EXISTS (SELECT 1 FROM universities) OR EXISTS (SELECT 1 FROM courses) AS present`,
  );
  return Boolean(rows[0]?.present);
}

/**
 * The demo catalogue: every country of the university list, ~3,000 universities, categories,
 * courses and FAQs. Ids are given explicitly (and the sequences moved past them), so the same
 * sources always give the same ids. Runs in one transaction: a failed seed leaves nothing behind.
 */
export async function seedCatalogue(
  db: Db,
  options: CatalogueSeedOptions = {},
): Promise<CatalogueSeedStats | null> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const total = options.courses ?? DEFAULT_COURSE_TOTAL;
  if (await catalogueExists(db)) return null;

  const sources = loadSources();
  const rates = readReferenceRates();
  const context = { rates, seedDay: options.seedDay ?? new Date().toISOString().slice(0, 10) };
  const countrySources = [...sources.countries].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const countryIds = new Map(countrySources.map((c, i) => [c.cca2, i + 1]));
  const countryByCode = new Map(countrySources.map((c) => [c.cca2, c]));

  const drafts: UniversityDraft[] = [];
  for (const country of countrySources) {
    for (const source of sources.universities.filter((u) => u.cca2 === country.cca2)) {
      drafts.push(
        universityDraft(drafts.length + 1, source, country, countryIds.get(country.cca2)!, country.name),
      );
    }
  }
  const counts = courseCounts(drafts, total);

  // First pass: the figures that descriptions and FAQs quote (courses are regenerated on insert,
  // so even the million-course tier never holds every course in memory).
  const perCountry = new Map<string, { universities: number; courses: number; ranked: number }>();
  drafts.forEach((draft, i) => {
    const rows = universityCourses(draft, counts[i]!, 1, context);
    const categories = [...new Set(rows.map((r) => r.courseCategoryId))]
      .sort((a, b) => a - b)
      .map((id) => CATEGORIES[id - 1]!.categoryName);
    draft.row.description = universityDescription(draft, rows.length, categories);
    const stats = perCountry.get(draft.source.cca2) ?? { universities: 0, courses: 0, ranked: 0 };
    stats.universities += 1;
    stats.courses += rows.length;
    if (draft.source.qsRank) stats.ranked += 1;
    perCountry.set(draft.source.cca2, stats);
  });

  const countryRows: CountryRow[] = [];
  const faqRows: ReturnType<typeof countryFaqRows> = [];
  for (const country of countrySources) {
    const stats = perCountry.get(country.cca2)!;
    const top = drafts
      .filter((d) => d.source.cca2 === country.cca2 && d.source.qsRank)
      .sort((a, b) => a.source.qsRank! - b.source.qsRank!)[0];
    const figures = { ...stats, topUniversity: top?.source.name ?? null };
    const countryId = countryIds.get(country.cca2)!;
    countryRows.push(countryRow(countryId, country, figures));
    faqRows.push(
      ...countryFaqRows(faqRows.length + 1, countryId, countryByCode.get(country.cca2)!, figures, rates),
    );
  }

  let courseTotal = 0;
  const universityProvenance = seedUniversityProvenance(context.seedDay);
  await db.transaction(async (tx) => {
    await insertChunked(tx, courseCategories, categoryRows());
    await insertChunked(tx, countries, countryRows);
    await insertChunked(tx, countryFaqs, faqRows);
    await insertChunked(
      tx,
      universities,
      drafts.map((d) => ({ ...d.row, provenance: universityProvenance })),
    );
    // Before the courses, so each course's first-year total is set as it is inserted.
    await syncFirstYearCosts(tx);
    let buffer: (typeof courses.$inferInsert)[] = [];
    const courseProvenance = seedCourseProvenance(context.seedDay);
    let nextReport = 100_000;
    for (let i = 0; i < drafts.length; i++) {
      const draft = drafts[i]!;
      buffer.push(
        ...universityCourses(draft, counts[i]!, courseTotal + buffer.length + 1, context).map((row) => ({
          ...row,
          provenance: courseProvenance,
        })),
      );
      if (buffer.length >= CHUNK || i === drafts.length - 1) {
        courseTotal += buffer.length;
        await insertChunked(tx, courses, buffer);
        buffer = [];
        if (courseTotal >= nextReport) {
          log(`  ${courseTotal.toLocaleString('en-US')} courses`);
          nextReport += 100_000;
        }
      }
    }
    for (const [table, column] of [
      ['countries', 'country_id'],
      ['country_faqs', 'faq_id'],
      ['universities', 'university_id'],
      ['course_categories', 'course_category_id'],
      ['courses', 'course_id'],
    ] as const) {
      await tx.execute(
        sql.raw(
          `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT max(${column}) FROM ${table}))`,
        ),
      );
    }
  });

  // Fresh statistics and visibility map, so the planner picks the indexes (and index-only counts)
  // at once instead of after autovacuum.
  await db.execute(sql`VACUUM ANALYZE countries, country_faqs, universities, course_categories, courses`);

  return {
    countries: countryRows.length,
    universities: drafts.length,
    courses: courseTotal,
    faqs: faqRows.length,
    categories: CATEGORIES.length,
    ms: Math.round(performance.now() - started),
  };
}
