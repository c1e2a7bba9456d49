import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { startTestAppOn, usingPostgres } from './test/app';
import { type ClientSocket, connectSocket, emitAck, supportPair } from './test/chat-factories';
import { createUser, login } from './test/factories';
import { apiClient } from './test/http';
import { makePng } from './test/images';
import { freePort, spawnServer } from './test/process';

/**
 * A full disk is a real one: a small tmpfs mounted for the test (root only), so the embedded
 * database meets ENOSPC from the kernel as in production, no fault injected in our code. Where
 * mounting is not allowed the tests are skipped, saying so.
 */
const mounts: string[] = [];
afterAll(() => {
  for (const dir of mounts.reverse()) {
    execFileSync('umount', ['-l', dir]);
    rmSync(dir, { recursive: true, force: true });
  }
});

function smallDisk(size: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'edupath-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
  mounts.push(dir);
  return dir;
}

function canMountTmpfs(): boolean {
  try {
    smallDisk('1m');
    return true;
  } catch {
    return false;
  }
}

/** Writes zeros until the disk refuses (ENOSPC); returns the file to delete to free the space. */
function fillDisk(dir: string): string {
  const file = path.join(dir, 'filler');
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    closeSync(fd);
  }
  return file;
}

// The embedded database's disk is this server's; PostgreSQL's is the database server's, which
// reports the same SQLSTATE (53100) that the error model maps here.
const runnable = !usingPostgres() && canMountTmpfs();

describe.skipIf(!runnable)('a full disk under the embedded database (needs root to mount a tmpfs)', () => {
  it('answers signups and uploads 507 with a message, /readyz says not ready, and all recovers once space is freed', async () => {
    const disk = smallDisk('96m');
    const dataDir = path.join(disk, 'data');
    mkdirSync(dataDir);
    // The chat's event limits stay out of the way of the messages sent until the disk refuses one.
    const t = await startTestAppOn(await openDatabase({ dataDir }), {
      DISK_MIN_FREE_MB: '1',
      SOCKET_EVENTS_PER_SECOND: '1000',
      SOCKET_EVENTS_PER_USER_PER_MINUTE: '100000',
    });
    let filler: string | undefined;
    let chatSocket: ClientSocket | undefined;
    try {
      const api = apiClient(t.url);
      const student = await createUser(t.database.db);
      const token = await login(api, student);
      const pair = await supportPair(t.database.db, api);
      chatSocket = await connectSocket(t.url, { token: pair.student.token });
      expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', disk: 'ok' },
      });

      filler = fillDisk(disk);
      // An image needs new pages at once; a signup may still fit in a page that has room, so
      // students keep signing up until one needs space that is not there.
      const form = new FormData();
      form.append('image', new Blob([await makePng(1200, 900)], { type: 'image/png' }), 'photo.png');
      const upload = await api.post('chat/images', { token, raw: form });
      expect(upload.status).toBe(507);
      expect(upload.body.message).toBe(
        'The server has run out of storage space, so nothing was saved. Please try again later.',
      );
      const signupAs = (n: number) =>
        api.post('auth/signup', {
          body: {
            name: 'Full',
            email: `full-${n}@example.test`,
            password: 'full-disk-pass',
            confirmPassword: 'full-disk-pass',
          },
        });
      let refused = 0;
      let signup = await signupAs(refused);
      while (signup.status === 201 && refused < 500) signup = await signupAs(++refused);
      expect(signup.status).toBe(507);
      expect(signup.body.message).toBe(upload.body.message);
      // A chat message over the socket gets the same answer in its acknowledgement, not a 500.
      const socket = chatSocket;
      const sendAs = (n: number) =>
        emitAck(socket, 'sendMessage', {
          chatId: pair.chatId,
          message: `still there? ${n} ${'x'.repeat(1900)}`,
        });
      let sent = 0;
      let ack = await sendAs(sent);
      while (ack.ok && sent < 500) ack = await sendAs(++sent);
      expect(ack).toEqual({ ok: false, status: 507, message: upload.body.message });
      const notReady = await t.app.inject({ url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', disk: 'failing' } });

      rmSync(filler);
      filler = undefined;
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      const retried = await api.post('auth/signup', {
        body: {
          name: 'Full',
          email: 'full@example.test',
          password: 'full-disk-pass',
          confirmPassword: 'full-disk-pass',
        },
      });
      expect(retried.status).toBe(201);
    } finally {
      // Space first: a server closing on a full disk cannot write out what it holds, and would hang.
      if (filler) rmSync(filler, { force: true });
      chatSocket?.close();
      await t.close();
    }
  }, 180_000);

  it('a first start on a disk too small for the database prints one clear line after the line naming the database', async () => {
    const disk = smallDisk('4m');
    const dataDir = path.join(disk, 'data');
    const server = spawnServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, await freePort());
    expect(await server.exited).toBe(1);
    // The line naming the database's place comes first, on every start.
    expect(server.output().trim().split('\n')).toEqual([
      `Database: embedded, in ${dataDir}`,
      'Failed to start: the database has no disk space left. Free some space, or set DATA_DIR to a larger disk.',
    ]);
  }, 180_000);
});
