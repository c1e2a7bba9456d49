import {
  emptyEnvelopeSchema,
  envelopeSchema,
  MILESTONE_MESSAGES as M,
  milestoneParamsSchema,
  milestoneSchema,
  milestoneStatusItemSchema,
  milestoneUserParamsSchema,
  saveMilestoneSchema,
  setMilestoneStatusSchema,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { requireRole, requireStaff, requireUser } from '../../lib/guards';
import * as service from './timeline.service';

export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['timeline'];

  // Milestones that follow from what the student did (docs/applications-and-timeline.md,
  // "Automatic milestones"): one after the other, so the notifications come in the timeline's order.
  const stopListening = app.events.subscribe('profile.changed', ({ userId }) => {
    service
      .completeProfileIfReady(app.db, app.events, userId)
      .then(() => service.completeTestPreparationIfReady(app.db, app.events, userId))
      .catch((err) => app.log.error({ err, userId }, 'could not advance a profile milestone'));
  });
  const stopListeningShortlist = app.events.subscribe('shortlist.changed', ({ userId }) => {
    service
      .completeShortlistingIfReady(app.db, app.events, userId)
      .catch((err) => app.log.error({ err, userId }, 'could not advance the Shortlisting milestone'));
  });
  app.addHook('onClose', async () => {
    stopListening();
    stopListeningShortlist();
  });

  const milestoneAnswer = envelopeSchema(milestoneSchema);
  const statusesAnswer = { 200: envelopeSchema(z.array(milestoneStatusItemSchema)) };

  /** `data` is the list, by order (docs/applications-and-timeline.md, "Milestones"). */
  const listAnswer = { 200: envelopeSchema(z.array(milestoneSchema)) };
  app.get('/milestones', { schema: { tags, response: listAnswer } }, async (request) => {
    requireUser(request);
    return ok(await service.listMilestones(app.db));
  });

  app.post(
    '/milestones',
    { schema: { tags, body: saveMilestoneSchema, response: { 201: milestoneAnswer } } },
    async (request, reply) => {
      const admin = requireRole(request, 'admin');
      const milestone = await service.createMilestone(app.db, app.events, admin, request.body);
      return reply.status(201).send(ok(milestone, M.created));
    },
  );

  app.put(
    '/milestones/:milestoneId',
    {
      schema: {
        tags,
        params: milestoneParamsSchema,
        body: saveMilestoneSchema,
        response: { 200: milestoneAnswer },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'admin');
      const { milestoneId } = request.params;
      return ok(
        await service.updateMilestone(app.db, app.events, admin, milestoneId, request.body),
        M.updated,
      );
    },
  );

  app.delete(
    '/milestones/:milestoneId',
    { schema: { tags, params: milestoneParamsSchema, response: { 200: emptyEnvelopeSchema } } },
    async (request) => {
      const admin = requireRole(request, 'admin');
      await service.deleteMilestone(app.db, app.events, admin, request.params.milestoneId);
      return ok(null, M.deleted);
    },
  );

  app.get(
    '/milestone-status/user/:userId',
    { schema: { tags, params: milestoneUserParamsSchema, response: statusesAnswer } },
    async (request) => {
      const viewer = requireUser(request);
      return ok(await service.listStatusesFor(app.db, viewer, request.params.userId));
    },
  );

  app.put(
    '/milestone-status/user/:userId',
    {
      schema: {
        tags,
        params: milestoneUserParamsSchema,
        body: setMilestoneStatusSchema,
        response: statusesAnswer,
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { userId } = request.params;
      const { changed } = await service.setStatus(app.db, app.events, staff, userId, request.body);
      const statuses = await service.listStatusesFor(app.db, staff, userId);
      return ok(statuses, changed ? M.statusUpdated : M.statusUnchanged);
    },
  );
};
