import { staffAccountEndpoints as E, STAFF_ACCOUNT_MESSAGES as M } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import * as service from './staff-accounts.service';

/** Staff accounts (admins) and the invitation page's two calls (the invitee, signed out). */
export const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff accounts'];

  serve(app, E.list, async ({ query }) => ok(await service.listAccounts(app.db, query), 'Accounts'), {
    tags,
  });

  serve(
    app,
    E.create,
    async ({ user, body }) => ok(await service.createAccount(app.db, app.events, user, body), M.created),
    { tags },
  );

  serve(
    app,
    E.changeRole,
    async ({ user, params, body }) => {
      const { changed, ...result } = await service.changeRole(
        app.db,
        app.events,
        user,
        params.userId,
        body.role,
        body.students,
      );
      return ok(result, changed ? M.roleChanged : M.roleUnchanged);
    },
    { tags },
  );

  serve(
    app,
    E.deactivate,
    async ({ user, params, body }) =>
      ok(await service.deactivate(app.db, app.events, user, params.userId, body.students), M.deactivated),
    { tags },
  );

  serve(
    app,
    E.reactivate,
    async ({ user, params }) =>
      ok(await service.reactivate(app.db, app.events, user, params.userId), M.reactivated),
    { tags },
  );

  serve(
    app,
    E.resetPassword,
    async ({ user, params, body }) =>
      ok(await service.resetPassword(app.db, app.events, user, params.userId, body.method), M.passwordReset),
    { tags },
  );

  serve(
    app,
    E.invitation,
    async ({ params }) => ok(await service.getInvitation(app.db, params.token), 'Invitation'),
    { tags },
  );

  serve(
    app,
    E.acceptInvitation,
    async ({ params, body }) => {
      await service.acceptInvitation(app.db, app.events, params.token, body.password);
      return ok(null, M.passwordSet);
    },
    { tags },
  );
};
