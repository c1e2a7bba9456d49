import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { JobQueue, QUEUES } from '../lib/jobs';
import { eraseIfDue, eraseOverdueAndPurge } from '../modules/account-deletion/index';
import { purgeExpiredTokens } from '../modules/auth/index';
import { buildDataExport, expireDataExports, markDataExportFailed } from '../modules/data-export/index';
import { deliverMail, smtpTransport } from '../modules/mail/index';
import { sendDueScholarshipReminders } from '../modules/scholarships/index';
import { sendDueReminders } from '../modules/shortlist/index';
import { sendDuePostOfferReminders } from '../modules/visa-routes/index';

/**
 * Starts this instance's share of the job queue (docs/decisions/008): creates pg-boss's schema
 * and queues, runs the handlers, and stops them (finishing the job in hand) when the app closes.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  const config = app.config;
  const transport = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.MAIL_FROM, {
        timeoutSeconds: config.SMTP_TIMEOUT_SECONDS,
        ca: config.SMTP_TLS_CA_FILE ? readFileSync(config.SMTP_TLS_CA_FILE, 'utf8') : undefined,
      })
    : null;
  if (!transport) {
    // Said on every start, so nobody believes mail went out (docs/email.md, "Delivery").
    app.log.warn(
      'No SMTP server configured (SMTP_URL): emails are kept in the outbox, where admins read them at /admin/outbox',
    );
  }
  const queue = new JobQueue(database, {
    pollIntervalSeconds: config.JOBS_POLL_INTERVAL_SECONDS,
    retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS,
    retryLimit: config.MAIL_RETRY_LIMIT,
    cleanupCron: config.JOBS_CLEANUP_CRON,
    remindersCron: config.JOBS_REMINDERS_CRON,
    onError: (err) => app.log.error({ err }, 'job queue error'),
    onJobFailed: (queue) => app.metrics.jobFailed(queue),
  });
  await queue.start();

  await queue.work(QUEUES.sendMail, async (job) => {
    const mailId = Number(job.data.mailId);
    const lastTry = job.retryCount >= job.retryLimit;
    const outcome = await deliverMail(app.db, transport, mailId, {
      isLastTry: lastTry,
      sendToReservedDomains: config.MAIL_SEND_TO_RESERVED_DOMAINS,
    }).catch((err: unknown) => {
      app.metrics.mailFailed(lastTry);
      app.log.warn(
        { err, mailId, try: job.retryCount + 1 },
        'sending an email failed; it will be tried again',
      );
      throw err;
    });
    if (outcome === 'sent') app.metrics.mailSent();
    if (outcome === 'unconfirmed') {
      app.metrics.mailUnconfirmed();
      // Never retried, so that it is never sent twice; admins see it in the outbox.
      app.log.warn(
        { mailId, jobId: job.id },
        'the mail server did not confirm an email; it is not sent again',
      );
    }
    app.log.info({ mailId, jobId: job.id, outcome }, 'email job done');
  });
  await queue.work(QUEUES.cleanup, async (job) => {
    const tokens = await purgeExpiredTokens(app.db);
    // Exports past their 24 hours: the file is deleted, the link answers 410 (docs/privacy.md#export).
    const expiredExports = await expireDataExports(app.db);
    if (expiredExports > 0) app.log.info({ jobId: job.id, expiredExports }, 'expired data exports deleted');
    const retention = await eraseOverdueAndPurge(app.db, app.events);
    app.log.info({ jobId: job.id, job: QUEUES.cleanup, tokens, ...retention }, 'scheduled clean-up ran');
  });
  await queue.work(QUEUES.reminders, async (job) => {
    const reminders = await sendDueReminders(app.db, app.events);
    app.log.info({ jobId: job.id, job: QUEUES.reminders, ...reminders }, 'deadline reminders ran');
    // Saved scholarships remind the same way (docs/money-and-visas.md#scholarships).
    const scholarships = await sendDueScholarshipReminders(app.db, app.events);
    app.log.info({ jobId: job.id, job: QUEUES.reminders, ...scholarships }, 'scholarship reminders ran');
    // The steps after an offer remind 7 and 1 days before their target day (docs/money-and-visas.md#post-offer-checklist).
    const postOffer = await sendDuePostOfferReminders(app.db, app.events);
    app.log.info({ jobId: job.id, job: QUEUES.reminders, ...postOffer }, 'post-offer reminders ran');
  });

  await queue.work(QUEUES.eraseAccount, async (job) => {
    const userId = Number(job.data.userId);
    const outcome = await eraseIfDue(app.db, app.events, userId);
    // Ids only: the log keeps no personal data of an erased account (docs/privacy.md#deletion).
    app.log.info({ jobId: job.id, job: QUEUES.eraseAccount, userId, outcome }, 'account erasure ran');
  });

  await queue.work(QUEUES.dataExport, async (job) => {
    const exportId = Number(job.data.exportId);
    try {
      const outcome = await buildDataExport(app.db, app.events, exportId);
      app.log.info({ jobId: job.id, job: QUEUES.dataExport, exportId, outcome }, 'data export ran');
    } catch (err) {
      // The last try: she sees that it failed and can ask again (one at a time would block her).
      if (job.retryCount >= job.retryLimit) await markDataExportFailed(app.db, exportId);
      throw err;
    }
  });

  app.addHook('onClose', async () => {
    await queue.stop();
    transport?.close();
  });
});
