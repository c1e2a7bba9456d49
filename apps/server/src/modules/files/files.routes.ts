import { apiErrorBodySchema } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readFile } from './files.service';

/** Stored images at a stable URL; the id never changes content, so browsers may cache for good. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:fileName',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['files'],
        params: z.object({ fileName: z.string().max(100).describe('<fileId>.webp, as an upload answered') }),
        response: {
          // Fastify sends a Buffer as it is, so this schema only documents the bytes; zod has no
          // JSON Schema for a Buffer, hence the type spelled out.
          200: {
            description: 'The stored image',
            content: { 'image/webp': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
          },
          404: apiErrorBodySchema,
        },
      },
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
