import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyPostgresDatabase, usingPostgres } from './test/app';
import { freePort, type ServerProcess, spawnServer, waitForReady } from './test/process';
import { startTestSmtp } from './test/smtp';

/**
 * The job queue's promises across processes (docs/decisions/008): an email queued before a
 * SIGKILL is delivered exactly once after the restart, and with two instances on one PostgreSQL
 * database every job, sent or scheduled, runs once.
 */
const STARTUP_TIMEOUT = 150_000;
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function throwawayPostgresUrl() {
  const { url, drop } = await emptyPostgresDatabase('edupath_jobs');
  cleanups.push(drop);
  return url;
}

async function databaseEnv(): Promise<Record<string, string>> {
  if (usingPostgres()) return { DATABASE_URL: await throwawayPostgresUrl() };
  const dir = mkdtempSync(path.join(tmpdir(), 'edupath-jobs-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return { DATA_DIR: dir };
}

async function start(env: Record<string, string>) {
  const server = spawnServer({ SEED_DEMO: 'false', ...env }, await freePort());
  cleanups.push(() => void server.child.kill('SIGKILL'));
  await waitForReady(server, STARTUP_TIMEOUT);
  return server;
}

async function kill(server: ServerProcess) {
  server.child.kill('SIGKILL');
  await server.exited;
}

async function signup(url: string, email: string) {
  const response = await fetch(`${url}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Queue Student',
      email,
      password: 'orchid-lantern-93',
      confirmPassword: 'orchid-lantern-93',
    }),
  });
  expect(response.status).toBe(201);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`jobs survive a SIGKILL (${usingPostgres() ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  it(
    'an email queued but not yet sent when the server is killed is delivered exactly once after the restart',
    async () => {
      const smtp = await startTestSmtp();
      cleanups.push(() => smtp.close());
      const env = { ...(await databaseEnv()), SMTP_URL: smtp.url };
      // The first server looks for jobs only when it starts and then once a minute: the email it
      // queues waits in the database, unsent, when the process dies.
      const first = await start({ ...env, JOBS_POLL_INTERVAL_SECONDS: '60' });
      await signup(first.url, 'crash@example.test');
      await sleep(500);
      expect(smtp.attempts).toEqual([]);
      await kill(first);

      const second = await start({ ...env, JOBS_POLL_INTERVAL_SECONDS: '0.5' });
      const [mail] = await smtp.waitFor(1, 'crash@example.test', 30_000);
      expect(mail!.subject).toBe('Verify your email address for EduPath');
      await sleep(3000);
      expect(smtp.received.filter((m) => m.to === 'crash@example.test')).toHaveLength(1);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    },
    4 * STARTUP_TIMEOUT,
  );

  it(
    'an email whose first try failed is sent once by the restarted server, not lost and not doubled',
    async () => {
      const smtp = await startTestSmtp();
      cleanups.push(() => smtp.close());
      const env = {
        ...(await databaseEnv()),
        SMTP_URL: smtp.url,
        JOBS_POLL_INTERVAL_SECONDS: '0.5',
        MAIL_RETRY_DELAY_SECONDS: '2',
      };
      smtp.refuseNext(1, 'retry-crash@example.test');
      const first = await start(env);
      await signup(first.url, 'retry-crash@example.test');
      const deadline = Date.now() + 20_000;
      while (smtp.attempts.length === 0 && Date.now() < deadline) await sleep(50);
      expect(smtp.attempts).toEqual(['retry-crash@example.test']);
      // Killed while the failed try is still in flight, the job would count as running until it
      // expires (minutes): this test is about a try that failed and was recorded, then a crash.
      while (!first.output().includes('it will be tried again') && Date.now() < deadline) await sleep(50);
      await sleep(1500);
      await kill(first);
      expect(smtp.received).toHaveLength(0);

      const second = await start(env);
      await smtp.waitFor(1, 'retry-crash@example.test', 30_000);
      await sleep(3000);
      expect(smtp.received.filter((m) => m.to === 'retry-crash@example.test')).toHaveLength(1);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    },
    4 * STARTUP_TIMEOUT,
  );
});

describe('two instances on one PostgreSQL database', () => {
  // The embedded database belongs to one process (its directory is locked): instances share
  // only PostgreSQL.
  it.skipIf(!usingPostgres())(
    'each queued email and each scheduled job runs on exactly one instance',
    async () => {
      const smtp = await startTestSmtp();
      cleanups.push(() => smtp.close());
      const env = {
        DATABASE_URL: await throwawayPostgresUrl(),
        SMTP_URL: smtp.url,
        JOBS_POLL_INTERVAL_SECONDS: '0.5',
        // Every minute, so the test sees occurrences; both instances keep the schedule.
        JOBS_CLEANUP_CRON: '* * * * *',
        LOG_LEVEL: 'info',
      };
      const a = await start(env);
      const b = await start(env);

      const emails = Array.from({ length: 12 }, (_, i) => `pair-${i}@example.test`);
      await Promise.all(emails.map((email, i) => signup((i % 2 ? b : a).url, email)));
      await smtp.waitFor(emails.length, undefined, 60_000);

      // Wait for two occurrences of the schedule (a minute apart).
      const cleanupRuns = () =>
        [a, b].flatMap((s, i) =>
          s
            .output()
            .split('\n')
            .filter((line) => line.includes('scheduled clean-up ran'))
            .map((line) => ({ instance: i, jobId: JSON.parse(line).jobId as string })),
        );
      const deadline = Date.now() + 150_000;
      while (cleanupRuns().length < 2 && Date.now() < deadline) await sleep(1000);
      await sleep(5000);

      const mailJobs = [a, b].flatMap((s) =>
        s
          .output()
          .split('\n')
          .filter((line) => line.includes('email job done'))
          .map((line) => JSON.parse(line).jobId as string),
      );
      // Each email arrived once, each sending job ran once, and both instances did some of the work.
      expect(smtp.received.map((m) => m.to).sort()).toEqual([...emails].sort());
      expect(new Set(mailJobs).size).toBe(emails.length);
      expect(mailJobs).toHaveLength(emails.length);
      const runs = cleanupRuns();
      expect(runs.length).toBeGreaterThanOrEqual(2);
      expect(new Set(runs.map((r) => r.jobId)).size).toBe(runs.length);

      // One job per occurrence of the schedule, whichever instance took it.
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query(
        `select date_trunc('minute', created_on) as minute, count(*)::int as n
           from pgboss.job where name = 'maintenance.cleanup' group by 1`,
      );
      await client.end();
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.every((row) => row.n === 1)).toBe(true);

      for (const server of [a, b]) server.child.kill('SIGTERM');
      expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
    },
    6 * STARTUP_TIMEOUT,
  );
});
