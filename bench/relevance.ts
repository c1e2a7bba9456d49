/// <reference path="../apps/server/src/types.d.ts" />
import { openDatabase } from '../apps/server/src/db/client';
import {
  measureRelevance,
  RELEVANCE_TARGETS,
  summariseByClass,
} from '../apps/server/src/modules/catalogue/relevance';
import { seedCatalogue } from '../apps/server/src/seed/catalogue/index';
import { fmt } from './lib';

/**
 * Relevance of course search (docs/catalogue.md#relevance-set): the committed set of student
 * queries on the demo catalogue, precision@10 and recall per query class. Runs on an embedded
 * database in memory seeded with BENCH_RELEVANCE_COURSES demo courses (default 30,000, the demo's
 * size), or on BENCH_DATABASE_URL's database as it is when that is set (seeded if empty).
 * BENCH_RELEVANCE_VERBOSE=1 also lists every query with its counts.
 */
const COURSES = Number(process.env.BENCH_RELEVANCE_COURSES ?? 30_000);

export async function runRelevanceBench() {
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { url } : { dataDir: 'memory://' });
  try {
    const started = performance.now();
    const stats = await seedCatalogue(database.db, { courses: COURSES });
    if (stats)
      console.info(
        `  seeded ${fmt(stats.courses)} demo courses in ${fmt((performance.now() - started) / 1000, 1)} s`,
      );
    const results = await measureRelevance(database.db);
    const answered = results.filter((r) => r.relevant > 0).length;
    console.info(
      `\nCourse search relevance (${results.length} queries, ${answered} with courses to find in this catalogue; targets: precision@10 ≥ ${RELEVANCE_TARGETS.precisionAt10}, recall ≥ ${RELEVANCE_TARGETS.recall}):`,
    );
    console.info(
      `  ${'class'.padEnd(22)} ${'queries'.padStart(7)} ${'precision@10'.padStart(13)} ${'recall'.padStart(8)}`,
    );
    for (const row of summariseByClass(results)) {
      const ok =
        row.precisionAt10 >= RELEVANCE_TARGETS.precisionAt10 && row.recall >= RELEVANCE_TARGETS.recall;
      console.info(
        `  ${row.class.padEnd(22)} ${String(row.queries).padStart(7)} ${row.precisionAt10.toFixed(3).padStart(13)} ${row.recall.toFixed(3).padStart(8)}${ok ? '' : '  below target'}`,
      );
    }
    if (process.env.BENCH_RELEVANCE_VERBOSE) {
      for (const r of results) {
        console.info(
          `  ${r.class}: "${r.q}" relevant ${r.relevant}, found ${r.found}, p@10 ${r.precisionAt10.toFixed(2)}, recall ${r.recall.toFixed(2)}`,
        );
      }
    }
  } finally {
    await database.close();
  }
}
