import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATEGORY_ICONS, campusSvg, categorySvg, coverSvg, logoSvg } from './art';

const hue = z.coerce
  .number({ error: 'hue must be a number' })
  .int({ error: 'hue must be a whole number' })
  .min(0, { error: 'hue must be between 0 and 359' })
  .max(359, { error: 'hue must be between 0 and 359' });
const seed = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, { error: 'seed must be 1-40 lower-case letters or digits' });

const coverQuery = z.strictObject({
  palette: z
    .string()
    .regex(/^[0-9a-f]{6}(-[0-9a-f]{6}){0,3}$/, { error: 'palette must be 1-4 hex colours joined by -' }),
  seed,
});
const campusQuery = z.strictObject({ hue, seed });
const logoQuery = z.strictObject({
  text: z.string().regex(/^[A-Z0-9]{1,3}$/, { error: 'text must be 1-3 capital letters or digits' }),
  hue,
});
const categoryQuery = z.strictObject({
  icon: z.enum(CATEGORY_ICONS, { error: `icon must be one of: ${CATEGORY_ICONS.join(', ')}` }),
  hue,
});

/** A generated picture never changes for a given URL: cache it for good and keep it inert. */
function sendSvg(reply: FastifyReply, body: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(body);
}

/**
 * The picture itself. Declared per media type: Fastify sends a string with a non-JSON content
 * type as it is, so this documents the answer without running it through the JSON serialiser.
 */
const response = {
  200: {
    description: 'An SVG picture',
    content: { 'image/svg+xml': { schema: z.string().describe('SVG markup') } },
  },
};

/** Card images, many per page: outside the API rate limit, like static files. */
const config = { rateLimit: false } as const;
const tags = ['catalogue'];

export const artRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/art/cover.svg',
    { config, schema: { tags, querystring: coverQuery, response } },
    async (request, reply) => sendSvg(reply, coverSvg(request.query.palette.split('-'), request.query.seed)),
  );
  app.get(
    '/art/campus.svg',
    { config, schema: { tags, querystring: campusQuery, response } },
    async (request, reply) => sendSvg(reply, campusSvg(request.query.hue, request.query.seed)),
  );
  app.get(
    '/art/logo.svg',
    { config, schema: { tags, querystring: logoQuery, response } },
    async (request, reply) => sendSvg(reply, logoSvg(request.query.text, request.query.hue)),
  );
  app.get(
    '/art/category.svg',
    { config, schema: { tags, querystring: categoryQuery, response } },
    async (request, reply) => sendSvg(reply, categorySvg(request.query.icon, request.query.hue)),
  );
};
