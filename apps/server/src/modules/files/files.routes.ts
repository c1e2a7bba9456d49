import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readFile } from './files.service';

/** Stored images at a stable URL; the id never changes content, so browsers may cache for good. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:fileName',
    {
      config: { rateLimit: false },
      schema: { hide: true, params: z.object({ fileName: z.string().max(100) }) },
    },
    async (request, reply) => {
      const match = request.params.fileName.match(/^([0-9a-f-]{36})\.webp$/);
      const file = match ? await readFile(app.db, match[1]!) : undefined;
      if (!file) return reply.status(404).send({ success: false, message: 'Image not found', data: null });
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
