import { afterEach, describe, expect, it } from 'vitest';
import { JobQueue } from '../lib/jobs';
import { createTestDatabase, emptyPostgresDatabase, usingPostgres } from '../test/app';
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
    const empty = await emptyPostgresDatabase();
    const settled = await Promise.allSettled([
      openDatabase({ url: empty.url }),
      openDatabase({ url: empty.url }),
    ]);
    cleanups.push(async () => {
      for (const result of settled) if (result.status === 'fulfilled') await result.value.close();
      await empty.drop();
    });
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
  }, 60_000);
});
