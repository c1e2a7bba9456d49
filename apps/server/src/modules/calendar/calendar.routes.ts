import { calendarEndpoints as E, CALENDAR_TEXTS as T } from '@edupath/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import * as service from './calendar.service';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

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

  serve(
    app,
    E.deadlineFile,
    async ({ user, params, request, reply }) => {
      const origin = siteOrigin(request, app.config.PUBLIC_URL);
      const file = await service.deadlineFile(app.db, user, params.courseId, origin);
      return sendCalendar(reply, file.body, file.filename);
    },
    { tags },
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
  serve(
    app,
    E.feedFile,
    async ({ params, request, reply }) => {
      const origin = siteOrigin(request, app.config.PUBLIC_URL);
      const body = await service.feedFile(app.db, params.file, origin);
      return sendCalendar(reply, body, 'edupath-deadlines.ics');
    },
    { tags },
  );
};
