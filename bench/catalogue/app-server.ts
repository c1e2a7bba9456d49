/// <reference path="../../apps/server/src/types.d.ts" />
/** The real app (no web files) on a given port and database, for the benchmarks; prints READY when listening. */
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  // The load comes from one address; the limiter itself still runs on every request.
  API_RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '1000000000',
});
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: 'memory://' });
const app = await buildApp({ config, database });
await app.listen({ port: config.PORT, host: config.HOST });
console.info(`READY ${(app.server.address() as { port: number }).port}`);
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
