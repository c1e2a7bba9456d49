import {
  CONTACT_MESSAGES,
  contactMessageReceiptSchema,
  contactMessageSchema,
  envelopeSchema,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { tooManyRequests } from '../../lib/errors';
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
};
