import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fmt, measureAgainst, report, spawnServer, summarise } from './lib';

/**
 * What the app's own machinery costs a request: /healthz and the cached public catalogue lists
 * through the whole app (security headers, rate limiter, request ids, session lookup, the answer
 * cache; logging off), each against bare node:http answering with the very same bytes and
 * headers. Both run in their own process on the embedded database with the demo catalogue.
 * autocannon sends no Accept-Encoding, so both sides answer uncompressed (identity).
 */
const ROUTES = [
  ['GET /healthz', '/healthz', 0.85],
  ['countries (home grid)', '/api/v1/country?page=1&pageSize=8', 0.8],
  ['universities (home carousel)', '/api/v1/university?page=1&pageSize=12', 0.8],
  ["a category's courses (home tab)", '/api/v1/course/courses/1?page=1&pageSize=8', 0.8],
] as const;

/** Set by the server on each answer itself, or different on each one: the reference sends its own. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export async function run() {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const duration = Number(process.env.BENCH_DURATION ?? 4);
  const app = await spawnServer('app-server.ts', {
    // The load comes from one address; the limiter itself still counts every API request.
    API_RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '1000000000',
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'edupath-bench-'));
  const rows: Array<[string, string]> = [];
  try {
    for (const [label, route, target] of ROUTES) {
      // fetch asks for gzip by default; the load does not.
      const response = await fetch(app.url + route, { headers: { 'accept-encoding': 'identity' } });
      if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      const headers = Object.fromEntries([...response.headers].filter(([name]) => !PER_CONNECTION.has(name)));
      const bodyFile = path.join(dir, 'body');
      const headersFile = path.join(dir, 'headers.json');
      writeFileSync(bodyFile, body);
      writeFileSync(headersFile, JSON.stringify(headers));
      const bare = await spawnServer('bare-server.ts', { BODY_FILE: bodyFile, HEADERS_FILE: headersFile });
      try {
        const r = await measureAgainst(app.url + route, bare.url + route, { rounds, duration });
        rows.push([
          `${label} (${fmt(body.length)} B)`,
          `app ${fmt(r.rps).padStart(6)} req/s   bare ${fmt(r.referenceRps).padStart(6)} req/s   ratio ${fmt(r.ratio, 2)} (target >= ${target})   app p50/p99 ${r.p50}/${r.p99} ms`,
        ]);
        summarise({
          what: `${label}, embedded database, demo data`,
          ours: `${fmt(r.rps)} req/s`,
          reference: `${fmt(r.referenceRps)} req/s (bare node:http, same bytes and headers)`,
          ratio: fmt(r.ratio, 2),
          target: `>= ${target}`,
        });
      } finally {
        await bare.stop();
      }
    }
  } finally {
    await app.stop();
  }
  report(
    `API baseline: the app against bare node:http with the same bytes and headers (20 connections, ${rounds} turns of ${duration} s each, identity encoding)`,
    rows,
  );
}
