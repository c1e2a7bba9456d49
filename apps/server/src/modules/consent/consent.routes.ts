import { CONSENT_MESSAGES, consentEndpoints as E } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import * as service from './consent.service';
import { parentalRoutes } from './parental.routes';

/** A student's choices and her consent ledger (docs/accounts.md#consent). */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['consent'];
  // Under-18s: the parent's confirmation is a consent too (docs/accounts.md#under-18).
  await app.register(parentalRoutes);
  serve(app, E.mine, async ({ user }) => ok(await service.consentState(app.db, user.userId)), { tags });
  serve(
    app,
    E.first,
    async ({ user, body }) =>
      ok(await service.recordFirstConsents(app.db, app.events, user.userId, body), CONSENT_MESSAGES.saved),
    { tags },
  );
  serve(
    app,
    E.change,
    async ({ user, params, body }) =>
      ok(
        await service.changeConsent(app.db, app.events, user.userId, params.purpose, body.granted),
        CONSENT_MESSAGES.saved,
      ),
    { tags },
  );
  serve(
    app,
    E.ofStudent,
    async ({ params }) => ok(await service.studentConsentState(app.db, params.userId)),
    {
      tags,
    },
  );
};
