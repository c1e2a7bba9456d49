import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, type Db, openDatabase } from '../db/client';

/**
 * The real app on an ephemeral port with a fresh database: PGlite in memory, or, when the
 * suite runs in its PostgreSQL pass (TEST_DB=postgres), a throwaway database created on
 * the server named by TEST_DATABASE_URL and dropped afterwards.
 */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
}

export const usingPostgres = () => process.env.TEST_DB === 'postgres';

export async function createTestDatabase(options: { statementTimeoutMs?: number } = {}): Promise<{
  database: Database;
  /** The PostgreSQL URL of the throwaway database (PostgreSQL pass only), for a second connection pool. */
  url?: string;
  drop: () => Promise<void>;
}> {
  if (!usingPostgres()) {
    const database = await openDatabase({ dataDir: 'memory://', startFrom: await migratedPglite() });
    return { database, drop: async () => {} };
  }
  const copy = await emptyPostgresDatabase('edupath_t', { template: inject('migratedPostgres') });
  const database = await openDatabase({ url: copy.url, ...options });
  return { database, ...copy };
}

let migrated: Blob | undefined;

/** The migrated embedded database of this run (test/global-setup.ts), read once per test file. */
async function migratedPglite(): Promise<Blob> {
  migrated ??= new Blob([await readFile(inject('migratedPglite'))]);
  return migrated;
}

/**
 * An empty database of its own on the server named by TEST_DATABASE_URL (no migrations run), for
 * tests that start servers on it or watch a first migration, and how to drop it. With `template`,
 * a copy of that database instead.
 */
export async function emptyPostgresDatabase(
  prefix = 'edupath_t',
  { template }: { template?: string | null } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('a PostgreSQL test database needs TEST_DATABASE_URL');
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * An empty database named as a deployment names it, for tests that start servers or command-line
 * tools on it: DATABASE_URL on the PostgreSQL pass, an embedded DATA_DIR otherwise.
 */
export async function emptyDeploymentDatabase(): Promise<{
  settings: Record<string, string>;
  remove: () => Promise<void>;
}> {
  if (usingPostgres()) {
    const empty = await emptyPostgresDatabase();
    return { settings: { DATABASE_URL: empty.url }, remove: empty.drop };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'edupath-deployment-'));
  return { settings: { DATA_DIR: dir }, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A test that runs the demo seed loads the whole demo catalogue (about 10 s alone, far more on a loaded CI machine). */
export const DEMO_SEED_TIMEOUT = 180_000;

/**
 * A fresh database for the tests of one file, without the app: opened before them, closed and
 * dropped after. Its `db` is there from the first test (and in later beforeAll hooks) on.
 */
export function useTestDatabase(): { readonly db: Db } {
  let opened: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await createTestDatabase();
  });
  afterAll(async () => {
    if (!opened) return;
    await opened.database.close();
    await opened.drop();
  });
  return {
    get db() {
      if (!opened) throw new Error('the test database opens in beforeAll');
      return opened.database.db;
    },
  };
}

const RATE_LIMIT_SETTINGS = [
  'LOGIN_FAILURE_WINDOW_MINUTES',
  'LOGIN_ACCOUNT_FREE_FAILURES',
  'LOGIN_ACCOUNT_MAX_DELAY_SECONDS',
  'LOGIN_PAIR_FREE_FAILURES',
  'LOGIN_PAIR_MAX_DELAY_SECONDS',
  'LOGIN_ADDRESS_FREE_FAILURES',
  'LOGIN_ADDRESS_MAX_DELAY_SECONDS',
  'LOGIN_ACCOUNT_CHECKS_PER_WINDOW',
  'LOGIN_DEVICE_CHECKS_PER_WINDOW',
  'API_RATE_LIMIT_PER_USER',
  'API_RATE_LIMIT_PER_SESSION',
  'API_RATE_LIMIT_ANONYMOUS_PER_ADDRESS',
] as const satisfies ReadonlyArray<keyof Config>;

/** The shipped sign-in and API limits, as overrides that undo the raised test values. */
export function rateLimitDefaults(): Partial<Record<keyof Config, string>> {
  const defaults = loadConfig({});
  return Object.fromEntries(RATE_LIMIT_SETTINGS.map((name) => [name, String(defaults[name])]));
}

function testConfig(overrides: Partial<Record<keyof Config, string>>): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    // Tests sign in (and fail to) far more often than a person; the rate-limit tests pass the
    // defaults back (rateLimitDefaults) or lower these again.
    LOGIN_ACCOUNT_FREE_FAILURES: '10000',
    LOGIN_PAIR_FREE_FAILURES: '10000',
    LOGIN_ADDRESS_FREE_FAILURES: '10000',
    LOGIN_ACCOUNT_CHECKS_PER_WINDOW: '10000',
    LOGIN_DEVICE_CHECKS_PER_WINDOW: '10000',
    API_RATE_LIMIT_PER_USER: '100000',
    API_RATE_LIMIT_PER_SESSION: '100000',
    API_RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '100000',
    CHAT_RATE_LIMIT_PER_MINUTE: '10000',
    SOCKET_EVENTS_PER_SECOND: '10000',
    SOCKET_EVENTS_PER_USER_PER_MINUTE: '100000',
    // The tests run in the server's own thread and keep its event loop busy, which is not load;
    // search-busy.test.ts turns the shedding back on to test it.
    SEARCH_MAX_LOOP_UTILIZATION: '1',
    // The tests' SMTP server keeps every mail, as a mail catcher does, and their users have
    // @example.test addresses; mail.test.ts turns this off to test that such mail is kept.
    MAIL_SEND_TO_RESERVED_DOMAINS: 'true',
    REDIS_URL: process.env.TEST_REDIS_URL,
    REDIS_KEY_PREFIX: `edupath-test:${randomBytes(6).toString('hex')}:`,
    ...overrides,
  });
}

async function listen(
  config: Config,
  database: Database,
  release: () => Promise<void>,
  { logStream, serveWeb }: Pick<BuildOptions, 'logStream' | 'serveWeb'> = {},
): Promise<TestApp> {
  const app = await buildApp({ config, database, logStream, serveWeb });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    database,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.close();
      await release();
    },
  };
}

export async function startTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: Pick<BuildOptions, 'logStream' | 'serveWeb'> = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const { database, drop } = await createTestDatabase({
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  return listen(config, database, drop, options);
}

/** The app on a database the test opened itself (one on a small disk, say); closing it closes the database. */
export function startTestAppOn(
  database: Database,
  overrides: Partial<Record<keyof Config, string>> = {},
): Promise<TestApp> {
  return listen(testConfig(overrides), database, async () => {});
}

/** Several instances can share one database only on a real PostgreSQL server with Redis between them. */
export const clusterAvailable = () => usingPostgres() && !!process.env.TEST_REDIS_URL;

/**
 * Several app instances, as in a scaled-out deployment: each on its own port with its own
 * connection pool, all on ONE throwaway PostgreSQL database and sharing Redis (same key
 * prefix, so the Socket.IO adapter and the rate limits span them). Needs clusterAvailable().
 */
export async function startTestCluster(
  size: number,
  overrides: Partial<Record<keyof Config, string>> = {},
): Promise<{ instances: TestApp[]; close(): Promise<void> }> {
  if (!clusterAvailable()) throw new Error('a cluster needs TEST_DB=postgres and TEST_REDIS_URL');
  const { database, url, drop } = await createTestDatabase();
  const config = testConfig(overrides);
  const instances: TestApp[] = [await listen(config, database, async () => {})];
  for (let i = 1; i < size; i++) {
    instances.push(await listen(config, await openDatabase({ url }), async () => {}));
  }
  return {
    instances,
    close: async () => {
      for (const instance of instances) await instance.close();
      await drop();
    },
  };
}
