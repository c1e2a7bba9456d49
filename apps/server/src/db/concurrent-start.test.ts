import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { JobQueue } from '../lib/jobs';
import { createTestDatabase, usingPostgres } from '../test/app';
import { type Database, openDatabase } from './client';

const options = {
  pollIntervalSeconds: 1,
  retryDelaySeconds: 1,
  retryLimit: 1,
  cleanupCron: '0 * * * *',
  remindersCron: '30 * * * *',
  onError: () => {},
};

/**
 * Instances of a deployment start together, and the first start of each installs pg-boss's schema.
 * Two installs at the same moment on PostgreSQL used to end one instance with a unique violation
 * on the system catalogues. Needs PostgreSQL: two instances cannot share the embedded database.
 */
describe.runIf(usingPostgres())('instances starting together on one PostgreSQL database', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('installs once and starts on both, on a fresh database, every time', async () => {
    for (let round = 0; round < 3; round++) {
      const opened = await createTestDatabase();
      const second: Database = await openDatabase({ url: opened.url });
      const queues = [new JobQueue(opened.database, options), new JobQueue(second, options)];
      cleanups.push(async () => {
        await Promise.all(queues.map((queue) => queue.stop()));
        await second.close();
        await opened.database.close();
        await opened.drop();
      });
      await expect(Promise.all(queues.map((queue) => queue.start()))).resolves.toBeDefined();
      // The connection that lost the race is usable afterwards (no transaction left aborted).
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => second.executeSql('select count(*)::int as n from pgboss.version')),
      );
      for (const answer of answers) expect(answer.rows).toEqual([{ n: 1 }]);
    }
  }, 60_000);

  it('migrates an empty database once when two instances open it at the same moment', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `edupath_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const opening = [openDatabase({ url: url.toString() }), openDatabase({ url: url.toString() })];
    const settled = await Promise.allSettled(opening);
    cleanups.push(async () => {
      for (const result of settled) if (result.status === 'fulfilled') await result.value.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
  }, 60_000);
});
