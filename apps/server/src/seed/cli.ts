import { parseArgs } from 'node:util';
import { loadConfig, loadEnvFile } from '../config';
import { openDatabase } from '../db/client';
import { DEFAULT_COURSE_TOTAL, seedCatalogue } from './catalogue/index';
import { seedDemo } from './index';

/**
 * npm run db:seed [-- --scale N]: the demo data; --scale N generates a catalogue of N courses
 * (e.g. 1000000 for the benchmarks; use PostgreSQL through DATABASE_URL for that tier).
 */
const { values } = parseArgs({ options: { scale: { type: 'string' } } });
const courses = values.scale === undefined ? DEFAULT_COURSE_TOTAL : Number(values.scale);
if (!Number.isInteger(courses) || courses < 1) {
  console.error('--scale must be a positive whole number of courses');
  process.exit(1);
}

loadEnvFile();
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  statementTimeoutMs: 600_000,
});
if (database.kind === 'pglite' && courses > 200_000) {
  console.warn('The embedded database is slow at this size: set DATABASE_URL to a PostgreSQL server.');
}
const log = (line: string) => console.info(line);
const stats = await seedCatalogue(database.db, { courses, log });
if (stats) {
  log(
    `Catalogue: ${stats.countries} countries, ${stats.universities} universities, ${stats.categories} categories, ` +
      `${stats.courses.toLocaleString('en-US')} courses, ${stats.faqs} FAQs in ${(stats.ms / 1000).toFixed(1)} s`,
  );
} else {
  log('Catalogue already present: left unchanged.');
}
await seedDemo(database.db, { log });
await database.close();
