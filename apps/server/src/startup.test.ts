import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { auditLog, countries, users } from './db/schema';
import { hashPassword } from './modules/auth/index';
import { PUBLISHED_PASSWORDS } from './seed/published-passwords';
import { prepareDatabase } from './startup';
import { DEMO_SEED_TIMEOUT, emptyDeploymentDatabase, usingPostgres } from './test/app';

/**
 * What a start does to the database before it serves (docs/deploying.md): a production start
 * seeds nothing unless asked, never lets a published demo password in, and instances starting
 * together on one fresh database both come up.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh database the way a deployment names it: a PostgreSQL URL, or an embedded data directory. */
async function freshDatabaseSettings(): Promise<Record<string, string>> {
  const fresh = await emptyDeploymentDatabase();
  cleanups.push(fresh.remove);
  return fresh.settings;
}

const open = (settings: Record<string, string>) =>
  openDatabase({ url: settings.DATABASE_URL, dataDir: settings.DATA_DIR });

function collectingLog() {
  const lines: string[] = [];
  return {
    lines,
    log: { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) },
  };
}

async function started(settings: Record<string, string>, demo = false): Promise<Database> {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...settings }, { demo });
  const database = await prepareDatabase(config, collectingLog().log);
  cleanups.push(() => database.close());
  return database;
}

describe('a production start', () => {
  it('loads no demo data and no demo account unless it is told to', async () => {
    const database = await started(await freshDatabaseSettings());
    const [accounts] = await database.db.select({ n: count() }).from(users);
    const [catalogue] = await database.db.select({ n: count() }).from(countries);
    expect(accounts?.n).toBe(0);
    expect(catalogue?.n).toBe(0);
  });

  it('deactivates every account that still signs in with a published demo password, and says so', async () => {
    const settings = await freshDatabaseSettings();
    const [admin, advisor, student] = PUBLISHED_PASSWORDS;
    const before = await open(settings);
    const accounts = [
      // The demo admin, left from a demo run on the same database.
      { email: 'admin@edupath.test', role: 'admin' as const, password: admin! },
      // A colleague given the README's password by a hurried operator.
      { email: 'colleague@university.example', role: 'advisor' as const, password: advisor! },
      // Staff with a password of their own: untouched.
      {
        email: 'owner@university.example',
        role: 'admin' as const,
        password: 'a long and private sentence 42',
      },
      // A student outside the demo addresses is not tried (docs/deploying.md#demo-or-production).
      { email: 'someone@student.example', role: 'student' as const, password: student! },
    ];
    for (const account of accounts) {
      await before.db.insert(users).values({
        name: account.email,
        email: account.email,
        role: account.role,
        passwordHash: await hashPassword(account.password),
      });
    }
    await before.close();

    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...settings });
    const { lines, log } = collectingLog();
    const database = await prepareDatabase(config, log);
    cleanups.push(() => database.close());

    const rows = await database.db
      .select({ email: users.email, isActive: users.isActive, passwordHash: users.passwordHash })
      .from(users)
      .orderBy(users.userId);
    expect(rows.map((row) => [row.email, row.isActive, row.passwordHash !== null])).toEqual([
      ['admin@edupath.test', false, false],
      ['colleague@university.example', false, false],
      ['owner@university.example', true, true],
      ['someone@student.example', true, true],
    ]);
    const output = lines.join('\n');
    expect(output).toContain('Deactivated 2 account(s) that still signed in with a published demo password');
    expect(output).toContain('admin@edupath.test');
    expect(output).toContain('npm run admin:create -- --email');
    const audited = await database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.action, 'account.deactivated'));
    expect(audited).toEqual([
      { action: 'account.deactivated', actorId: null },
      { action: 'account.deactivated', actorId: null },
    ]);
  });
});

describe.runIf(usingPostgres())('instances starting together on one fresh PostgreSQL database', () => {
  it(
    'both load the demo and come up (the seed runs under the start-up lock)',
    async () => {
      const settings = await freshDatabaseSettings();
      const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...settings }, { demo: true });
      const results = await Promise.allSettled([
        prepareDatabase(config, collectingLog().log),
        prepareDatabase(config, collectingLog().log),
      ]);
      for (const result of results)
        if (result.status === 'fulfilled') cleanups.push(() => result.value.close());
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual([
        'up',
        'up',
      ]);
      const first = results[0] as PromiseFulfilledResult<Database>;
      const [admins] = await first.value.db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
      expect(admins?.n).toBe(1);
    },
    DEMO_SEED_TIMEOUT,
  );
});
