import { accountDeletionEndpoints as E, ACCOUNT_DELETION_MESSAGES as M } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import * as service from './account-deletion.service';

/** Deleting an account (docs/privacy.md#deletion): a student only herself; admins see the state. */
export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  serve(app, E.mine, async ({ user }) => ok(await service.deletionState(app.db, user.userId)), { tags });
  serve(
    app,
    E.request,
    async ({ user, body, request }) =>
      ok(
        await service.requestDeletion(app.db, app.events, app.config, {
          userId: user.userId,
          // The student guard let her in, so her session is known.
          sessionId: request.sessionId ?? '',
          password: body.password,
        }),
        M.requested,
      ),
    { tags },
  );
  serve(
    app,
    E.cancel,
    async ({ user }) => ok(await service.cancelDeletion(app.db, app.events, user.userId), M.cancelled),
    { tags },
  );
  serve(
    app,
    E.ofStudent,
    async ({ params }) => ok(await service.studentDeletionState(app.db, params.userId)),
    {
      tags,
    },
  );
};
