import { randomUUID } from 'node:crypto';
import { API_BASE, MAX_UPLOAD_BYTES } from '@edupath/contract';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { ApiRoute } from './lib/endpoints';
import { DomainEventBus } from './lib/events';
import { REDACTED_PATHS, serializeError, serializeRequest } from './lib/log';
import { defaultWebDist } from './lib/paths';
import { connectRedis } from './lib/redis';
import { rejectUnstorableText } from './lib/validation';
import { fileRoutes } from './modules/files/files.routes';
import { databaseWatchPlugin } from './modules/health/database-watch';
import { diskCheck, healthRoutes } from './modules/health/health.routes';
import { apiModules } from './modules/index';
import { paymentReturnRoutes } from './modules/packages/index';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { jobsPlugin } from './plugins/jobs';
import { metricsPlugin } from './plugins/metrics';
import { securityPlugin } from './plugins/security';
import { staticWebPlugin } from './plugins/static-web';
import { attachRealtime } from './realtime/index';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the built SPA (on in production and in browser tests). */
  serveWeb?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** Builds the whole app without listening, so tests can start it on an ephemeral port. */
export async function buildApp({
  config,
  database,
  serveWeb,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(config.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError, req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Fastify has no timeouts by default: a slow client must not hold a socket forever.
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 10_000,
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart for uploads); plain text gets a clear 415.
  app.removeContentTypeParser('text/plain');
  // Once for every route, before its schema: inputs read by the handlers (multipart fields,
  // socket payloads) get the same check in parseOrThrow.
  app.addHook('preValidation', async (request) => {
    rejectUnstorableText(request.params);
    rejectUnstorableText(request.query);
    rejectUnstorableText(request.body);
  });

  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : null;

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('events', new DomainEventBus());
  app.decorate('redis', redis);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });

  await app.register(errorsPlugin);
  // Early: its hooks time every request, and the job queue and realtime report to it.
  await app.register(metricsPlugin, { database });
  // A PostgreSQL server that stops answering gets requests a 503 within seconds, not a hang.
  if (database.kind === 'postgres') await app.register(databaseWatchPlugin, { ping: database.ping });
  await app.register(securityPlugin);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });
  if (config.API_DOCS_PUBLIC) await app.register(docsPlugin);
  await app.register(authPlugin);
  await app.register(healthRoutes, {
    checks: [
      { name: 'database', critical: true, probe: database.ping },
      // A full disk fails every write (signups, uploads, messages): the embedded database's only.
      ...(database.dataDir ? [diskCheck(database.dataDir, config.DISK_MIN_FREE_MB)] : []),
      // Without Redis an instance still serves everything it can on its own: degraded, not down.
      ...(redis ? [{ name: 'redis', critical: false, probe: async () => void (await redis.ping()) }] : []),
    ],
  });
  await app.register(fileRoutes);
  await app.register(paymentReturnRoutes);
  await app.register(jobsPlugin, { database });

  // Every API route as registered, with the description it came from (lib/endpoints.ts), for
  // the test that keeps the server and @edupath/contract in step.
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  await app.register(
    async (api) => {
      api.addHook('onRoute', (route) => {
        if (route.schema?.hide) return;
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, endpoint: route.config?.endpoint });
        }
      });
      for (const module of apiModules) await api.register(module);
      // Not an operation: the answer to every path that is none, so it stays out of /api/docs.
      api.all('/*', { schema: { hide: true } }, async (_request, reply) =>
        reply.status(404).send({ success: false, message: 'No such API endpoint', data: null }),
      );
    },
    { prefix: API_BASE },
  );

  if (serveWeb) await app.register(staticWebPlugin, { root: config.WEB_DIST_DIR ?? defaultWebDist });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ success: false, message: `Not found: ${request.method} ${request.url}`, data: null }),
  );

  app.metrics.watchSockets(await attachRealtime(app));
  return app;
}
