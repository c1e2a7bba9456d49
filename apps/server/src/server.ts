import { buildApp } from './app';
import { ConfigError, loadConfig, loadEnvFile } from './config';
import { DataDirLockedError } from './db/client';
import { isDiskFull } from './lib/errors';
import { DEMO_BANNER, prepareDatabase } from './startup';

/**
 * Starts the server: lock + migrate the database, seed demo data (or retire published
 * passwords), listen, shut down gracefully. `--demo` marks the one-command demo (`npm start`).
 */
async function main() {
  const fromFile = loadEnvFile();
  const config = loadConfig(undefined, { demo: process.argv.includes('--demo') });
  if (config.SEED_DEMO) console.info(DEMO_BANNER);
  if (fromFile.length > 0) console.info(`Settings read from .env: ${fromFile.join(', ')}`);
  console.info(
    config.DATABASE_URL ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: embedded, in ${config.DATA_DIR}`,
  );
  const database = await prepareDatabase(config, { info: console.info, warn: console.warn });

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
    `\nEduPath ${config.SEED_DEMO ? 'demo ' : ''}is running at ${shown} (database: ${database.kind === 'pglite' ? `embedded, ${config.DATA_DIR}` : 'PostgreSQL'})\n`,
  );
}

main().catch((err) => {
  if (isDiskFull(err)) {
    // One line: the embedded database's file-system error would print the whole file system.
    console.error(
      'Failed to start: the database has no disk space left. Free some space, or set DATA_DIR to a larger disk.',
    );
  } else if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
