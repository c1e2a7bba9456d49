import {
  calendarFeedParamsSchema,
  deadlineCalendarParamsSchema,
  calendarEndpoints as E,
  CALENDAR_TEXTS as T,
} from '@edupath/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serve } from '../../lib/endpoints';
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

  // The two calendar files are text/calendar, not a JSON answer: registered by hand, so their
  // guard stays in the handler (docs/decisions/012-endpoints-described-once.md).
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

  serve(app, E.feed, async ({ user }) => ok(await service.getFeed(app.db, user), 'Calendar address'), {
    tags,
  });

  serve(app, E.createFeed, async ({ user }) => ok(await service.createFeed(app.db, user), T.created), {
    tags,
  });

  serve(app, E.revokeFeed, async ({ user }) => ok(await service.revokeFeed(app.db, user), T.revoked), {
    tags,
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
