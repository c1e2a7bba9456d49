import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { seedDemo } from './seed/index';
import { retirePublishedPasswords } from './seed/published-passwords';

export interface StartupLog {
  info(line: string): void;
  warn(line: string): void;
}

/** The first line a demo start prints, so nobody mistakes it for a real service. */
export const DEMO_BANNER =
  'EduPath DEMO: demo data and demo accounts whose passwords are published (README). Not for real students; see docs/deploying.md to run it for real.';

/**
 * Opens (and migrates) the database and does everything else a start does to shared state: the
 * demo data, or outside a demo the retirement of accounts with a published password. All of it
 * under the deployment-wide start-up lock, so instances starting together on one fresh database
 * take turns instead of inserting the same rows at once (docs/deploying.md#two-instances).
 */
export async function prepareDatabase(config: Config, log: StartupLog): Promise<Database> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  try {
    await database.duringStartupLock(async () => {
      if (config.SEED_DEMO) {
        await seedDemo(database.db, { log: (line) => log.info(line) });
        return;
      }
      if (config.NODE_ENV !== 'production') return;
      const retired = await retirePublishedPasswords(database.db);
      if (retired.length === 0) return;
      log.warn(
        [
          `Deactivated ${retired.length} account(s) that still signed in with a published demo password:`,
          ...retired.map((account) => `  ${account.role.padEnd(8)} ${account.email}`),
          'Their data stays. This is a production start without SEED_DEMO=true, and these passwords are in the README.',
          'To run the demo instead, set SEED_DEMO=true. To make an admin of your own: npm run admin:create -- --email you@example.com',
        ].join('\n'),
      );
    });
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
