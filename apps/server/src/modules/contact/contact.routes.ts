import {
  CONTACT_INBOX_MESSAGES,
  CONTACT_MESSAGES,
  contactInboxCountsSchema,
  contactInboxMessageSchema,
  contactInboxPageSchema,
  contactInboxQuerySchema,
  contactMessageParamsSchema,
  contactMessageReceiptSchema,
  contactMessageSchema,
  envelopeSchema,
  staffAccountRefSchema,
  updateContactMessageSchema,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { tooManyRequests } from '../../lib/errors';
import { requireRole } from '../../lib/guards';
import * as service from './contact.service';

/**
 * The form is open to visitors, so each address may send a handful of messages per window
 * (every attempt counts, valid or not) before the inbox could be flooded.
 */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 } as const;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        body: contactMessageSchema,
        response: { 201: envelopeSchema(contactMessageReceiptSchema) },
      },
      config: {
        rateLimit: {
          ...CONTACT_RATE_LIMIT,
          errorResponseBuilder: () => tooManyRequests(CONTACT_MESSAGES.tooMany),
        },
      },
    },
    async (request, reply) => {
      const receipt = await service.storeContactMessage(app.db, request.body, request.ip ?? null);
      return reply.status(201).send(ok(receipt, CONTACT_MESSAGES.thanks));
    },
  );

  // ------------------------------------------------------------ the staff inbox: admins only (docs/console.md)
  const inboxTags = ['console'];

  app.get(
    '/staff/contact-messages',
    {
      schema: {
        tags: inboxTags,
        querystring: contactInboxQuerySchema,
        response: { 200: envelopeSchema(contactInboxPageSchema) },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'admin');
      return ok(await service.listInbox(app.db, admin, request.query), 'Contact messages');
    },
  );

  app.get(
    '/staff/contact-messages/counts',
    { schema: { tags: inboxTags, response: { 200: envelopeSchema(contactInboxCountsSchema) } } },
    async (request) => {
      requireRole(request, 'admin');
      return ok({ unread: await service.unreadCount(app.db) }, 'Counts');
    },
  );

  app.get(
    '/staff/contact-messages/assignees',
    { schema: { tags: inboxTags, response: { 200: envelopeSchema(z.array(staffAccountRefSchema)) } } },
    async (request) => {
      requireRole(request, 'admin');
      return ok(await service.listAssignees(app.db), 'Staff accounts');
    },
  );

  app.get(
    '/staff/contact-messages/:contactMessageId',
    {
      schema: {
        tags: inboxTags,
        params: contactMessageParamsSchema,
        response: { 200: envelopeSchema(contactInboxMessageSchema) },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'admin');
      return ok(
        await service.openMessage(app.db, app.events, admin, request.params.contactMessageId),
        'Contact message',
      );
    },
  );

  app.patch(
    '/staff/contact-messages/:contactMessageId',
    {
      schema: {
        tags: inboxTags,
        params: contactMessageParamsSchema,
        body: updateContactMessageSchema,
        response: { 200: envelopeSchema(contactInboxMessageSchema) },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'admin');
      const message = await service.updateMessage(
        app.db,
        app.events,
        admin,
        request.params.contactMessageId,
        request.body,
      );
      return ok(message, CONTACT_INBOX_MESSAGES.updated);
    },
  );
};
