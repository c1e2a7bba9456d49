import {
  packageEndpoints as E,
  PACKAGE_MESSAGES,
  PAYEE_MESSAGES,
  PACKAGE_PIPELINE_MESSAGES as PM,
  paymentDocumentEndpoints,
  staffPackageEndpoints as S,
} from '@edupath/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { forbidden } from '../../lib/errors';
import * as service from './packages.service';
import * as payee from './payee.service';
import { createPaymentProvider } from './payment-provider';
import * as pipeline from './pipeline.service';

const tags = ['packages'];
const options = { tags };

/** Where the provider's checkout sends the student back: this server as the browser reached it. */
const siteOrigin = (request: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;

export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createPaymentProvider(app.config);

  // ------------------------------------------------------------ student site

  serve(app, E.list, async () => ok(await service.listPackages(app.db)), options);

  // Signed in, but students only, with their own message; a child waits for a parent (needsParent).
  serve(
    app,
    E.apply,
    async ({ user, body }) => {
      if (user.role !== 'student') throw forbidden(PACKAGE_MESSAGES.studentsOnly);
      const application = await service.applyForPackage(app.db, app.events, user.userId, body.packageId);
      return ok(application, PACKAGE_MESSAGES.appliedWithFollowUp);
    },
    options,
  );

  serve(
    app,
    E.mine,
    async ({ user }) => ok(await service.listMyApplications(app.db, provider, user.userId)),
    options,
  );

  serve(
    app,
    E.pay,
    async ({ user, params, request }) => {
      const origin = siteOrigin(request, app.config.PUBLIC_URL);
      const checkout = await pipeline.startPayment(app.db, provider, user, params.packageApplicationId, {
        callbackUrl: `${origin}${PAYMENT_RETURN_PATH}`,
        cancelUrl: `${origin}${service.MY_PACKAGES_LINK}`,
      });
      return ok(checkout, PM.paymentStarted);
    },
    options,
  );

  serve(
    app,
    E.paymentInstructions,
    async ({ user, params }) =>
      ok(
        await payee.getPaymentInstructions(app.db, user, params.packageApplicationId),
        'Payment instructions',
      ),
    options,
  );

  serve(
    app,
    E.saveBillingState,
    async ({ user, body }) => {
      await payee.saveStudentState(app.db, user, body.stateCode);
      return ok(null, PAYEE_MESSAGES.stateSaved);
    },
    options,
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

  serve(
    app,
    S.payee,
    async () => ok({ payee: await payee.getPayeeSettings(app.db) }, 'Payee details'),
    options,
  );

  serve(
    app,
    S.savePayee,
    async ({ user, body }) =>
      ok(await payee.savePayeeSettings(app.db, app.events, user, body), PAYEE_MESSAGES.saved),
    options,
  );

  // ------------------------------------------------------------ console: packages (admins)

  serve(app, S.packages, async () => ok(await service.listAllPackages(app.db), 'Packages'), options);

  serve(
    app,
    S.createPackage,
    async ({ user, body }) =>
      ok(await service.createPackageAsAdmin(app.db, app.events, user, body), PM.packageCreated),
    options,
  );

  serve(
    app,
    S.updatePackage,
    async ({ user, params, body }) =>
      ok(await service.updatePackage(app.db, app.events, user, params.packageId, body), PM.packageUpdated),
    options,
  );

  serve(
    app,
    S.deletePackage,
    async ({ user, params }) => {
      await service.deletePackage(app.db, app.events, user, params.packageId);
      return ok(null, PM.packageDeleted);
    },
    options,
  );

  // ------------------------------------------------------------ console: the pipeline

  serve(
    app,
    S.applications,
    async ({ user, query }) => ok(await pipeline.search(app.db, user, query), 'Package applications'),
    options,
  );

  serve(
    app,
    S.application,
    async ({ user, params }) =>
      ok(await pipeline.getDetail(app.db, user, params.packageApplicationId), 'Package application'),
    options,
  );

  serve(
    app,
    S.changeStatus,
    async ({ user, params, body }) =>
      ok(
        await pipeline.changeStatus(app.db, app.events, user, params.packageApplicationId, body),
        PM.statusChanged,
      ),
    options,
  );

  serve(
    app,
    S.addNote,
    async ({ user, params, body }) =>
      ok(
        await pipeline.addNote(app.db, app.events, user, params.packageApplicationId, body.note),
        PM.noteAdded,
      ),
    options,
  );

  serve(
    app,
    S.recordPayment,
    async ({ user, params, body }) =>
      ok(
        await pipeline.recordManualPayment(app.db, app.events, user, params.packageApplicationId, body),
        PM.paymentRecorded,
      ),
    options,
  );

  // ------------------------------------------------------------ the provider's calls

  await app.register(async (hooks) => {
    // The signature covers the exact bytes sent, so the webhook keeps its body as the raw text
    // (here only: the parser is scoped to this context; every other route parses JSON as usual).
    // Its description's body schema is that text, so a body that reached it parsed is refused.
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    serve(
      hooks,
      E.razorpayWebhook,
      async ({ body, request }) => {
        const { changed } = await pipeline.handleWebhook(
          app.db,
          app.events,
          provider,
          body ?? '',
          request.headers,
        );
        return ok(null, changed ? 'Payment recorded' : 'Nothing to change');
      },
      options,
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
