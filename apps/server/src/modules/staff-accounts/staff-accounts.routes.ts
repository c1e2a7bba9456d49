import {
  acceptInvitationSchema,
  changeStaffRoleSchema,
  createStaffAccountSchema,
  deactivateStaffAccountSchema,
  emptyEnvelopeSchema,
  envelopeSchema,
  invitationParamsSchema,
  invitationSchema,
  STAFF_ACCOUNT_MESSAGES as M,
  resetStaffPasswordSchema,
  staffAccountChangeSchema,
  staffAccountPageSchema,
  staffAccountParamsSchema,
  staffAccountSchema,
  staffAccountsQuerySchema,
  staffAccountWithCredentialSchema,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { requireRole } from '../../lib/guards';
import * as service from './staff-accounts.service';

/** Staff accounts (admins) and the invitation page's two calls (the invitee, signed out). */
export const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff accounts'];
  const params = staffAccountParamsSchema;

  app.get(
    '/staff/accounts',
    {
      schema: {
        tags,
        querystring: staffAccountsQuerySchema,
        response: { 200: envelopeSchema(staffAccountPageSchema) },
      },
    },
    async (request) => {
      requireRole(request, 'admin');
      return ok(await service.listAccounts(app.db, request.query), 'Accounts');
    },
  );

  app.post(
    '/staff/accounts',
    {
      schema: {
        tags,
        body: createStaffAccountSchema,
        response: { 201: envelopeSchema(staffAccountWithCredentialSchema) },
      },
    },
    async (request, reply) => {
      const admin = requireRole(request, 'admin');
      const created = await service.createAccount(app.db, app.events, admin, request.body);
      return reply.status(201).send(ok(created, M.created));
    },
  );

  app.patch(
    '/staff/accounts/:userId/role',
    {
      schema: {
        tags,
        params,
        body: changeStaffRoleSchema,
        response: { 200: envelopeSchema(staffAccountChangeSchema) },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'admin');
      const { role, students } = request.body;
      const { changed, ...result } = await service.changeRole(
        app.db,
        app.events,
        admin,
        request.params.userId,
        role,
        students,
      );
      return ok(result, changed ? M.roleChanged : M.roleUnchanged);
    },
  );

  app.post(
    '/staff/accounts/:userId/deactivate',
    {
      schema: {
        tags,
        params,
        body: deactivateStaffAccountSchema,
        response: { 200: envelopeSchema(staffAccountChangeSchema) },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'admin');
      const { userId } = request.params;
      return ok(
        await service.deactivate(app.db, app.events, admin, userId, request.body.students),
        M.deactivated,
      );
    },
  );

  app.post(
    '/staff/accounts/:userId/reactivate',
    { schema: { tags, params, response: { 200: envelopeSchema(staffAccountSchema) } } },
    async (request) => {
      const admin = requireRole(request, 'admin');
      return ok(await service.reactivate(app.db, app.events, admin, request.params.userId), M.reactivated);
    },
  );

  app.post(
    '/staff/accounts/:userId/reset-password',
    {
      schema: {
        tags,
        params,
        body: resetStaffPasswordSchema,
        response: { 200: envelopeSchema(staffAccountWithCredentialSchema) },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'admin');
      const { userId } = request.params;
      return ok(
        await service.resetPassword(app.db, app.events, admin, userId, request.body.method),
        M.passwordReset,
      );
    },
  );

  app.get(
    '/auth/invitations/:token',
    { schema: { tags, params: invitationParamsSchema, response: { 200: envelopeSchema(invitationSchema) } } },
    async (request) => ok(await service.getInvitation(app.db, request.params.token), 'Invitation'),
  );

  app.post(
    '/auth/invitations/:token',
    {
      schema: {
        tags,
        params: invitationParamsSchema,
        body: acceptInvitationSchema,
        response: { 200: emptyEnvelopeSchema },
      },
    },
    async (request) => {
      await service.acceptInvitation(app.db, app.events, request.params.token, request.body.password);
      return ok(null, M.passwordSet);
    },
  );
};
