import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import autocannon from 'autocannon';

/** Measures requests per second and latency of one URL with autocannon. */
export async function measure(url: string, { connections = 20, duration = 5 } = {}) {
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** A bare node:http server answering every request with the same bytes: the reference. */
export async function bareServer(
  body: Buffer,
  contentType = 'application/json',
): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, server };
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

export interface Child {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts a TypeScript server file in its own process (so it never shares a CPU turn with the
 * load generator); the file prints `READY <port>` when it listens.
 */
export function startChild(file: string, env: Record<string, string>): Promise<Child> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', file], {
      env: { ...process.env, ...env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/READY (\d+)/);
      if (match) {
        resolve({
          url: `http://127.0.0.1:${match[1]}`,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before it was ready`)));
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
