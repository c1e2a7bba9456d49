import {
  applyPackageSchema,
  envelopeSchema,
  PACKAGE_MESSAGES,
  packageApplicationSchema,
  packageListSchema,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { forbidden } from '../../lib/errors';
import { requireUser } from '../../plugins/auth';
import * as service from './packages.service';

const tags = ['packages'];

export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/package', { schema: { tags, response: { 200: envelopeSchema(packageListSchema) } } }, async () =>
    ok(await service.listPackages(app.db)),
  );

  app.post(
    '/packageUserMapping/apply',
    {
      schema: { tags, body: applyPackageSchema, response: { 201: envelopeSchema(packageApplicationSchema) } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (user.role !== 'student') throw forbidden(PACKAGE_MESSAGES.studentsOnly);
      const application = await service.applyForPackage(app.db, user.userId, request.body.packageId);
      return reply.status(201).send(ok(application, PACKAGE_MESSAGES.appliedWithFollowUp));
    },
  );

  app.get(
    '/packageUserMapping/mine',
    { schema: { tags, response: { 200: envelopeSchema(z.array(packageApplicationSchema)) } } },
    async (request) => {
      const user = requireUser(request);
      return ok(await service.listMyApplications(app.db, user.userId));
    },
  );
};
