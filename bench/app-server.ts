/// <reference path="../apps/server/src/types.d.ts" />
/**
 * The real app (no web files) for the benchmarks; prints READY <port> when listening. On the
 * embedded database in memory with the demo data, or on DATABASE_URL as it is (the catalogue
 * tier). Settings come from the environment, so a benchmark can raise a limit for itself;
 * logging is off.
 */
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/seed/index';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
});
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: 'memory://' });
if (!config.DATABASE_URL) await seedDemo(database.db, { log: () => {} });
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
