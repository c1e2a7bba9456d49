import { readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

interface Owner {
  pid: number;
  host: string;
}

/** Directories this process holds: its own pid in an owner file means "held" only for these. */
const heldHere = new Set<string>();

/**
 * PGlite takes no lock of its own and two processes on one directory corrupt it, so the process
 * holds an exclusive lock for as long as it runs
 * (docs/decisions/001-postgresql-everywhere-pglite-default.md, "Consequences").
 *
 * The lock is proper-lockfile's (an atomic mkdir, kept fresh every 5 s, stale after 15 s) plus an
 * owner file naming the holder's pid and host, as PostgreSQL's postmaster.pid does. A lock whose
 * owner is a process on this host that no longer runs — killed with SIGKILL, or an earlier life
 * of this very pid in a restarted container — is taken over at once instead of after 15 s. Every
 * acquisition happens under a short-lived second lock, so two servers starting together cannot
 * both take over the same dead lock. The 15 s expiry still covers an owner on another host.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dir, '.lock');
  const ownerPath = path.join(dir, '.lock.owner');
  // proper-lockfile keys its locks by the locked path, so the gate names a path of its own.
  const releaseGate = await lockfile
    .lock(path.join(dir, '.lock-gate'), {
      stale: 5_000,
      realpath: false,
      retries: { retries: 20, minTimeout: 50, maxTimeout: 500 },
    })
    .catch((err: unknown) => {
      if ((err as { code?: string }).code === 'ELOCKED') throw inUse(dir, readOwner(ownerPath));
      throw err;
    });
  try {
    const take = () =>
      lockfile.lock(dir, {
        lockfilePath: lockPath,
        stale: 15_000,
        update: 5_000,
        realpath: false,
        onCompromised: (err) => console.error('Lost the lock on the data directory', err.message),
      });
    let release: () => Promise<void>;
    try {
      release = await take();
    } catch (err) {
      if ((err as { code?: string }).code !== 'ELOCKED') throw err;
      const owner = readOwner(ownerPath);
      if (!owner || !isGone(owner, dir)) throw inUse(dir, owner);
      rmdirSync(lockPath);
      release = await take();
    }
    writeFileSync(ownerPath, JSON.stringify({ pid: process.pid, host: hostname() } satisfies Owner));
    heldHere.add(dir);
    return async () => {
      heldHere.delete(dir);
      rmSync(ownerPath, { force: true });
      await release();
    };
  } finally {
    await releaseGate();
  }
}

function readOwner(ownerPath: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(ownerPath, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host }
      : null;
  } catch {
    return null;
  }
}

/** Whether the owner is certainly no longer running (only a process on this host can be checked). */
function isGone(owner: Owner, dir: string): boolean {
  if (owner.host !== hostname()) return false;
  if (owner.pid === process.pid) return !heldHere.has(dir);
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
  return isZombie(owner.pid);
}

/** A killed process whose parent has not collected it yet still answers kill(pid, 0) on Linux. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function inUse(dir: string, owner: Owner | null): DataDirLockedError {
  const who = owner ? ` (process ${owner.pid} on ${owner.host})` : '';
  return new DataDirLockedError(
    `The data directory ${dir} is in use by another running server${who}. ` +
      'Stop that server first, or start this one with another DATA_DIR.',
  );
}
