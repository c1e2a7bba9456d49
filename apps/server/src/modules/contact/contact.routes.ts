import {
  CONTACT_INBOX_MESSAGES,
  CONTACT_MESSAGES,
  contactEndpoints as E,
  grievanceEndpoints as G,
  GRIEVANCE_MESSAGES,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { tooManyRequests } from '../../lib/errors';
import * as service from './contact.service';
import { fileGrievance, grievanceOfficer } from './grievance.service';

/**
 * The form is open to visitors, so each address may send a handful of messages per window
 * (every attempt counts, valid or not) before the inbox could be flooded.
 */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 } as const;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    E.send,
    async ({ body, request }) =>
      ok(await service.storeContactMessage(app.db, body, request.ip ?? null), CONTACT_MESSAGES.thanks),
    {
      tags: ['contact'],
      config: {
        rateLimit: {
          ...CONTACT_RATE_LIMIT,
          errorResponseBuilder: () => tooManyRequests(CONTACT_MESSAGES.tooMany),
        },
      },
    },
  );

  // Grievances (docs/console.md, "Grievances"): the same limit per address as the contact form,
  // counted apart from it, signed in or not.
  const officer = grievanceOfficer(app.config);
  serve(app, G.officer, async () => ok(officer, 'Grievance officer'), { tags: ['contact'] });
  serve(
    app,
    G.file,
    async ({ user, body, request }) =>
      ok(
        await fileGrievance(app.db, app.events, officer, user, body, request.ip ?? null),
        GRIEVANCE_MESSAGES.received,
      ),
    {
      tags: ['contact'],
      config: {
        rateLimit: {
          ...CONTACT_RATE_LIMIT,
          errorResponseBuilder: () => tooManyRequests(GRIEVANCE_MESSAGES.tooMany),
        },
      },
    },
  );

  // The staff inbox: admins only (docs/console.md).
  const inbox = { tags: ['console'] };

  serve(
    app,
    E.inbox,
    async ({ user, query }) => ok(await service.listInbox(app.db, user, query), 'Contact messages'),
    inbox,
  );

  serve(app, E.inboxCounts, async () => ok({ unread: await service.unreadCount(app.db) }, 'Counts'), inbox);

  serve(app, E.assignees, async () => ok(await service.listAssignees(app.db), 'Staff accounts'), inbox);

  serve(
    app,
    E.message,
    async ({ user, params }) =>
      ok(await service.openMessage(app.db, app.events, user, params.contactMessageId), 'Contact message'),
    inbox,
  );

  serve(
    app,
    E.updateMessage,
    async ({ user, params, body }) =>
      ok(
        await service.updateMessage(app.db, app.events, user, params.contactMessageId, body),
        CONTACT_INBOX_MESSAGES.updated,
      ),
    inbox,
  );
};
