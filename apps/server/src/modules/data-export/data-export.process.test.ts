import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MyDataExport } from '@edupath/contract';
import { unzipSync } from 'fflate';
import { afterAll, expect, it } from 'vitest';
import { emptyPostgresDatabase, usingPostgres } from '../../test/app';
import { freePort, spawnServer, waitForReady } from '../../test/process';

/**
 * The export is a durable job (docs/privacy.md#export, docs/decisions/008): asked for, then the
 * server killed before building it, it is built once by the restarted server.
 */
const STARTUP_TIMEOUT = 150_000;
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function databaseEnv(): Promise<Record<string, string>> {
  if (usingPostgres()) {
    const { url, drop } = await emptyPostgresDatabase('edupath_export');
    cleanups.push(drop);
    return { DATABASE_URL: url };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'edupath-export-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return { DATA_DIR: dir };
}

async function start(env: Record<string, string>) {
  const server = spawnServer({ SEED_DEMO: 'false', ...env }, await freePort());
  cleanups.push(() => void server.child.kill('SIGKILL'));
  await waitForReady(server, STARTUP_TIMEOUT);
  return server;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const json = (url: string, token: string, method = 'GET') =>
  fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: method === 'POST' ? '{}' : undefined,
  });

it(
  'an export asked for just before a SIGKILL is built once by the restarted server',
  async () => {
    const env = await databaseEnv();
    // The first server looks for jobs when it starts and then once a minute: the export it queues
    // waits in the database, unbuilt, when the process dies.
    const first = await start({ ...env, JOBS_POLL_INTERVAL_SECONDS: '60' });
    const email = 'export-crash@example.test';
    const password = 'orchid-lantern-93';
    const signup = await fetch(`${first.url}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Export Student', email, password, confirmPassword: password }),
    });
    expect(signup.status).toBe(201);
    const login = await fetch(`${first.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const asked = await json(`${first.url}/api/v1/account/data-export`, token, 'POST');
    expect(asked.status).toBe(201);
    await sleep(500);
    const before = (await (await json(`${first.url}/api/v1/account/data-export`, token)).json()) as {
      data: MyDataExport;
    };
    expect(before.data.latest?.status).toBe('preparing');
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await start({ ...env, JOBS_POLL_INTERVAL_SECONDS: '0.5' });
    let latest: MyDataExport['latest'] = null;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const answer = (await (await json(`${second.url}/api/v1/account/data-export`, token)).json()) as {
        data: MyDataExport;
      };
      latest = answer.data.latest;
      if (latest?.status !== 'preparing') break;
      await sleep(250);
    }
    expect(latest?.status).toBe('ready');
    const file = await json(`${second.url}/api/v1${latest!.downloadPath}`, token);
    expect(file.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await file.arrayBuffer()));
    expect(JSON.parse(new TextDecoder().decode(zip['data.json'])).account.email).toBe(email);
    // Built once: one notification that it is ready.
    await sleep(2000);
    const notes = (await (await json(`${second.url}/api/v1/notification/notifications`, token)).json()) as {
      data: Array<{ type: string }>;
    };
    expect(notes.data.filter((n) => n.type === 'data_export.ready')).toHaveLength(1);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  },
  4 * STARTUP_TIMEOUT,
);
