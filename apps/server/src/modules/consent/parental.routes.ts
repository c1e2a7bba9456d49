import { under18Endpoints as E, UNDER_18_MESSAGES as M } from '@edupath/contract';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { routeLimiters } from '../../lib/rate-limit-store';
import { requireStudentInScope } from '../advisor-assignment/index';
import * as service from './parental.service';

/** Under-18s: the child's state and link, the parent's page, staff's view (docs/accounts.md#under-18). */
export const parentalRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['consent'];
  const { limiter, consume } = routeLimiters(app, M.tooManyRequests);
  // Enough for a typo and a resend; too few to flood anyone's inbox. The public link is guessed
  // by no one (32 random bytes), but its pages are counted per address like the reset link's.
  const sendByUser = limiter('parent-link-send', 3, 60);
  const linkByAddress = limiter('parent-link-address', 20, 15);

  serve(app, E.mine, async ({ user }) => ok(await service.ownStatus(app.db, user.userId)), { tags });
  serve(
    app,
    E.send,
    async ({ user, body, reply }) => {
      await consume(sendByUser, String(user.userId), reply);
      return ok(await service.sendAgain(app.db, app.events, user.userId, body.parentEmail), M.linkSent);
    },
    { tags },
  );
  serve(
    app,
    E.linkStatus,
    async ({ body, request, reply }) => {
      await consume(linkByAddress, normalizeIP(request.ip), reply);
      return ok(await service.linkStatus(app.db, body.token));
    },
    { tags },
  );
  serve(
    app,
    E.confirm,
    async ({ body, request, reply }) => {
      await consume(linkByAddress, normalizeIP(request.ip), reply);
      return ok(await service.confirm(app.db, app.events, body.token), M.confirmed);
    },
    { tags },
  );
  serve(
    app,
    E.ofStudent,
    async ({ user, params }) => {
      await requireStudentInScope(app.db, user, params.userId);
      return ok(await service.staffStatus(app.db, params.userId));
    },
    { tags },
  );
};
