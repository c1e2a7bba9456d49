import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { bareServer, measure, report } from './lib';

/**
 * The framework's own cost: /healthz through the whole app (security headers, rate-limit
 * allow-list, request ids, logging off) against node:http serving the same bytes.
 */
export async function run() {
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    database,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}/healthz`;
  const body = Buffer.from(await (await fetch(url)).text());
  const bare = await bareServer(body);
  try {
    const reference = await measure(bare.url);
    const ours = await measure(url);
    report('API baseline: GET /healthz vs bare node:http (same bytes)', [
      ['bare node:http req/s', reference.rps.toFixed(0)],
      ['app req/s', ours.rps.toFixed(0)],
      ['ratio app / bare', (ours.rps / reference.rps).toFixed(2)],
      ['app latency p50 / p99 (ms)', `${ours.p50} / ${ours.p99}`],
    ]);
  } finally {
    bare.server.close();
    await app.close();
    await database.close();
  }
}
