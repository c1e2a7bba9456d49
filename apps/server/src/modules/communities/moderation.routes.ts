import {
  communityEndpoints,
  createCommunitySchema,
  envelopeSchema,
  MODERATION_MESSAGES as M,
  moderationActionSchema,
  moderationCountsSchema,
  moderationQueuePageSchema,
  moderationQueueQuerySchema,
  moderationResultSchema,
  staffCommunitiesAnswerSchema,
  staffCommunityParamsSchema,
  staffCommunitySchema,
  updateCommunitySchema,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { requireRole } from '../../lib/guards';
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

  const tags = ['console'];

  app.get(
    '/staff/moderation/queue',
    {
      schema: {
        tags,
        querystring: moderationQueueQuerySchema,
        response: { 200: envelopeSchema(moderationQueuePageSchema) },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      return ok(await service.queue(app.db, request.query), 'Moderation queue');
    },
  );

  app.get(
    '/staff/moderation/counts',
    { schema: { tags, response: { 200: envelopeSchema(moderationCountsSchema) } } },
    async (request) => {
      requireRole(request, 'admin');
      return ok({ openItems: await service.openItems(app.db) }, 'Counts');
    },
  );

  app.post(
    '/staff/moderation/actions',
    {
      schema: {
        tags,
        body: moderationActionSchema,
        response: { 200: envelopeSchema(moderationResultSchema) },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'admin');
      const result = await service.moderate(app.db, app.events, admin, request.body);
      return ok(result, ACTION_MESSAGE[request.body.action]);
    },
  );

  app.get(
    '/staff/communities',
    { schema: { tags, response: { 200: staffCommunitiesAnswerSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      return ok(await service.listCommunities(app.db), 'Communities');
    },
  );

  app.post(
    '/staff/communities',
    {
      schema: { tags, body: createCommunitySchema, response: { 201: envelopeSchema(staffCommunitySchema) } },
    },
    async (request, reply) => {
      const admin = requireRole(request, 'admin');
      const community = await service.createCommunity(app.db, app.events, admin, request.body);
      return reply.status(201).send(ok(community, M.communityCreated));
    },
  );

  app.patch(
    '/staff/communities/:communityId',
    {
      schema: {
        tags,
        params: staffCommunityParamsSchema,
        body: updateCommunitySchema,
        response: { 200: envelopeSchema(staffCommunitySchema) },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'admin');
      const community = await service.updateCommunity(
        app.db,
        app.events,
        admin,
        request.params.communityId,
        request.body,
      );
      return ok(community, M.communityUpdated);
    },
  );

  app.put(
    '/staff/communities/:communityId/logo',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'The image as the file part logo',
        params: staffCommunityParamsSchema,
        response: { 200: envelopeSchema(staffCommunitySchema) },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'admin');
      const form = await readMultipart(request);
      if (form.file?.fieldName !== 'logo') {
        throw badRequest('Send the image as logo', { logo: 'Send the image as logo' });
      }
      const community = await service.setLogo(
        app.db,
        app.events,
        admin,
        request.params.communityId,
        form.file.data,
      );
      return ok(community, M.logoUpdated);
    },
  );

  app.delete(
    '/staff/communities/:communityId/logo',
    {
      schema: {
        tags,
        params: staffCommunityParamsSchema,
        response: { 200: envelopeSchema(staffCommunitySchema) },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'admin');
      return ok(
        await service.setLogo(app.db, app.events, admin, request.params.communityId, null),
        M.logoRemoved,
      );
    },
  );
};
