import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths';
import { lockDataDir } from './data-dir-lock';
import { syncFirstYearCosts } from './first-year-costs';
import { syncReferenceRates } from './reference-rates';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers, so nothing above this file knows which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database's directory on disk (none for PostgreSQL or in memory). */
  dataDir?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Raw SQL for the job queue (pg-boss), which brings its own statements: with values one
   * statement, without them possibly several (its own BEGIN … COMMIT blocks).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs `work` while holding the deployment-wide start-up lock, so instances starting together
   * install schemas (migrations, the job queue's) one after another: installs are not safe to run
   * side by side. The embedded database has one process only, its data directory lock sees to it.
   */
  duringStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** PostgreSQL only: the connection pool's state, for the metrics (docs/operations.md#metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** The advisory lock key of start-up installs: any constant every instance agrees on. */
const STARTUP_LOCK_KEY = 'edupath:startup';
const STARTUP_LOCK_RETRY_MS = 250;

export { DataDirLockedError } from './data-dir-lock';

export interface OpenOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir?: string;
  statementTimeoutMs?: number;
  /**
   * The embedded database only: a dumped data directory to start from instead of an empty one
   * (the tests start every database from one migrated once per run; see dumpMigratedDatabase).
   */
  startFrom?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.url
    ? await openPostgres(options.url, options)
    : await openPglite(options.dataDir, options.startFrom);
  await runMigrations(database);
  return database;
}

/** A `select 1` that has no answer after this long fails (docs/api.md#database-unavailable). */
const PING_TIMEOUT_MS = 2_000;

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A request waits at most this long for a connection (a new one to a server that does not
    // answer, or a free one of the pool), then is answered 503 (docs/api.md#database-unavailable).
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    // The kernel notices a peer that vanished (a dropped network, a dead host) on an idle
    // connection, which would otherwise fail only the next query sent on it.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    statement_timeout: options.statementTimeoutMs ?? 15_000,
    query_timeout: (options.statementTimeoutMs ?? 15_000) + 1_000,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (err) => console.error('PostgreSQL pool error', err.message));
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      // Shorter than the statement timeout: readiness and the database watch want a quick answer.
      // pg reads query_timeout per query too; its types know it only as a pool setting.
      await pool.query({ text: 'select 1', query_timeout: PING_TIMEOUT_MS } as pg.QueryConfig);
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return pool.query(text, values);
      const client = await pool.connect();
      try {
        // Several statements; the queue ignores the answer of such a batch.
        return (await client.query(text)) as unknown as { rows: Record<string, unknown>[] };
      } catch (err) {
        // A failed BEGIN … COMMIT batch leaves its connection inside an aborted transaction;
        // back in the pool, it would fail whatever query drew it next.
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    duringStartupLock: async (work) => {
      // A session lock on a connection of its own; the work runs on the pool's other connections.
      const client = await pool.connect();
      try {
        // Asked again and again rather than waited for in one statement: the other instance may
        // hold the lock for longer than the statement timeout (the demo seed takes a while).
        while (
          !(await client.query('select pg_try_advisory_lock(hashtext($1)) as locked', [STARTUP_LOCK_KEY]))
            .rows[0]?.locked
        ) {
          await sleep(STARTUP_LOCK_RETRY_MS);
        }
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
  };
}

/**
 * The embedded database's page cache. PostgreSQL's default (128MB) is all touched as it starts, so
 * it was a quarter of an idle instance's memory; the pages it misses come from the operating
 * system's file cache, and the demo catalogue's hot pages fit (docs/performance.md#footprint).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(dataDir = 'memory://', startFrom?: Blob): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  if (!dataDir.startsWith('memory://')) {
    dir = path.resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    release = await lockDataDir(dir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: dir ? path.join(dir, 'pglite') : dataDir,
      extensions: { pg_trgm },
      ...(startFrom ? { loadDataDir: startFrom } : {}),
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
  } catch (err) {
    await release?.();
    throw err;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dataDir: dir,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      await release?.();
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
      try {
        // The simple protocol runs several statements; the queue's answer is the last one's.
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      } catch (err) {
        // A failed BEGIN … COMMIT block would leave the one shared session inside an aborted
        // transaction, failing every later query of the app.
        await client.exec('ROLLBACK').catch(() => {});
        throw err;
      }
    },
    duringStartupLock: (work) => work(),
  };
}

/**
 * An embedded database in memory, migrated, as a dumped data directory (a tar): opening a copy
 * of it (`startFrom`) skips creating the cluster and running every migration again.
 */
export async function dumpMigratedDatabase(): Promise<Blob> {
  const client = await PGlite.create({ dataDir: 'memory://', extensions: { pg_trgm } });
  try {
    const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the concrete driver type
    await migratePglite(db as any, { migrationsFolder: migrationsDir });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function runMigrations(database: Database): Promise<void> {
  await database.duringStartupLock(() => migrateAndSync(database));
}

async function migrateAndSync(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the concrete driver type
    await migratePglite(database.db as any, { migrationsFolder: migrationsDir });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the concrete driver type
    await migratePg(database.db as any, { migrationsFolder: migrationsDir });
  }
  await syncReferenceRates(database.db);
  await syncFirstYearCosts(database.db);
}
