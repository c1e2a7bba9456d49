import { artEndpoints as E } from '@edupath/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { campusSvg, categorySvg, coverSvg, logoSvg } from './art';

/** A generated picture never changes for a given URL: cache it for good and keep it inert. */
function sendSvg(reply: FastifyReply, body: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(body);
}

/** Card images, many per page: outside the API rate limit, like static files. */
const options = { tags: ['catalogue'], config: { rateLimit: false } };

export const artRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    E.cover,
    async ({ query, reply }) => sendSvg(reply, coverSvg(query.palette.split('-'), query.seed)),
    options,
  );
  serve(app, E.campus, async ({ query, reply }) => sendSvg(reply, campusSvg(query.hue, query.seed)), options);
  serve(app, E.logo, async ({ query, reply }) => sendSvg(reply, logoSvg(query.text, query.hue)), options);
  serve(
    app,
    E.category,
    async ({ query, reply }) => sendSvg(reply, categorySvg(query.icon, query.hue)),
    options,
  );
};
