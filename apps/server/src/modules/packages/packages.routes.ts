import {
  applyPackageSchema,
  billingStateSchema,
  checkoutSchema,
  emptyEnvelopeSchema,
  envelopeSchema,
  manualPaymentSchema,
  PACKAGE_MESSAGES,
  PAYEE_MESSAGES,
  PACKAGE_PIPELINE_MESSAGES as PM,
  packageApplicationParamsSchema,
  packageApplicationSchema,
  packageInputSchema,
  packageListSchema,
  packageNoteSchema,
  packageParamsSchema,
  packageStatusChangeSchema,
  payeeSettingsAnswerSchema,
  payeeSettingsInputSchema,
  payeeSettingsSchema,
  paymentDocumentEndpoints,
  paymentInstructionsSchema,
  staffPackageApplicationDetailSchema,
  staffPackageApplicationPageSchema,
  staffPackageApplicationsQuerySchema,
  staffPackageSchema,
} from '@edupath/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { forbidden } from '../../lib/errors';
import { requireParentConfirmed, requireRole, requireStaff, requireUser } from '../../lib/guards';
import * as service from './packages.service';
import * as payee from './payee.service';
import { createPaymentProvider } from './payment-provider';
import * as pipeline from './pipeline.service';

const tags = ['packages'];

/** Where the provider's checkout sends the student back: this server as the browser reached it. */
const siteOrigin = (request: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;

export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createPaymentProvider(app.config);

  // ------------------------------------------------------------ student site

  app.get('/package', { schema: { tags, response: { 200: envelopeSchema(packageListSchema) } } }, async () =>
    ok(await service.listPackages(app.db)),
  );

  app.post(
    '/packageUserMapping/apply',
    {
      schema: {
        tags,
        body: applyPackageSchema,
        response: { 201: envelopeSchema(packageApplicationSchema.omit({ canPayOnline: true })) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (user.role !== 'student') throw forbidden(PACKAGE_MESSAGES.studentsOnly);
      requireParentConfirmed(request);
      const application = await service.applyForPackage(
        app.db,
        app.events,
        user.userId,
        request.body.packageId,
      );
      return reply.status(201).send(ok(application, PACKAGE_MESSAGES.appliedWithFollowUp));
    },
  );

  app.get(
    '/packageUserMapping/mine',
    { schema: { tags, response: { 200: envelopeSchema(z.array(packageApplicationSchema)) } } },
    async (request) => {
      const user = requireUser(request);
      return ok(await service.listMyApplications(app.db, provider, user.userId));
    },
  );

  app.post(
    '/packageUserMapping/:packageApplicationId/pay',
    {
      schema: {
        tags,
        params: packageApplicationParamsSchema,
        response: { 200: envelopeSchema(checkoutSchema) },
      },
    },
    async (request) => {
      const student = requireRole(request, 'student');
      requireParentConfirmed(request);
      const origin = siteOrigin(request, app.config.PUBLIC_URL);
      const checkout = await pipeline.startPayment(
        app.db,
        provider,
        student,
        request.params.packageApplicationId,
        {
          callbackUrl: `${origin}${PAYMENT_RETURN_PATH}`,
          cancelUrl: `${origin}${service.MY_PACKAGES_LINK}`,
        },
      );
      return ok(checkout, PM.paymentStarted);
    },
  );

  app.get(
    '/packageUserMapping/:packageApplicationId/payment-instructions',
    {
      schema: {
        tags,
        params: packageApplicationParamsSchema,
        response: { 200: envelopeSchema(paymentInstructionsSchema) },
      },
    },
    async (request) => {
      const student = requireRole(request, 'student');
      return ok(
        await payee.getPaymentInstructions(app.db, student, request.params.packageApplicationId),
        'Payment instructions',
      );
    },
  );

  app.put(
    '/packageUserMapping/state',
    { schema: { tags, body: billingStateSchema, response: { 200: emptyEnvelopeSchema } } },
    async (request) => {
      const student = requireRole(request, 'student');
      await payee.saveStudentState(app.db, student, request.body.stateCode);
      return ok(null, PAYEE_MESSAGES.stateSaved);
    },
  );

  // A paid payment's receipt and tax invoice: its student, or staff with the student in scope.
  for (const kind of ['receipt', 'invoice'] as const) {
    serve(
      app,
      paymentDocumentEndpoints[kind],
      async ({ user, params, reply }) => {
        const render = kind === 'receipt' ? payee.receiptPdf : payee.invoicePdf;
        const { pdf, filename } = await render(app.db, user, params.paymentId);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${filename}"`)
          .header('Cache-Control', 'private, no-store')
          .send(Buffer.from(pdf));
      },
      { tags },
    );
  }

  // ------------------------------------------------------------ console: payee details (admins)

  app.get(
    '/staff/payee',
    { schema: { tags, response: { 200: envelopeSchema(payeeSettingsAnswerSchema) } } },
    async (request) => {
      requireRole(request, 'admin');
      return ok({ payee: await payee.getPayeeSettings(app.db) }, 'Payee details');
    },
  );

  app.put(
    '/staff/payee',
    {
      schema: {
        tags,
        body: payeeSettingsInputSchema,
        response: { 200: envelopeSchema(payeeSettingsSchema) },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'admin');
      return ok(await payee.savePayeeSettings(app.db, app.events, admin, request.body), PAYEE_MESSAGES.saved);
    },
  );

  // ------------------------------------------------------------ console: packages (admins)

  app.get(
    '/staff/packages',
    { schema: { tags, response: { 200: envelopeSchema(z.array(staffPackageSchema)) } } },
    async (request) => {
      requireRole(request, 'admin');
      return ok(await service.listAllPackages(app.db), 'Packages');
    },
  );

  app.post(
    '/staff/packages',
    { schema: { tags, body: packageInputSchema, response: { 201: envelopeSchema(staffPackageSchema) } } },
    async (request, reply) => {
      const admin = requireRole(request, 'admin');
      const created = await service.createPackageAsAdmin(app.db, app.events, admin, request.body);
      return reply.status(201).send(ok(created, PM.packageCreated));
    },
  );

  app.put(
    '/staff/packages/:packageId',
    {
      schema: {
        tags,
        params: packageParamsSchema,
        body: packageInputSchema,
        response: { 200: envelopeSchema(staffPackageSchema) },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'admin');
      return ok(
        await service.updatePackage(app.db, app.events, admin, request.params.packageId, request.body),
        PM.packageUpdated,
      );
    },
  );

  app.delete(
    '/staff/packages/:packageId',
    { schema: { tags, params: packageParamsSchema, response: { 200: emptyEnvelopeSchema } } },
    async (request) => {
      const admin = requireRole(request, 'admin');
      await service.deletePackage(app.db, app.events, admin, request.params.packageId);
      return ok(null, PM.packageDeleted);
    },
  );

  // ------------------------------------------------------------ console: the pipeline

  app.get(
    '/staff/package-applications',
    {
      schema: {
        tags,
        querystring: staffPackageApplicationsQuerySchema,
        response: { 200: envelopeSchema(staffPackageApplicationPageSchema) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      return ok(await pipeline.search(app.db, staff, request.query), 'Package applications');
    },
  );

  const detail = { 200: envelopeSchema(staffPackageApplicationDetailSchema) };

  app.get(
    '/staff/package-applications/:packageApplicationId',
    { schema: { tags, params: packageApplicationParamsSchema, response: detail } },
    async (request) => {
      const staff = requireStaff(request);
      return ok(
        await pipeline.getDetail(app.db, staff, request.params.packageApplicationId),
        'Package application',
      );
    },
  );

  app.patch(
    '/staff/package-applications/:packageApplicationId/status',
    {
      schema: {
        tags,
        params: packageApplicationParamsSchema,
        body: packageStatusChangeSchema,
        response: detail,
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { packageApplicationId } = request.params;
      return ok(
        await pipeline.changeStatus(app.db, app.events, staff, packageApplicationId, request.body),
        PM.statusChanged,
      );
    },
  );

  app.post(
    '/staff/package-applications/:packageApplicationId/notes',
    { schema: { tags, params: packageApplicationParamsSchema, body: packageNoteSchema, response: detail } },
    async (request) => {
      const staff = requireStaff(request);
      const { packageApplicationId } = request.params;
      return ok(
        await pipeline.addNote(app.db, app.events, staff, packageApplicationId, request.body.note),
        PM.noteAdded,
      );
    },
  );

  app.post(
    '/staff/package-applications/:packageApplicationId/payments',
    { schema: { tags, params: packageApplicationParamsSchema, body: manualPaymentSchema, response: detail } },
    async (request) => {
      const staff = requireStaff(request);
      const { packageApplicationId } = request.params;
      return ok(
        await pipeline.recordManualPayment(app.db, app.events, staff, packageApplicationId, request.body),
        PM.paymentRecorded,
      );
    },
  );

  // ------------------------------------------------------------ the provider's calls

  await app.register(async (hooks) => {
    // The signature covers the exact bytes sent, so the webhook keeps its body as the raw text
    // (here only; every other route parses JSON as usual).
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    hooks.post(
      '/payments/razorpay/webhook',
      {
        schema: {
          tags,
          body: z.string().optional(),
          response: { 200: emptyEnvelopeSchema },
        },
      },
      async (request) => {
        const { changed } = await pipeline.handleWebhook(
          app.db,
          app.events,
          provider,
          typeof request.body === 'string' ? request.body : '',
          request.headers,
        );
        return ok(null, changed ? 'Payment recorded' : 'Nothing to change');
      },
    );
  });
};

/** Where the provider's checkout posts the student back to. */
export const PAYMENT_RETURN_PATH = '/payments/razorpay/return';

/**
 * The return from the hosted checkout, outside /api: it is a form post from the provider's page,
 * which may carry our session cookie (on one site in tests) and would be refused as a cross-site
 * API call. Its fields are not needed (the webhook, not the browser, says what was paid), so it
 * only sends the student to their page.
 */
export const paymentReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
    done(null, null),
  );
  app.route({
    method: ['GET', 'POST'],
    url: PAYMENT_RETURN_PATH,
    schema: { hide: true },
    handler: async (_request, reply) => reply.redirect(`${service.MY_PACKAGES_LINK}?payment=returned`, 303),
  });
};
