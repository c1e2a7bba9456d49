import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** Measures requests per second and latency of one URL with autocannon. */
export async function measure(url: string, { connections = 20, duration = 5 } = {}) {
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

export function report(title: string, rows: Array<[string, string]>) {
  console.info(`\n${title}`);
  for (const [label, value] of rows) console.info(`  ${label.padEnd(44)} ${value}`);
}

/**
 * Waits until a spawned app server answers /readyz. A server that exits first, or is not ready
 * within `timeoutMs`, fails the benchmark (and is stopped) instead of hanging it.
 */
export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`server did not become ready in ${timeoutMs / 1000} s`);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(here, '..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/src/server.ts');

/** Stops a spawned process and waits until it has exited. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface AppServer {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * The server as `npm start` runs it (production settings; from its TypeScript sources through
 * tsx) in its own process on a free port. Only the given environment reaches it, so nothing of
 * the shell's (a DATABASE_URL, the tests' variables) changes what is measured.
 */
export async function startAppServer(env: Record<string, string>, timeoutMs = 180_000): Promise<AppServer> {
  const port = await freePort();
  // --demo: the start `npm start` makes, demo data included.
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY, '--demo'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, child, timeoutMs);
  return { url, child, stop: () => stopProcess(child) };
}

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts a bench server file (TypeScript, through tsx) in its own process, so it never shares a
 * CPU turn with the load generator, and waits for the `READY <port>` line it prints.
 */
export function spawnServer(file: string, env: Record<string, string> = {}): Promise<SpawnedServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, file)], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/READY (\d+)/);
      if (match) {
        resolve({
          url: `http://127.0.0.1:${match[1]}`,
          child,
          stop: () => stopProcess(child),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before it was ready`)));
  });
}

/**
 * The subject and its reference measured in turns (reference, subject, reference, ...), so a
 * neighbour's load on a shared machine falls on both alike. Requests per second are averaged
 * over the turns; latency is the subject's last turn.
 */
export async function measureAgainst(
  subject: string,
  reference: string,
  { rounds = 3, duration = 4, connections = 20 } = {},
) {
  await measure(reference, { connections, duration: 1 });
  await measure(subject, { connections, duration: 1 });
  const totals = { subject: 0, reference: 0 };
  let last = { rps: 0, p50: 0, p99: 0 };
  for (let round = 0; round < rounds; round++) {
    totals.reference += (await measure(reference, { connections, duration })).rps;
    last = await measure(subject, { connections, duration });
    totals.subject += last.rps;
  }
  const rps = totals.subject / rounds;
  const referenceRps = totals.reference / rounds;
  return { rps, referenceRps, ratio: rps / referenceRps, p50: last.p50, p99: last.p99 };
}

/** Resident memory of a running process, in MiB (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? Number.NaN);
  return kib / 1024;
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** A TCP port nobody listens on now, for a server the benchmark starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * One row of the summary `npm run bench` ends with: our figure, its reference measured in the
 * same run, their ratio and the target (issue-level goals, docs/performance.md).
 */
export interface SummaryRow {
  what: string;
  ours: string;
  reference: string;
  ratio: string;
  target: string;
}

const summaryRows: SummaryRow[] = [];

export function summarise(row: SummaryRow) {
  summaryRows.push(row);
}

/** The summary as a Markdown table, ready for the README's benchmark section. */
export function printSummary(machine: string) {
  if (!summaryRows.length) return;
  const header: SummaryRow = {
    what: 'What',
    ours: 'Ours',
    reference: 'Reference',
    ratio: 'Ratio',
    target: 'Target',
  };
  const lines = [header, ...summaryRows].map(
    (row) => `| ${row.what} | ${row.ours} | ${row.reference} | ${row.ratio} | ${row.target} |`,
  );
  lines.splice(1, 0, '|---|---|---|---|---|');
  console.info(`
Summary (${machine})

${lines.join('\n')}
`);
}
