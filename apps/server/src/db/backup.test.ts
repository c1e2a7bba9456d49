import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyPostgresDatabase, startTestAppOn, usingPostgres } from '../test/app';
import { createUser } from '../test/factories';
import { apiClient } from '../test/http';
import { openDatabase } from './client';

/**
 * The backup and restore commands of docs/deploying.md#backups, run as written: a backup taken
 * from one instance's database is restored where a fresh instance starts, which finds the data:
 * an account that signs in. Everything, uploaded files included, lives in that one database.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function temporaryDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const PASSWORD = 'backed up and restored 2026';

/** Data the restore must bring back; the database is closed after it, as a stopped server's is. */
async function writeSomeData(database: Awaited<ReturnType<typeof openDatabase>>) {
  try {
    return (await createUser(database.db, { password: PASSWORD })).email;
  } finally {
    await database.close();
  }
}

async function expectRestored(database: Awaited<ReturnType<typeof openDatabase>>, email: string) {
  const app = await startTestAppOn(database);
  cleanups.push(() => app.close());
  const signedIn = await apiClient(app.url).post('auth/login', { body: { email, password: PASSWORD } });
  expect(signedIn.status, signedIn.body.message).toBe(200);
}

describe.skipIf(usingPostgres())('backing up the embedded database', () => {
  it('a tar of the stopped server’s data directory, unpacked into an empty one, starts with the data', async () => {
    const dataDir = path.join(temporaryDir('edupath-backup-'), 'data');
    const email = await writeSomeData(await openDatabase({ dataDir }));

    const archive = path.join(temporaryDir('edupath-archive-'), 'edupath.tgz');
    execFileSync('tar', ['-czf', archive, '-C', dataDir, '.']);
    const restoredDir = path.join(temporaryDir('edupath-restore-'), 'data');
    mkdirSync(restoredDir);
    execFileSync('tar', ['-xzf', archive, '-C', restoredDir]);

    await expectRestored(await openDatabase({ dataDir: restoredDir }), email);
  }, 120_000);
});

describe.runIf(usingPostgres())('backing up PostgreSQL', () => {
  it('pg_dump of the database, pg_restore into an empty one, starts with the data', async () => {
    const source = await emptyPostgresDatabase();
    cleanups.push(source.drop);
    const email = await writeSomeData(await openDatabase({ url: source.url }));

    const archive = path.join(temporaryDir('edupath-archive-'), 'edupath.dump');
    execFileSync('pg_dump', ['--format=custom', `--file=${archive}`, source.url]);
    const target = await emptyPostgresDatabase();
    cleanups.push(target.drop);
    execFileSync('pg_restore', ['--no-owner', `--dbname=${target.url}`, archive]);

    await expectRestored(await openDatabase({ url: target.url }), email);
  }, 120_000);
});
