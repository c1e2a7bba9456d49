import {
  MILESTONE_MESSAGES as M,
  milestoneParams,
  milestoneSchema,
  milestoneUserParams,
  setMilestoneStatusSchema,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { requireRole, requireStaff, requireUser } from '../../plugins/auth';
import * as service from './timeline.service';

export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['timeline'];

  const stopListening = app.events.subscribe('profile.changed', ({ userId }) => {
    service
      .completeProfileIfReady(app.db, app.events, userId)
      .catch((err) => app.log.error({ err, userId }, 'could not advance the Profile Completed milestone'));
  });
  app.addHook('onClose', async () => stopListening());

  /** SPEC.md reads the ordered list from `data`. */
  app.get('/milestones', { schema: { tags } }, async (request) => {
    requireUser(request);
    return ok(await service.listMilestones(app.db));
  });

  app.post('/milestones', { schema: { tags, body: milestoneSchema } }, async (request, reply) => {
    requireRole(request, 'admin');
    return reply.status(201).send(ok(await service.createMilestone(app.db, request.body), M.created));
  });

  app.put(
    '/milestones/:milestoneId',
    { schema: { tags, params: milestoneParams, body: milestoneSchema } },
    async (request) => {
      requireRole(request, 'admin');
      return ok(await service.updateMilestone(app.db, request.params.milestoneId, request.body), M.updated);
    },
  );

  app.delete('/milestones/:milestoneId', { schema: { tags, params: milestoneParams } }, async (request) => {
    requireRole(request, 'admin');
    await service.deleteMilestone(app.db, request.params.milestoneId);
    return ok(null, M.deleted);
  });

  app.get(
    '/milestone-status/user/:userId',
    { schema: { tags, params: milestoneUserParams } },
    async (request) => {
      const viewer = requireUser(request);
      return ok(await service.listStatusesFor(app.db, viewer, request.params.userId));
    },
  );

  app.put(
    '/milestone-status/user/:userId',
    { schema: { tags, params: milestoneUserParams, body: setMilestoneStatusSchema } },
    async (request) => {
      const staff = requireStaff(request);
      const { userId } = request.params;
      const { changed } = await service.setStatus(app.db, app.events, staff, userId, request.body);
      const statuses = await service.listStatusesFor(app.db, staff, userId);
      return ok(statuses, changed ? M.statusUpdated : M.statusUnchanged);
    },
  );
};
