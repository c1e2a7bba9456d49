import {
  calendarFeedCreatedSchema,
  calendarFeedParamsSchema,
  calendarFeedSchema,
  deadlineCalendarParamsSchema,
  envelopeSchema,
  CALENDAR_TEXTS as T,
} from '@edupath/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../lib/guards';
import * as service from './calendar.service';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** The 200 of a calendar route, for OpenAPI: the file is sent as it is, never through a serialiser. */
const calendarResponse = {
  200: {
    description: 'An iCalendar file (RFC 5545): one all-day event per deadline',
    content: { 'text/calendar': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
  },
};

/** Links in the events point at the site: PUBLIC_URL's origin when set, else the request's. */
const siteOrigin = (request: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;

function sendCalendar(reply: FastifyReply, body: string, filename: string) {
  return reply
    .type(CALENDAR_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

/** Deadlines in a calendar: one file per deadline and a private feed (docs/planning.md#deadlines-in-a-calendar). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendar'];
  const feedAnswer = { 200: envelopeSchema(calendarFeedSchema) };

  app.get(
    '/deadlines/:courseId/calendar.ics',
    { schema: { tags, params: deadlineCalendarParamsSchema, response: calendarResponse } },
    async (request, reply) => {
      const user = requireUser(request);
      const origin = siteOrigin(request, app.config.PUBLIC_URL);
      const file = await service.deadlineFile(app.db, user, request.params.courseId, origin);
      return sendCalendar(reply, file.body, file.filename);
    },
  );

  app.get('/calendar-feed', { schema: { tags, response: feedAnswer } }, async (request) => {
    const user = requireUser(request);
    return ok(await service.getFeed(app.db, user), 'Calendar address');
  });

  app.post(
    '/calendar-feed',
    { schema: { tags, response: { 200: envelopeSchema(calendarFeedCreatedSchema) } } },
    async (request) => {
      const user = requireUser(request);
      return ok(await service.createFeed(app.db, user), T.created);
    },
  );

  app.delete('/calendar-feed', { schema: { tags, response: feedAnswer } }, async (request) => {
    const user = requireUser(request);
    return ok(await service.revokeFeed(app.db, user), T.revoked);
  });

  // Public: a calendar app asks with the secret address alone, no session (the secret is the key).
  app.get(
    '/calendar/:file',
    { schema: { tags, params: calendarFeedParamsSchema, response: calendarResponse } },
    async (request, reply) => {
      const origin = siteOrigin(request, app.config.PUBLIC_URL);
      const body = await service.feedFile(app.db, request.params.file, origin);
      return sendCalendar(reply, body, 'edupath-deadlines.ics');
    },
  );
};
