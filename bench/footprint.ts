import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { fmt, freePort, report, rssMiB, summarise } from './lib';

/**
 * What one instance costs to hold and to start: the production build (apps/server/dist/server.js,
 * built first if missing) on the embedded database in a fresh temporary DATA_DIR, with the demo
 * data it seeds on its first start. Idle memory (RSS) after start and after a short warm-up, and
 * the time from spawning the process to the first 200 of /readyz, first on the empty DATA_DIR
 * (migrations and the demo seed included) and again on the same DATA_DIR. The reference for
 * both: a bare node:http process.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(root, 'apps/server/dist/server.js');
const IDLE_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Started {
  child: ChildProcess;
  url: string;
  startMs: number;
  stop: () => Promise<void>;
}

/** Spawns `node <args>` and times it to the first 200 of `probe`. */
async function start(
  args: string[],
  env: Record<string, string | undefined>,
  probe: string,
): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  const deadline = started + 300_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url + probe)).status === 200) {
        return { child, url, startMs: performance.now() - started, stop };
      }
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  await stop();
  throw new Error(`${args.join(' ')} did not answer ${probe} in time`);
}

async function idleRss(pid: number) {
  await sleep(IDLE_MS);
  return rssMiB(pid);
}

export async function runFootprint() {
  if (!existsSync(SERVER)) {
    console.info('  building the server (npm run build -w @edupath/server)');
    execFileSync('npm', ['run', 'build', '-w', '@edupath/server'], { cwd: root, stdio: 'ignore' });
  }
  const bareCode =
    "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";
  const bare = await start(['-e', bareCode], { PATH: process.env.PATH }, '/');
  const bareRss = await idleRss(bare.child.pid!);
  await bare.stop();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'edupath-footprint-'));
  // Only what a fresh install sets: no DATABASE_URL or REDIS_URL from the bench's environment.
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  try {
    const first = await start([SERVER, '--demo'], env, '/readyz');
    const afterStart = await idleRss(first.child.pid!);
    // A short warm-up over the home page's reads, within the shipped per-address limit.
    for (const route of [
      '/api/v1/country?page=1&pageSize=8',
      '/api/v1/university?page=1&pageSize=12',
      '/api/v1/course/courses/1?page=1&pageSize=8',
      '/api/v1/course/search?q=computer%20science',
    ]) {
      const result = await autocannon({ url: first.url + route, connections: 10, amount: 1000 });
      if (result.non2xx || result.errors)
        throw new Error(`${route}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    const afterWarmUp = await idleRss(first.child.pid!);
    await first.stop();
    const second = await start([SERVER, '--demo'], env, '/readyz');
    const secondRss = await idleRss(second.child.pid!);
    await second.stop();

    summarise({
      what: 'Idle RSS after warm-up, embedded database, demo data',
      ours: `${fmt(afterWarmUp)} MiB`,
      reference: `${fmt(bareRss)} MiB (bare node:http process)`,
      ratio: fmt(afterWarmUp / bareRss, 1),
      target: '— (recorded)',
    });
    summarise({
      what: 'Cold start to /readyz, second start (first start migrates and seeds)',
      ours: `${fmt(second.startMs / 1000, 1)} s (first: ${fmt(first.startMs / 1000, 1)} s)`,
      reference: `${fmt(bare.startMs)} ms (bare node:http spawn to first answer)`,
      ratio: fmt(second.startMs / bare.startMs, 0),
      target: '— (recorded)',
    });
    report(
      'Footprint: production build on the embedded database with the demo data (bare node:http for reference)',
      [
        ['bare node:http idle RSS (MiB)', fmt(bareRss, 1)],
        [
          'server idle RSS after start (MiB)',
          `${fmt(afterStart, 1)}   ratio ${fmt(afterStart / bareRss, 1)}`,
        ],
        [
          'server idle RSS after warm-up (MiB)',
          `${fmt(afterWarmUp, 1)}   ratio ${fmt(afterWarmUp / bareRss, 1)}`,
        ],
        ['server idle RSS, second start (MiB)', fmt(secondRss, 1)],
        ['bare node:http start to first answer (ms)', fmt(bare.startMs)],
        [
          'start to /readyz 200, fresh DATA_DIR (ms)',
          `${fmt(first.startMs)}   ratio ${fmt(first.startMs / bare.startMs, 1)} (migrations + demo seed)`,
        ],
        [
          'start to /readyz 200, same DATA_DIR (ms)',
          `${fmt(second.startMs)}   ratio ${fmt(second.startMs / bare.startMs, 1)}`,
        ],
      ],
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
