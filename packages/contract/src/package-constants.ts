import { REFUND_REQUEST_WINDOW_HOURS } from './constants';

/**
 * The package pipeline and payment texts, as plain values (no zod) so the web bundle can import
 * them (docs/packages.md, "The pipeline" and "Payments").
 */

/** A package application's way through the pipeline, in order; Cancelled can end it at any open step. */
export const PACKAGE_APPLICATION_STATUSES = [
  'New',
  'Contacted',
  'Payment pending',
  'Paid',
  'Active',
  'Completed',
  'Cancelled',
] as const;
export type PackageApplicationStatus = (typeof PACKAGE_APPLICATION_STATUSES)[number];

/**
 * The statuses of an application that still stands: one of them per student and package at most
 * (a partial unique index), and the package shows 'Applied' instead of 'Apply'.
 */
export const OPEN_PACKAGE_APPLICATION_STATUSES = [
  'New',
  'Contacted',
  'Payment pending',
  'Paid',
  'Active',
] as const satisfies readonly PackageApplicationStatus[];

/**
 * The moves staff may make by hand. 'Paid' is never one of them: only a payment sets it (a manual
 * payment recorded by staff, or the provider's verified webhook).
 */
export const PACKAGE_STATUS_TRANSITIONS: Record<
  PackageApplicationStatus,
  readonly PackageApplicationStatus[]
> = {
  New: ['Contacted', 'Payment pending', 'Cancelled'],
  Contacted: ['Payment pending', 'Cancelled'],
  'Payment pending': ['Contacted', 'Cancelled'],
  Paid: ['Active', 'Cancelled'],
  Active: ['Completed', 'Cancelled'],
  Completed: [],
  Cancelled: [],
};

export const PAYMENT_PROVIDERS = ['manual', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_STATUSES = ['created', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PACKAGE_PIPELINE_MESSAGES = {
  refundWindow: `Payments are non-refundable. A partial refund may be considered only if services have not started and a formal written request is made within ${REFUND_REQUEST_WINDOW_HOURS} hours of payment.`,
  notAllowed: (from: string, to: string) => `A package application cannot move from ${from} to ${to}.`,
  notAwaitingPayment: 'This package application is not awaiting payment.',
  onlinePaymentUnavailable:
    'Online payment is not available. Your advisor will share the bank details and record your payment.',
  paymentStarted: 'Payment started',
  packageHasApplications:
    'This package has applications and cannot be deleted. Hide it instead so no one can apply for it.',
  nameTaken: 'A package with this name already exists',
  statusChanged: 'Status changed',
  noteAdded: 'Note added',
  paymentRecorded: 'Payment recorded',
  packageCreated: 'Package created',
  packageUpdated: 'Package updated',
  packageDeleted: 'Package deleted',
  webhookSignature: 'Invalid webhook signature',
  webhookEventId: 'The webhook has no event id',
  webhookReplayed: 'This webhook event was already received',
  webhookOrder: 'The webhook names an order we do not know',
  webhookAmount: 'The webhook amount or currency does not match the order',
  webhookBody: 'The webhook body is not a valid event',
} as const;
