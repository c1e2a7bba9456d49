import {
  envelopeSchema,
  shortlistItemSchema,
  shortlistLookupQuerySchema,
  shortlistMergeSchema,
  shortlistParamsSchema,
  shortlistRemovedSchema,
  staffStudentParamsSchema,
  SHORTLIST_TEXTS as T,
  upcomingDeadlineSchema,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { requireStaff, requireUser } from '../../lib/guards';
import * as service from './shortlist.service';

/** The shortlist, its merge on sign-in, upcoming deadlines, and the staff view (docs/planning.md). */
export const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shortlist'];
  const listAnswer = { 200: envelopeSchema(z.array(shortlistItemSchema)) };

  app.get('/shortlist', { schema: { tags, response: listAnswer } }, async (request) => {
    const user = requireUser(request);
    return ok(await service.listOwn(app.db, user), 'Shortlist');
  });

  // Public: a visitor's list lives in the browser, which asks for the courses it names.
  app.get(
    '/shortlist/courses',
    { schema: { tags, querystring: shortlistLookupQuerySchema, response: listAnswer } },
    async (request) => ok(await service.lookup(app.db, request.query.courseIds), 'Shortlisted courses'),
  );

  app.put(
    '/shortlist/:courseId',
    { schema: { tags, params: shortlistParamsSchema, response: listAnswer } },
    async (request) => {
      const user = requireUser(request);
      const items = await service.add(app.db, user, request.params.courseId);
      // Committed: the timeline completes 'Shortlisting' the first time (docs/applications-and-timeline.md).
      app.events.publish('shortlist.changed', { userId: user.userId });
      return ok(items, T.added);
    },
  );

  app.delete(
    '/shortlist/:courseId',
    {
      schema: {
        tags,
        params: shortlistParamsSchema,
        response: { 200: envelopeSchema(shortlistRemovedSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await service.remove(app.db, user, request.params.courseId), T.removed);
    },
  );

  app.post(
    '/shortlist/merge',
    {
      schema: {
        tags,
        body: shortlistMergeSchema,
        response: {
          200: envelopeSchema(z.object({ added: z.number().int(), items: z.array(shortlistItemSchema) })),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const merged = await service.merge(app.db, user, request.body.courseIds);
      if (merged.added > 0) app.events.publish('shortlist.changed', { userId: user.userId });
      return ok(merged, T.merged);
    },
  );

  app.get(
    '/deadlines',
    { schema: { tags, response: { 200: envelopeSchema(z.array(upcomingDeadlineSchema)) } } },
    async (request) => {
      const user = requireUser(request);
      return ok(await service.upcomingDeadlines(app.db, user), 'Upcoming deadlines');
    },
  );

  app.get(
    '/staff/students/:userId/shortlist',
    { schema: { tags, params: staffStudentParamsSchema, response: listAnswer } },
    async (request) => {
      const staff = requireStaff(request);
      return ok(await service.listForStaff(app.db, staff, request.params.userId), 'Shortlist');
    },
  );
};
