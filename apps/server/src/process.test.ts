import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { users } from './db/schema';
import { emptyPostgresDatabase, usingPostgres } from './test/app';
import { freePort, spawnServer, waitForReady } from './test/process';

/**
 * Process-level guarantees of the foundation: the embedded database's directory lock, and
 * durability of every signup that was answered 2xx when the server is killed with SIGKILL.
 */
/** Starting a server takes seconds alone and far longer on a loaded CI machine. */
const STARTUP_TIMEOUT = 150_000;
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'edupath-proc-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function signup(url: string, email: string) {
  const response = await fetch(`${url}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Burst',
      email,
      password: 'burst-password',
      confirmPassword: 'burst-password',
    }),
  });
  return response.status;
}

async function throwawayPostgresUrl() {
  const { url, drop } = await emptyPostgresDatabase('edupath_proc');
  cleanups.push(drop);
  return url;
}

describe('embedded database directory lock', () => {
  // The lock guards PGlite's directory; PostgreSQL does its own concurrency control.
  it.skipIf(usingPostgres())(
    'a second server on the same DATA_DIR exits with a clear message and the first keeps its data',
    async () => {
      const dataDir = tempDataDir();
      const first = spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, await freePort());
      cleanups.push(() => void first.child.kill('SIGKILL'));
      await waitForReady(first);
      expect(await signup(first.url, 'kept@example.test')).toBe(201);

      const second = spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, await freePort());
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('is in use by another running server');

      // The first server still answers and still has the account.
      const login = await fetch(`${first.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kept@example.test', password: 'burst-password' }),
      });
      expect(login.status).toBe(200);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    },
    120_000,
  );

  it.skipIf(usingPostgres())(
    'a server killed with SIGKILL leaves a lock that the next start takes over at once',
    async () => {
      const dataDir = tempDataDir();
      const killed = spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, await freePort());
      cleanups.push(() => void killed.child.kill('SIGKILL'));
      await waitForReady(killed, STARTUP_TIMEOUT);
      expect(await signup(killed.url, 'survivor@example.test')).toBe(201);
      killed.child.kill('SIGKILL');
      await killed.exited;

      // The first attempt succeeds: no "in use" refusal while a dead process's lock goes stale.
      const restarted = spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, await freePort());
      cleanups.push(() => void restarted.child.kill('SIGKILL'));
      await waitForReady(restarted, STARTUP_TIMEOUT);
      expect(restarted.output()).not.toContain('in use');
      const login = await fetch(`${restarted.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'survivor@example.test', password: 'burst-password' }),
      });
      expect(login.status).toBe(200);

      // The restarted server's lock is live: a third server is still refused.
      const third = spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, await freePort());
      expect(await third.exited).toBe(1);
      expect(third.output()).toContain(`in use by another running server (process ${restarted.child.pid}`);
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
    },
    3 * STARTUP_TIMEOUT,
  );
});

describe('durability under SIGKILL', () => {
  it(`loses no signup that was answered 2xx (${usingPostgres() ? 'PostgreSQL' : 'embedded PGlite'})`, async () => {
    const target = usingPostgres() ? { url: await throwawayPostgresUrl() } : { dataDir: tempDataDir() };
    const env: Record<string, string> = { SEED_DEMO: 'false' };
    if (target.url) env.DATABASE_URL = target.url;
    else env.DATA_DIR = target.dataDir!;
    const server = spawnServer(env, await freePort());
    cleanups.push(() => void server.child.kill('SIGKILL'));
    await waitForReady(server);

    const acknowledged: string[] = [];
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const email = `burst-${w}-${i}@example.test`;
        try {
          if ((await signup(server.url, email)) === 201) acknowledged.push(email);
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    await server.exited;

    // Opened at once: the dead server's lock on an embedded database is taken over, not waited out.
    const database = await openDatabase(target);
    try {
      const stored = await database.db
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.email, acknowledged));
      const missing = acknowledged.filter((email) => !stored.some((row) => row.email === email));
      expect(acknowledged.length).toBeGreaterThanOrEqual(60);
      expect(missing).toEqual([]);
    } finally {
      await database.close();
    }
  }, 150_000);
});
