import {
  type AuditAction,
  type AuthUser,
  type Checkout,
  NOTIFICATION_TYPES,
  PACKAGE_STATUS_TRANSITIONS,
  type PackageApplicationStatus,
  PACKAGE_PIPELINE_MESSAGES as PM,
  type StaffPackageApplicationDetail,
  type StaffPackageApplicationPage,
  type StaffPackageApplicationsQuery,
  toPage,
} from '@edupath/contract';
import type { Db, Tx } from '../../db/client';
import { inTransaction, type UnitOfWork } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { advisorFilterFor, isStudentInScope } from '../advisor-assignment/index';
import { recordAudit } from '../audit/index';
import { type EmailWording, siteLink } from '../mail/index';
import { notify } from '../notifications/index';
import * as repo from './packages.repository';
import { MY_PACKAGES_LINK } from './packages.service';
import { issueInvoice, receiptNumberFor } from './payee.service';
import type { PaymentProvider } from './payment-provider';

/**
 * The console's package pipeline (docs/packages.md, "The pipeline"): the student's advisor and
 * admins move an application through New -> Contacted -> Payment pending -> Paid -> Active ->
 * Completed (or Cancelled), add notes and record manual payments; a provider's verified webhook
 * marks an online payment Paid. Every change is audited and the student notified, in one
 * transaction.
 */

const notFoundApplication = () => notFound('Package application');
const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

export async function search(
  db: Db,
  staff: AuthUser,
  query: StaffPackageApplicationsQuery,
): Promise<StaffPackageApplicationPage> {
  const { items, total } = await repo.searchApplications(db, query, advisorFilterFor(staff, undefined));
  return toPage(items, total, query);
}

/** The application with its history and payments, if its student is in the caller's scope. */
export async function getDetail(
  db: Db,
  staff: AuthUser,
  packageApplicationId: number,
): Promise<StaffPackageApplicationDetail> {
  const application = await repo.findApplication(db, packageApplicationId);
  if (!application || !(await isStudentInScope(db, staff, application.student.userId))) {
    throw notFoundApplication();
  }
  const [history, payments] = await Promise.all([
    repo.listHistory(db, packageApplicationId),
    repo.listPayments(db, packageApplicationId),
  ]);
  return { ...application, history, payments };
}

/** Locks the application and checks the caller may work on it (404 otherwise, so nothing leaks). */
async function lockInScope(tx: Tx, staff: AuthUser, packageApplicationId: number) {
  const current = await repo.lockApplication(tx, packageApplicationId);
  if (!current || !(await isStudentInScope(tx, staff, current.userId))) throw notFoundApplication();
  return current;
}

async function packageName(tx: Tx, packageApplicationId: number) {
  return (await repo.findApplication(tx, packageApplicationId))!.packageName;
}

function statusMessage(name: string, status: PackageApplicationStatus, amount: number) {
  switch (status) {
    case 'Payment pending':
      return `Your ${name} package is ready for payment (${rupees(amount)}).`;
    case 'Paid':
      return `We received your payment of ${rupees(amount)} for the ${name} package.`;
    default:
      return `Your ${name} package application is now ${status}.`;
  }
}

export async function changeStatus(
  db: Db,
  events: DomainEventBus,
  staff: AuthUser,
  packageApplicationId: number,
  input: { status: PackageApplicationStatus; note: string | null },
): Promise<StaffPackageApplicationDetail> {
  await inTransaction(db, events, async (uow) => {
    const current = await lockInScope(uow.tx, staff, packageApplicationId);
    if (!PACKAGE_STATUS_TRANSITIONS[current.status].includes(input.status)) {
      const message = PM.notAllowed(current.status, input.status);
      throw conflict(message, { status: message });
    }
    await moveTo(uow, staff, current, input.status, input.note);
  });
  return getDetail(db, staff, packageApplicationId);
}

/** The move itself: status, history, audit entry and the student's notification. */
async function moveTo(
  uow: UnitOfWork,
  actor: AuthUser | null,
  current: { packageApplicationId: number; userId: number; status: PackageApplicationStatus; amount: number },
  status: PackageApplicationStatus,
  note: string | null,
  audit: { action: AuditAction; after?: Record<string, unknown> } = {
    action: 'package_application.status_changed',
  },
  email?: EmailWording,
) {
  const { packageApplicationId } = current;
  if (status !== 'Paid') await repo.setStatus(uow.tx, packageApplicationId, status, actor?.userId ?? null);
  await repo.insertHistory(uow.tx, {
    packageApplicationId,
    fromStatus: current.status,
    toStatus: status,
    note,
    changedBy: actor?.userId ?? null,
  });
  await recordAudit(uow, actor, {
    action: audit.action,
    entityType: 'package_application',
    entityId: packageApplicationId,
    before: { status: current.status },
    after: { status, ...(note ? { note } : {}), ...audit.after },
  });
  await notify(uow, {
    userId: current.userId,
    senderId: actor?.userId ?? null,
    type: NOTIFICATION_TYPES.packageStatus,
    message: statusMessage(await packageName(uow.tx, packageApplicationId), status, current.amount),
    link: MY_PACKAGES_LINK,
    ...(email ? { email } : {}),
  });
}

/**
 * The email of a payment: its receipt and, when issued, its tax invoice, each a link to its PDF
 * (the student signs in to download it; docs/packages.md, "Receipts and tax invoices").
 */
function paymentEmail(
  name: string,
  payment: { paymentId: number; amountPaise: number; reference: string | null },
  invoiceNumber: string | null,
): EmailWording {
  const receiptNumber = receiptNumberFor(payment.paymentId);
  const documents = `/api/v1/payments/${payment.paymentId}`;
  return {
    subject: invoiceNumber
      ? `Payment received: your receipt and tax invoice ${invoiceNumber}`
      : `Payment received: your receipt ${receiptNumber}`,
    paragraphs: [
      `We received your payment of ${rupees(payment.amountPaise / 100)} for the ${name} package${payment.reference ? ` (reference ${payment.reference})` : ''}.`,
      `Receipt ${receiptNumber} (PDF): ${siteLink(`${documents}/receipt`)}`,
      ...(invoiceNumber ? [`Tax invoice ${invoiceNumber} (PDF): ${siteLink(`${documents}/invoice`)}`] : []),
      'Both are also on My Packages. A written refund request may be considered within 4 hours of payment if services have not started.',
    ],
  };
}

/** A staff note: kept in the history for staff, not sent to the student. */
export async function addNote(
  db: Db,
  events: DomainEventBus,
  staff: AuthUser,
  packageApplicationId: number,
  note: string,
): Promise<StaffPackageApplicationDetail> {
  await inTransaction(db, events, async (uow) => {
    await lockInScope(uow.tx, staff, packageApplicationId);
    await repo.insertHistory(uow.tx, {
      packageApplicationId,
      fromStatus: null,
      toStatus: null,
      note,
      changedBy: staff.userId,
    });
    await recordAudit(uow, staff, {
      action: 'package_application.note_added',
      entityType: 'package_application',
      entityId: packageApplicationId,
      after: { note },
    });
  });
  return getDetail(db, staff, packageApplicationId);
}

/**
 * A UPI or bank-transfer payment staff received: written paid with its reference, and the
 * application moves from Payment pending to Paid, in one transaction.
 */
export async function recordManualPayment(
  db: Db,
  events: DomainEventBus,
  staff: AuthUser,
  packageApplicationId: number,
  input: { reference: string; note: string | null },
): Promise<StaffPackageApplicationDetail> {
  await inTransaction(db, events, async (uow) => {
    const current = await lockInScope(uow.tx, staff, packageApplicationId);
    if (current.status !== 'Payment pending') throw conflict(PM.notAwaitingPayment);
    const payment = await repo.insertPayment(uow.tx, {
      packageApplicationId,
      provider: 'manual',
      orderId: null,
      amountPaise: current.amount * 100,
      currency: 'INR',
      status: 'paid',
      reference: input.reference,
      paidAt: new Date(),
      recordedBy: staff.userId,
    });
    await repo.markPaidIfAwaiting(uow.tx, packageApplicationId);
    const invoiceNumber = await issueInvoice(uow, staff, { ...payment, paidAt: payment.paidAt! }, current);
    await moveTo(
      uow,
      staff,
      current,
      'Paid',
      input.note ?? `Payment recorded: ${input.reference}`,
      {
        action: 'package_application.payment_recorded',
        after: {
          paymentId: payment.paymentId,
          amountPaise: payment.amountPaise,
          reference: input.reference,
          ...(invoiceNumber ? { invoiceNumber } : {}),
        },
      },
      paymentEmail(await packageName(uow.tx, packageApplicationId), payment, invoiceNumber),
    );
  });
  return getDetail(db, staff, packageApplicationId);
}

// ---------------------------------------------------------------- online payments

/**
 * 'Pay now': an order at the provider for the application's amount (in paise), or the one
 * already started for it, and the form that takes the student to the provider's checkout.
 * Nothing is marked paid here: only the provider's verified webhook does that.
 */
export async function startPayment(
  db: Db,
  provider: PaymentProvider,
  student: AuthUser,
  packageApplicationId: number,
  urls: { callbackUrl: string; cancelUrl: string },
): Promise<Checkout> {
  const application = await repo.findApplication(db, packageApplicationId);
  if (!application || application.student.userId !== student.userId) throw notFoundApplication();
  if (application.status !== 'Payment pending') throw conflict(PM.notAwaitingPayment);
  if (!provider.online) throw conflict(PM.onlinePaymentUnavailable);
  const amountPaise = application.amountPaise;
  let order = await repo.findOpenOrder(db, packageApplicationId, provider.name, amountPaise);
  if (!order) {
    const created = await provider.createOrder({
      amountPaise,
      currency: 'INR',
      receipt: `package-application-${packageApplicationId}`,
    });
    order = await repo.insertPayment(db, {
      packageApplicationId,
      provider: provider.name,
      orderId: created.orderId,
      amountPaise: created.amountPaise,
      currency: created.currency,
      status: 'created',
    });
  }
  const providerOrder = { orderId: order.orderId!, amountPaise: order.amountPaise, currency: order.currency };
  const form = provider.checkoutForm(providerOrder, {
    description: `${application.packageName} package`,
    name: application.student.name,
    email: application.student.email,
    ...urls,
  });
  return { provider: provider.name, ...providerOrder, ...form };
}

/**
 * A provider's webhook. Verified (signature over the raw body), then in one transaction: the
 * event id is recorded (a replay finds it and changes nothing), the order must be ours with the
 * same amount and currency, and the payment and its application are marked paid only if they are
 * not yet, so concurrent deliveries of one payment make one change, one audit entry and one
 * notification. Any refusal rolls everything back (docs/packages.md, "Webhooks").
 */
export async function handleWebhook(
  db: Db,
  events: DomainEventBus,
  provider: PaymentProvider,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ changed: boolean }> {
  if (!provider.online) throw notFound('Webhook');
  const captured = provider.verifyWebhook(rawBody, headers);
  return inTransaction(db, events, async (uow) => {
    const { tx } = uow;
    const fresh = await repo.recordWebhookEvent(tx, {
      provider: provider.name,
      eventId: captured.eventId,
      event: captured.event,
    });
    if (!fresh) throw badRequest(PM.webhookReplayed);
    const paid = captured.payment;
    if (!paid) return { changed: false };
    const payment = await repo.lockPaymentByOrder(tx, provider.name, paid.orderId);
    if (!payment) throw badRequest(PM.webhookOrder);
    if (payment.amountPaise !== paid.amountPaise || payment.currency !== paid.currency) {
      throw badRequest(PM.webhookAmount);
    }
    // Razorpay reports one payment twice (payment.captured, order.paid): the second changes nothing.
    const paidAt = new Date();
    if (!(await repo.markPaymentPaid(tx, payment.paymentId, paid.paymentId, paidAt))) {
      return { changed: false };
    }
    const application = (await repo.lockApplication(tx, payment.packageApplicationId))!;
    const paidNow = { ...payment, reference: paid.paymentId, paidAt: paidAt };
    if (await repo.markPaidIfAwaiting(tx, application.packageApplicationId)) {
      const invoiceNumber = await issueInvoice(uow, null, paidNow, application);
      await moveTo(
        uow,
        null,
        application,
        'Paid',
        `Paid online (${paid.paymentId})`,
        {
          action: 'package_application.paid',
          after: {
            paymentId: payment.paymentId,
            amountPaise: payment.amountPaise,
            reference: paid.paymentId,
            ...(invoiceNumber ? { invoiceNumber } : {}),
          },
        },
        paymentEmail(await packageName(tx, application.packageApplicationId), paidNow, invoiceNumber),
      );
    } else {
      // Money arrived for an application staff had moved on (cancelled, say): kept for them to settle.
      await repo.insertHistory(tx, {
        packageApplicationId: application.packageApplicationId,
        fromStatus: null,
        toStatus: null,
        note: `A payment (${paid.paymentId}) arrived while the application was ${application.status}.`,
        changedBy: null,
      });
      await recordAudit(uow, null, {
        action: 'package_application.paid',
        entityType: 'package_application',
        entityId: application.packageApplicationId,
        after: { paymentId: payment.paymentId, reference: paid.paymentId, status: application.status },
      });
    }
    return { changed: true };
  });
}
