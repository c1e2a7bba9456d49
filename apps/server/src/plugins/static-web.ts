import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const NOT_SPA = /^\/(api|socket\.io|uploads)(\/|$)/;

/**
 * Serves the built SPA. A GET for a path without a file extension outside the API gets
 * index.html (history fallback, so every route loads on a hard refresh); a missing asset
 * stays a real 404.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, { root }: { root: string }) => {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'web app not built: only the API is served (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (reply, filePath) => {
      // Vite fingerprints everything under assets/, so those may be cached for good.
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  // The web app's pages, not an API operation: kept out of /api/docs.
  app.get('/*', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (NOT_SPA.test(urlPath)) return reply.callNotFound();
    if (path.extname(urlPath)) {
      // A file that exists was served by the static routes above; this one does not.
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
