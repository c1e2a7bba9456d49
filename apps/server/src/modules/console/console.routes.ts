import { consoleEndpoints as E, CONSOLE_MESSAGES as M, staffStudentEndpoints } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { reassignStudent } from '../advisor-assignment/index';
import * as service from './console.service';

/**
 * The staff console's own endpoints. Each description's access checks the role; the service
 * checks the student scope.
 */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];

  serve(
    app,
    staffStudentEndpoints.list,
    async ({ user, query }) => ok(await service.listStudents(app.db, user, query), 'Students'),
    { tags },
  );

  serve(
    app,
    staffStudentEndpoints.one,
    async ({ user, params }) => ok(await service.getStudent(app.db, user, params.userId), 'Student'),
    { tags },
  );

  serve(
    app,
    staffStudentEndpoints.reassign,
    async ({ user, params, body }) => {
      const { changed } = await reassignStudent(app.db, app.events, user, params.userId, body.advisorId);
      return ok(null, changed ? M.advisorChanged : M.advisorUnchanged);
    },
    { tags },
  );

  serve(app, E.advisors, async () => ok(await service.listAdvisors(app.db), 'Advisors'), { tags });

  serve(app, E.dashboard, async ({ user }) => ok(await service.dashboard(app.db, user), 'Dashboard'), {
    tags,
  });

  serve(app, E.counters, async ({ user }) => ok(await service.counters(app.db, user), 'Counters'), { tags });

  serve(
    app,
    E.notify,
    async ({ user, body }) =>
      ok(await service.sendNotification(app.db, app.events, user, body), M.notificationsSent),
    { tags },
  );
};
