import { shortlistEndpoints as E, SHORTLIST_TEXTS as T } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import * as service from './shortlist.service';

/** The shortlist, its merge on sign-in, upcoming deadlines, and the staff view (docs/planning.md). */
export const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shortlist'];

  serve(app, E.list, async ({ user }) => ok(await service.listOwn(app.db, user), 'Shortlist'), { tags });

  // Public: a visitor's list lives in the browser, which asks for the courses it names.
  serve(
    app,
    E.lookup,
    async ({ query }) => ok(await service.lookup(app.db, query.courseIds), 'Shortlisted courses'),
    { tags },
  );

  serve(
    app,
    E.add,
    async ({ user, params }) => {
      const items = await service.add(app.db, user, params.courseId);
      // Committed: the timeline completes 'Shortlisting' the first time (docs/applications-and-timeline.md).
      app.events.publish('shortlist.changed', { userId: user.userId });
      return ok(items, T.added);
    },
    { tags },
  );

  serve(
    app,
    E.remove,
    async ({ user, params }) => ok(await service.remove(app.db, user, params.courseId), T.removed),
    { tags },
  );

  serve(
    app,
    E.merge,
    async ({ user, body }) => {
      const merged = await service.merge(app.db, user, body.courseIds);
      if (merged.added > 0) app.events.publish('shortlist.changed', { userId: user.userId });
      return ok(merged, T.merged);
    },
    { tags },
  );

  serve(
    app,
    E.deadlines,
    async ({ user }) => ok(await service.upcomingDeadlines(app.db, user), 'Upcoming deadlines'),
    { tags },
  );

  serve(
    app,
    E.ofStudent,
    async ({ user, params }) => ok(await service.listForStaff(app.db, user, params.userId), 'Shortlist'),
    { tags },
  );
};
