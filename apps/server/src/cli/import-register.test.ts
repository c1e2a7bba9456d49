import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { auditLog, courseCategories, courses, reportedProgrammes, universities } from '../db/schema';
import { emptyDeploymentDatabase } from '../test/app';
import { createCountry, createUniversity } from '../test/catalogue-factories';
import { openDatabaseOfEnv, runCli } from '../test/process';

/**
 * `npm run import:cricos` and `npm run import:scorecard` (docs/catalogue.md#register-imports), run
 * as an operator runs them, in their own process, on a deployment's database with the small
 * fixtures of the register import's tests.
 */
const fixture = (name: string) =>
  fileURLToPath(new URL(`../modules/catalogue/fixtures/${name}`, import.meta.url));
const CRICOS_ARGS = [
  '--courses',
  fixture('cricos-courses.csv'),
  '--institutions',
  fixture('cricos-institutions.csv'),
  '--locations',
  fixture('cricos-locations.csv'),
  '--dated',
  '2026-11-30',
];
const CRICOS_CODES = ['003318G', '056561B', '012345A'];

let settings: Record<string, string>;
let removeDatabase: () => Promise<void>;
let scratch: string;

/** The database opened only while the test looks at it: the command line opens it in its own process. */
async function withDatabase<T>(use: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabaseOfEnv(settings);
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}
const importRegister = (args: string[]) =>
  runCli('import-register.ts', args, { ...settings, PUBLIC_URL: 'https://edupath.example.org' });
const written = () =>
  withDatabase(async (db) => ({
    courses: (await db.select().from(courses).where(inArray(courses.cricosCourseCode, CRICOS_CODES))).length,
    programmes: (await db.select().from(reportedProgrammes)).length,
    audits: (await db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.register_imported')))
      .length,
    /** Created by the import, unpublished until an admin publishes them. */
    newUniversities: (
      await db
        .select()
        .from(universities)
        .where(and(isNotNull(universities.cricosProviderCode), eq(universities.isPublished, false)))
    ).length,
  }));

beforeAll(async () => {
  ({ settings, remove: removeDatabase } = await emptyDeploymentDatabase());
  scratch = mkdtempSync(path.join(tmpdir(), 'edupath-registers-'));
  await withDatabase(async (db) => {
    await createCountry(db, { isoCode: 'AU', countryName: 'Australia' });
    const us = await createCountry(db, { isoCode: 'US', countryName: 'United States' });
    await createUniversity(db, us.countryId, {
      universityName: 'Massachusetts Institute of Technology',
      website: 'https://www.mit.edu',
    });
    for (const categoryName of [
      'Computer Science & IT',
      'Business & Management',
      'Engineering & Technology',
    ]) {
      await db.insert(courseCategories).values({ categoryName }).onConflictDoNothing();
    }
  });
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await removeDatabase();
});

describe('npm run import:cricos', () => {
  it('with --dry-run prints what it would write and writes nothing; without, writes it', async () => {
    const dry = await importRegister(['cricos', ...CRICOS_ARGS, '--dry-run']);
    expect(dry.code, dry.output).toBe(0);
    expect(dry.output).toContain('Dry run of cricos, file dated 2026-11-30: 11 rows read');
    expect(dry.output).toContain(
      '3 courses to create, 0 to update; 1 expired skipped; 1 of a level without a course type skipped; 2 universities to create, 0 to update',
    );
    expect(await written()).toEqual({ courses: 0, programmes: 0, audits: 0, newUniversities: 0 });

    const real = await importRegister(['cricos', ...CRICOS_ARGS]);
    expect(real.code, real.output).toBe(0);
    expect(real.output).toContain('3 courses created, 0 updated;');
    expect(await written()).toEqual({ courses: 3, programmes: 0, audits: 1, newUniversities: 2 });
  }, 120_000);
});

describe('npm run import:scorecard', () => {
  it('exits non-zero on a malformed file, with each row to fix, and writes nothing', async () => {
    const bad = path.join(scratch, 'fos.csv');
    writeFileSync(
      bad,
      'UNITID,INSTNM,CIPCODE,CIPDESC,CREDLEV,CREDDESC\n166683,MIT,1107,CS,3,Bachelor\nabc,MIT,xx,CS,9,Bachelor\n',
    );
    const run = await importRegister(['scorecard', bad, '--dated', '2026-11-30']);
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain('The files have rows to fix, so nothing was imported');
    expect(run.output).toMatch(/file line 3: .*UNITID/);
    expect(await written()).toMatchObject({ programmes: 0, audits: 1 });
  }, 120_000);

  it('answers a missing date with the usage, before opening the database', async () => {
    const run = await importRegister(['scorecard', fixture('scorecard-fos.csv')]);
    expect(run.code).toBe(2);
    expect(run.output).toContain('Usage: npm run import:cricos');
  }, 60_000);
});
