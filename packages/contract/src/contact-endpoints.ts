import { z } from 'zod';
import { contactMessageReceiptSchema, contactMessageSchema } from './contact';
import {
  contactInboxCountsSchema,
  contactInboxMessageSchema,
  contactInboxPageSchema,
  contactInboxQuerySchema,
  contactMessageParamsSchema,
  staffAccountRefSchema,
  updateContactMessageSchema,
} from './contact-inbox';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';

/** The contact form (open to visitors) and the console's inbox, admins only (docs/console.md). */
export const contactEndpoints = {
  send: endpoint({
    method: 'POST',
    path: '/contact',
    access: 'public',
    body: contactMessageSchema,
    answer: envelopeSchema(contactMessageReceiptSchema),
    status: 201,
  }),
  inbox: endpoint({
    method: 'GET',
    path: '/staff/contact-messages',
    access: 'admin',
    query: contactInboxQuerySchema,
    answer: envelopeSchema(contactInboxPageSchema),
  }),
  inboxCounts: endpoint({
    method: 'GET',
    path: '/staff/contact-messages/counts',
    access: 'admin',
    answer: envelopeSchema(contactInboxCountsSchema),
  }),
  assignees: endpoint({
    method: 'GET',
    path: '/staff/contact-messages/assignees',
    access: 'admin',
    answer: envelopeSchema(z.array(staffAccountRefSchema)),
  }),
  message: endpoint({
    method: 'GET',
    path: '/staff/contact-messages/:contactMessageId',
    access: 'admin',
    params: contactMessageParamsSchema,
    answer: envelopeSchema(contactInboxMessageSchema),
  }),
  updateMessage: endpoint({
    method: 'PATCH',
    path: '/staff/contact-messages/:contactMessageId',
    access: 'admin',
    params: contactMessageParamsSchema,
    body: updateContactMessageSchema,
    answer: envelopeSchema(contactInboxMessageSchema),
  }),
};
