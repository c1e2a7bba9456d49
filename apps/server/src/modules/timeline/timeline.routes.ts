import { timelineEndpoints as E, MILESTONE_MESSAGES as M } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
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

  /** `data` is the list, by order (docs/applications-and-timeline.md, "Milestones"). */
  serve(app, E.milestones, async () => ok(await service.listMilestones(app.db)), { tags });

  serve(
    app,
    E.createMilestone,
    async ({ user, body }) => ok(await service.createMilestone(app.db, app.events, user, body), M.created),
    { tags },
  );

  serve(
    app,
    E.updateMilestone,
    async ({ user, params, body }) =>
      ok(await service.updateMilestone(app.db, app.events, user, params.milestoneId, body), M.updated),
    { tags },
  );

  serve(
    app,
    E.deleteMilestone,
    async ({ user, params }) => {
      await service.deleteMilestone(app.db, app.events, user, params.milestoneId);
      return ok(null, M.deleted);
    },
    { tags },
  );

  serve(
    app,
    E.statuses,
    async ({ user, params }) => ok(await service.listStatusesFor(app.db, user, params.userId)),
    { tags },
  );

  serve(
    app,
    E.setStatus,
    async ({ user, params, body }) => {
      const { changed } = await service.setStatus(app.db, app.events, user, params.userId, body);
      const statuses = await service.listStatusesFor(app.db, user, params.userId);
      return ok(statuses, changed ? M.statusUpdated : M.statusUnchanged);
    },
    { tags },
  );
};
