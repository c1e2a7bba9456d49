import { emailEndpoints as E } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import * as service from './mail.service';

/** Email preferences, one-click unsubscribe, and the admins' outbox (docs/email.md). */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  service.setSiteUrl(app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`);
  service.setMessageIdDomain(app.config.MAIL_FROM, app.config.PUBLIC_URL);
  const tags = ['email'];

  serve(app, E.preferences, async ({ user }) => ok(await service.getPreferences(app.db, user.userId)), {
    tags,
  });
  serve(
    app,
    E.savePreferences,
    async ({ user, body }) =>
      ok(await service.updatePreferences(app.db, user.userId, body), 'Email preferences saved'),
    { tags },
  );

  // No sign-in: the token from the email is the proof (docs/email.md#unsubscribe). Opening the
  // link only asks what it would stop; the page's button, or the mail client's one click, stops it.
  serve(app, E.unsubscribeCheck, async ({ body }) => ok(await service.checkUnsubscribe(app.db, body.token)), {
    tags,
  });
  serve(
    app,
    E.unsubscribe,
    async ({ body }) => ok(await service.unsubscribe(app.db, body.token), 'Unsubscribed'),
    {
      tags,
    },
  );
  // RFC 8058: the mail client posts 'List-Unsubscribe=One-Click' as a form, to this plugin only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  serve(
    app,
    E.oneClick,
    async ({ query }) => ok(await service.unsubscribe(app.db, query.token), 'Unsubscribed'),
    {
      tags,
    },
  );

  serve(
    app,
    E.outbox,
    async ({ query }) => {
      const page = await service.listOutbox(app.db, query);
      return ok({ ...page, smtpConfigured: Boolean(app.config.SMTP_URL) });
    },
    { tags },
  );
};
