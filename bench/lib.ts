import type { ChildProcess } from 'node:child_process';
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
