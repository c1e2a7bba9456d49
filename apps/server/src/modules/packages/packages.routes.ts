import { applyPackageSchema, PACKAGE_MESSAGES } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { forbidden } from '../../lib/errors';
import { requireUser } from '../../plugins/auth';
import * as service from './packages.service';

export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/package', { schema: { tags: ['packages'] } }, async () => ok(await service.listPackages(app.db)));

  app.post(
    '/packageUserMapping/apply',
    { schema: { tags: ['packages'], body: applyPackageSchema } },
    async (request, reply) => {
      const user = requireUser(request);
      if (user.role !== 'student') throw forbidden(PACKAGE_MESSAGES.studentsOnly);
      const application = await service.applyForPackage(app.db, user.userId, request.body.packageId);
      return reply.status(201).send(ok(application, PACKAGE_MESSAGES.appliedWithFollowUp));
    },
  );

  app.get('/packageUserMapping/mine', { schema: { tags: ['packages'] } }, async (request) => {
    const user = requireUser(request);
    return ok(await service.listMyApplications(app.db, user.userId));
  });
};
