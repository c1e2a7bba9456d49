import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { fmt, freePort, report, rssMiB, summarise } from './lib';

/**
 * What one instance costs to hold and to start: the production build (apps/server/dist/server.js,
 * built first if missing) on the embedded database in a fresh temporary DATA_DIR, with the demo
 * data it seeds on its first start. Idle memory (RSS) after start and after a short warm-up, and
 * the time from spawning the process to the first 200 of /readyz, first on the empty DATA_DIR
 * (migrations and the demo seed included) and again on the same DATA_DIR. Then the same on a
 * fresh database of the local PostgreSQL (BENCH_DATABASE_URL's server), dropped afterwards. The
 * reference for all: a bare node:http process.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(root, 'apps/server/dist/server.js');
const IDLE_MS = 2_000;
/** The PostgreSQL server the second measurement makes its own database on. */
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

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

interface Footprint {
  afterStart: number;
  afterWarmUp: number;
  secondRss: number;
  firstMs: number;
  secondMs: number;
}

/** Two starts of the production build on one database: the first seeds the demo, the second finds it. */
async function measureInstance(env: Record<string, string | undefined>): Promise<Footprint> {
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
  return { afterStart, afterWarmUp, secondRss, firstMs: first.startMs, secondMs: second.startMs };
}

function reportFootprint(database: string, bare: { rss: number; startMs: number }, f: Footprint) {
  summarise({
    what: `Idle RSS after warm-up, ${database}, demo data`,
    ours: `${fmt(f.afterWarmUp)} MiB`,
    reference: `${fmt(bare.rss)} MiB (bare node:http process)`,
    ratio: fmt(f.afterWarmUp / bare.rss, 1),
    target: database === 'PostgreSQL' ? '≤ 150 MB' : '≤ 300 MB',
  });
  summarise({
    what: `Cold start to /readyz, second start, ${database} (first start migrates and seeds)`,
    ours: `${fmt(f.secondMs / 1000, 1)} s (first: ${fmt(f.firstMs / 1000, 1)} s)`,
    reference: `${fmt(bare.startMs)} ms (bare node:http spawn to first answer)`,
    ratio: fmt(f.secondMs / bare.startMs, 0),
    target: '≤ 1 s',
  });
  report(`Footprint: production build on ${database} with the demo data (bare node:http for reference)`, [
    ['bare node:http idle RSS (MiB)', fmt(bare.rss, 1)],
    [
      'server idle RSS after start (MiB)',
      `${fmt(f.afterStart, 1)}   ratio ${fmt(f.afterStart / bare.rss, 1)}`,
    ],
    [
      'server idle RSS after warm-up (MiB)',
      `${fmt(f.afterWarmUp, 1)}   ratio ${fmt(f.afterWarmUp / bare.rss, 1)}`,
    ],
    ['server idle RSS, second start (MiB)', fmt(f.secondRss, 1)],
    ['bare node:http start to first answer (ms)', fmt(bare.startMs)],
    [
      'start to /readyz 200, fresh database (ms)',
      `${fmt(f.firstMs)}   ratio ${fmt(f.firstMs / bare.startMs, 1)} (migrations + demo seed)`,
    ],
    [
      'start to /readyz 200, same database (ms)',
      `${fmt(f.secondMs)}   ratio ${fmt(f.secondMs / bare.startMs, 1)}`,
    ],
  ]);
}

export async function runFootprint() {
  if (!existsSync(SERVER)) {
    console.info('  building the server (npm run build -w @edupath/server)');
    execFileSync('npm', ['run', 'build', '-w', '@edupath/server'], { cwd: root, stdio: 'ignore' });
  }
  const bareCode =
    "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";
  const bareServer = await start(['-e', bareCode], { PATH: process.env.PATH }, '/');
  const bare = { rss: await idleRss(bareServer.child.pid!), startMs: bareServer.startMs };
  await bareServer.stop();

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
    reportFootprint('the embedded database', bare, await measureInstance(env));
    await onPostgres(bare, env);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same on a fresh database of the local PostgreSQL, dropped afterwards. */
async function onPostgres(bare: { rss: number; startMs: number }, env: Record<string, string | undefined>) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    console.info(`  PostgreSQL: skipped (${ADMIN_URL} does not answer)`);
    return;
  }
  const name = `edupath_footprint_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    reportFootprint('PostgreSQL', bare, await measureInstance({ ...env, DATABASE_URL: url.toString() }));
  } finally {
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}
