import {
  emailPreferencesSchema,
  emailPreferencesUpdateSchema,
  envelopeSchema,
  outboxPageSchema,
  outboxQuerySchema,
  unsubscribeResultSchema,
  unsubscribeSchema,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { requireRole } from '../../lib/guards';
import * as service from './mail.service';

/** Email preferences, one-click unsubscribe, and the admins' outbox (docs/email.md). */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  service.setSiteUrl(app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`);
  service.setMessageIdDomain(app.config.MAIL_FROM, app.config.PUBLIC_URL);
  const tags = ['email'];
  const preferencesAnswer = { 200: envelopeSchema(emailPreferencesSchema) };

  app.get('/email/preferences', { schema: { tags, response: preferencesAnswer } }, async (request) => {
    const user = requireRole(request, 'student');
    return ok(await service.getPreferences(app.db, user.userId));
  });

  app.put(
    '/email/preferences',
    { schema: { tags, body: emailPreferencesUpdateSchema, response: preferencesAnswer } },
    async (request) => {
      const user = requireRole(request, 'student');
      return ok(
        await service.updatePreferences(app.db, user.userId, request.body),
        'Email preferences saved',
      );
    },
  );

  // No sign-in: the token from the email is the proof (docs/email.md, "Unsubscribe").
  app.post(
    '/email/unsubscribe',
    { schema: { tags, body: unsubscribeSchema, response: { 200: envelopeSchema(unsubscribeResultSchema) } } },
    async (request) => ok(await service.unsubscribe(app.db, request.body.token), 'Unsubscribed'),
  );

  app.get(
    '/staff/outbox',
    { schema: { tags, querystring: outboxQuerySchema, response: { 200: envelopeSchema(outboxPageSchema) } } },
    async (request) => {
      requireRole(request, 'admin');
      const page = await service.listOutbox(app.db, request.query);
      return ok({ ...page, smtpConfigured: Boolean(app.config.SMTP_URL) });
    },
  );
};
