import { buildApp } from './app';
import { ConfigError, loadConfig, loadEnvFile } from './config';
import { DataDirLockedError, openDatabase } from './db/client';
import { seedDemo } from './db/seed/index';

/** Starts the server: lock + migrate the database, seed demo data, listen, shut down gracefully. */
async function main() {
  const fromFile = loadEnvFile();
  if (fromFile.length > 0) console.info(`Settings read from .env: ${fromFile.join(', ')}`);
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  if (config.SEED_DEMO) await seedDemo(database.db, { log: (line) => console.info(line) });

  const app = await buildApp({ config, database, serveWeb: config.NODE_ENV === 'production' });
  // A promise nobody waited on (a library's fire-and-forget call to a dependency that is down)
  // is a bug to log, not a reason to drop every connection this instance serves.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled promise rejection; still running');
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  console.info(
    `\nEduPath is running at ${shown} (database: ${database.kind === 'pglite' ? `embedded, ${config.DATA_DIR}` : 'PostgreSQL'})\n`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
