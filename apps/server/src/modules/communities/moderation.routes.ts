import { communityEndpoints, moderationEndpoints as E, MODERATION_MESSAGES as M } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { readMultipart } from '../files/index';
import * as service from './moderation.service';
import { perUser, REPORTS_PER_MINUTE } from './rate-limits';

const ACTION_MESSAGE = {
  hide: M.hidden,
  delete: M.deleted,
  restore: M.restored,
  dismiss: M.dismissed,
} as const;

/**
 * Reporting (any signed-in user) and the console's moderation and community editing, which are
 * admin-only (docs/console.md, "Community moderation").
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    communityEndpoints.report,
    async ({ user, body }) => ok(await service.report(app.db, user.userId, body), M.reported),
    { tags: ['communities'], config: perUser('community-report', REPORTS_PER_MINUTE) },
  );

  const inConsole = { tags: ['console'] };

  serve(
    app,
    E.queue,
    async ({ query }) => ok(await service.queue(app.db, query), 'Moderation queue'),
    inConsole,
  );

  serve(app, E.counts, async () => ok({ openItems: await service.openItems(app.db) }, 'Counts'), inConsole);

  serve(
    app,
    E.act,
    async ({ user, body }) =>
      ok(await service.moderate(app.db, app.events, user, body), ACTION_MESSAGE[body.action]),
    inConsole,
  );

  serve(app, E.communities, async () => ok(await service.listCommunities(app.db), 'Communities'), inConsole);

  serve(
    app,
    E.createCommunity,
    async ({ user, body }) =>
      ok(await service.createCommunity(app.db, app.events, user, body), M.communityCreated),
    inConsole,
  );

  serve(
    app,
    E.updateCommunity,
    async ({ user, params, body }) =>
      ok(
        await service.updateCommunity(app.db, app.events, user, params.communityId, body),
        M.communityUpdated,
      ),
    inConsole,
  );

  serve(
    app,
    E.setLogo,
    async ({ user, params, request }) => {
      const form = await readMultipart(request);
      if (form.file?.fieldName !== 'logo') {
        throw badRequest('Send the image as logo', { logo: 'Send the image as logo' });
      }
      return ok(
        await service.setLogo(app.db, app.events, user, params.communityId, form.file.data),
        M.logoUpdated,
      );
    },
    inConsole,
  );

  serve(
    app,
    E.removeLogo,
    async ({ user, params }) =>
      ok(await service.setLogo(app.db, app.events, user, params.communityId, null), M.logoRemoved),
    inConsole,
  );
};
