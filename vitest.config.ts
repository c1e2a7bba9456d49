import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The web tests share a worker's jsdom and module cache between files (isolate: false): building
 * both anew for each of a hundred files cost 110 of the project's 150 seconds. A file that replaces
 * a module with vi.mock needs its own module graph, so those run isolated (docs/testing.md).
 */
const webSource = new URL('./apps/web/src/', import.meta.url);
const webTests = readdirSync(webSource, { recursive: true, encoding: 'utf8' }).filter((file) =>
  /\.test\.tsx?$/.test(file),
);
const mocksModules = (file: string) => readFileSync(new URL(file, webSource), 'utf8').includes('vi.mock(');
const webTestsMockingModules = webTests.filter(mocksModules).map((file) => `src/${file}`);

const webProject = (name: string, include: string[], isolate: boolean) => ({
  plugins: [react()],
  test: {
    name,
    root: './apps/web',
    include,
    exclude: isolate ? [] : webTestsMockingModules,
    isolate,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 15_000,
  },
});

/**
 * Tests that read the event loop's load or refuse work when it is busy: a neighbour's work on the
 * same cores would change what they measure.
 */
const LOAD_MEASURING_TESTS = ['src/modules/catalogue/search-busy.test.ts', 'src/lib/loop-load.test.ts'];

/**
 * Which database a server test runs on. Without TEST_DATABASE_URL, every server test runs on the
 * embedded database (PGlite), the app's default. With it, one run holds two server projects: `server`
 * runs the tests on PostgreSQL (and Redis when TEST_REDIS_URL is set), and `pglite` runs on the
 * embedded database only the tests about the embedded database itself (its directory, start-up,
 * backups, the demo seed): the rest run the same SQL through the same code, and PGlite doubled the
 * suite's time. One run instead of two passes lets the embedded database's busy processor work
 * fill the time the PostgreSQL tests spend waiting (docs/testing.md).
 */
const postgresAtHand = !!process.env.TEST_DATABASE_URL;
/** Set per project: an empty variable reads as unset (usingPostgres, the app's config). */
const ON_POSTGRES = { TEST_DB: 'postgres' };
const ON_PGLITE = { TEST_DB: '', TEST_REDIS_URL: '' };

const EMBEDDED_DATABASE_TESTS = [
  'src/seed/**/*.test.ts',
  'src/db/**/*.test.ts',
  ...serverTestsNaming(/usingPostgres|PGlite|pglite|DATA_DIR/),
];
/** The demo seed's tests check what the seed writes, whatever the database: they run on PGlite. */
const SEED_TESTS = ['src/seed/**/*.test.ts'];

function serverTestsNaming(pattern: RegExp) {
  const source = new URL('./apps/server/src/', import.meta.url);
  return readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && pattern.test(readFileSync(new URL(file, source), 'utf8')))
    .map((file) => `src/${file}`);
}

const serverProject = (name: string, env: Record<string, string>, files: ServerFiles) => ({
  test: {
    name,
    root: './apps/server',
    env,
    ...files,
    // Migrates once per run; each test database starts as a copy (src/test/global-setup.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // A worker keeps the modules it loaded for its next file: importing the server anew for each of
    // 125 files was half the pass's processor time. Every test builds its own app and database
    // (src/test/app.ts), so nothing a test relies on lives in a module's state.
    isolate: false,
  },
});
type ServerFiles = {
  include: string[];
  exclude?: string[];
  fileParallelism?: boolean;
  sequence?: { groupOrder: number };
};

export default defineConfig({
  test: {
    // Vitest's default leaves a core to its own process: one worker on a 2-core machine, which left
    // the other core mostly idle (the tests wait on PostgreSQL, on timers, on sockets). Two workers
    // there ran the embedded-database pass in 7.2 min instead of 10.5, and the PostgreSQL pass in
    // 3.8 min instead of about 11.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      serverProject('server', postgresAtHand ? ON_POSTGRES : ON_PGLITE, {
        include: ['src/**/*.test.ts'],
        exclude: [...LOAD_MEASURING_TESTS, ...(postgresAtHand ? SEED_TESTS : [])],
      }),
      ...(postgresAtHand
        ? [
            serverProject('pglite', ON_PGLITE, {
              include: EMBEDDED_DATABASE_TESTS,
              exclude: LOAD_MEASURING_TESTS,
            }),
          ]
        : []),
      // After everything else and one file at a time, so no other test's work skews their readings.
      serverProject('server-load', postgresAtHand ? ON_POSTGRES : ON_PGLITE, {
        include: LOAD_MEASURING_TESTS,
        fileParallelism: false,
        sequence: { groupOrder: 1 },
      }),
      webProject('web', ['src/**/*.test.{ts,tsx}'], false),
      webProject('web-isolated', webTestsMockingModules, true),
    ],
  },
});
