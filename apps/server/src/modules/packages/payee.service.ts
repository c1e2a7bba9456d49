import {
  type AuthUser,
  financialYearOf,
  GST_STATES,
  invoiceNumberFor,
  isGstStateCode,
  type PayeeDetails,
  type PayeeSettings,
  type PayeeSettingsValues,
  type PaymentInstructions,
  paymentReferenceFor,
  splitInclusiveGst,
  upiPaymentUri,
} from '@edupath/contract';
import QRCode from 'qrcode';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction, type UnitOfWork } from '../../db/transaction';
import { conflict, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { isStudentInScope } from '../advisor-assignment/index';
import { recordAudit } from '../audit/index';
import * as packagesRepo from './packages.repository';
import * as repo from './payee.repository';
import { type InvoiceDocument, renderInvoicePdf, renderReceiptPdf } from './payment-documents.pdf';

/**
 * Paying by UPI or bank transfer, and the receipt and GST tax invoice of a payment
 * (docs/packages.md, "Paying by UPI or bank transfer" and "Receipts and tax invoices").
 */

const stateName = (code: string) => (isGstStateCode(code) ? GST_STATES[code] : code);

const toDetails = (row: repo.PayeeRow): PayeeDetails => ({
  legalName: row.legalName,
  address: row.address,
  gstin: row.gstin,
  upiId: row.upiId,
  bankAccountName: row.bankAccountName,
  bankAccountNumber: row.bankAccountNumber,
  ifsc: row.ifsc,
  bankName: row.bankName,
});

const toSettings = (row: repo.PayeeRow): PayeeSettings => ({
  ...toDetails(row),
  sacCode: row.sacCode,
  gstRatePercent: row.gstRateBasisPoints / 100,
  stateCode: row.gstin.slice(0, 2),
  stateName: stateName(row.gstin.slice(0, 2)),
  updatedAt: row.updatedAt.toISOString(),
});

export async function getPayeeSettings(db: Db): Promise<PayeeSettings | null> {
  const row = await repo.findPayee(db);
  return row ? toSettings(row) : null;
}

/** An admin saves the payee details: one row, audited with what changed. */
export async function savePayeeSettings(
  db: Db,
  events: DomainEventBus,
  admin: AuthUser,
  input: PayeeSettingsValues,
): Promise<PayeeSettings> {
  return inTransaction(db, events, async (uow) => {
    const before = await repo.lockPayee(uow.tx);
    const { gstRatePercent, ...rest } = input;
    const saved = await repo.savePayee(uow.tx, {
      ...rest,
      gstRateBasisPoints: Math.round(gstRatePercent * 100),
      updatedBy: admin.userId,
    });
    const audited = (row: repo.PayeeRow) => {
      const { updatedAt: _u, updatedBy: _b, id: _i, ...fields } = row;
      return fields;
    };
    await recordAudit(uow, admin, {
      action: 'payee.updated',
      entityType: 'payee_settings',
      entityId: 1,
      before: before ? audited(before) : null,
      after: audited(saved),
    });
    return toSettings(saved);
  });
}

// ---------------------------------------------------------------- the student's side

/** The student's own application awaiting payment: whom to pay, how much, and what to quote. */
export async function getPaymentInstructions(
  db: Db,
  student: AuthUser,
  packageApplicationId: number,
): Promise<PaymentInstructions> {
  const application = await packagesRepo.findApplication(db, packageApplicationId);
  if (!application || application.student.userId !== student.userId) throw notFound('Package application');
  if (application.status !== 'Payment pending')
    throw conflict('This package application is not awaiting payment.');
  const [payee, stateCode] = await Promise.all([
    repo.findPayee(db),
    repo.findStudentState(db, student.userId),
  ]);
  const reference = paymentReferenceFor(packageApplicationId);
  const base = { packageApplicationId, amountPaise: application.amountPaise, reference, stateCode };
  if (!payee) return { ...base, payee: null, upiUri: null, upiQrSvg: null };
  const upiUri = upiPaymentUri({
    upiId: payee.upiId,
    payeeName: payee.legalName,
    amountPaise: application.amountPaise,
    note: reference,
  });
  const upiQrSvg = await QRCode.toString(upiUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { ...base, payee: toDetails(payee), upiUri, upiQrSvg };
}

/** The student's state, kept on her profile, which decides the taxes of her invoices. */
export async function saveStudentState(db: Db, student: AuthUser, stateCode: string) {
  await repo.saveStudentState(db, student, stateCode);
}

// ---------------------------------------------------------------- issuing

export const receiptNumberFor = (paymentId: number) => `RCPT-${String(paymentId).padStart(6, '0')}`;

/**
 * The tax invoice of a payment just marked paid, in the caller's unit of work (the same
 * transaction as the payment): the next number of the financial year's series, the GST split of
 * the amount paid, and a snapshot of the supplier and the recipient. None when the payee details
 * are not set (no GSTIN to issue under): the receipt still stands.
 */
export async function issueInvoice(
  uow: UnitOfWork,
  actor: AuthUser | null,
  payment: { paymentId: number; amountPaise: number; paidAt: Date; reference: string | null },
  application: { packageApplicationId: number; userId: number },
): Promise<string | null> {
  const { tx } = uow;
  const payee = await repo.findPayee(tx);
  if (!payee) return null;
  const found = (await packagesRepo.findApplication(tx, application.packageApplicationId))!;
  const supplierState = payee.gstin.slice(0, 2);
  const recipientState = await repo.findStudentState(tx, application.userId);
  // No state on record: the place of supply is the supplier's location (docs/packages.md).
  const placeOfSupply = recipientState ?? supplierState;
  const split = splitInclusiveGst(
    payment.amountPaise,
    payee.gstRateBasisPoints,
    placeOfSupply === supplierState,
  );
  const financialYear = financialYearOf(payment.paidAt);
  const sequence = await repo.nextInvoiceSequence(tx, financialYear);
  const invoiceNumber = invoiceNumberFor(financialYear, sequence);
  const details: Omit<
    InvoiceDocument,
    keyof typeof split | 'invoiceNumber' | 'issuedAt' | 'totalPaise' | 'rateBasisPoints'
  > = {
    supplier: {
      legalName: payee.legalName,
      address: payee.address,
      gstin: payee.gstin,
      stateCode: supplierState,
      stateName: stateName(supplierState),
    },
    recipient: {
      name: found.student.name,
      email: found.student.email,
      stateCode: recipientState,
      stateName: recipientState ? stateName(recipientState) : null,
    },
    placeOfSupply: {
      stateCode: placeOfSupply,
      stateName: stateName(placeOfSupply),
      basis: recipientState ? 'recipient' : 'supplier',
    },
    description: `${found.packageName} package: study-abroad consultancy`,
    sacCode: payee.sacCode,
    paymentReference: payment.reference,
    receiptNumber: receiptNumberFor(payment.paymentId),
  };
  const invoice = await repo.insertInvoice(tx, {
    paymentId: payment.paymentId,
    invoiceNumber,
    financialYear,
    sequence,
    issuedAt: payment.paidAt,
    details: details as unknown as Record<string, unknown>,
    rateBasisPoints: payee.gstRateBasisPoints,
    totalPaise: payment.amountPaise,
    ...split,
  });
  await recordAudit(uow, actor, {
    action: 'tax_invoice.issued',
    entityType: 'tax_invoice',
    entityId: invoice.invoiceId,
    after: { invoiceNumber, paymentId: payment.paymentId, totalPaise: payment.amountPaise, ...split },
  });
  return invoiceNumber;
}

// ---------------------------------------------------------------- the PDFs

/** The payment, if the user may see it: its student, or staff with the student in scope. */
async function paidPaymentFor(db: DbOrTx, user: AuthUser, paymentId: number) {
  const payment = await repo.findPaidPayment(db, paymentId);
  const allowed =
    payment &&
    (user.role === 'student'
      ? payment.studentId === user.userId
      : await isStudentInScope(db, user, payment.studentId));
  if (!payment || !allowed) throw notFound('Payment');
  return payment;
}

export async function receiptPdf(db: Db, user: AuthUser, paymentId: number) {
  const payment = await paidPaymentFor(db, user, paymentId);
  const invoice = await repo.findInvoiceByPayment(db, paymentId);
  const supplier = invoice ? (invoice.details as unknown as InvoiceDocument).supplier : null;
  const payee = supplier ?? (await repo.findPayee(db)) ?? null;
  const receiptNumber = receiptNumberFor(paymentId);
  const pdf = await renderReceiptPdf({
    receiptNumber,
    paidAt: payment.paidAt!,
    payee: payee && { legalName: payee.legalName, address: payee.address, gstin: payee.gstin },
    student: { name: payment.studentName, email: payment.studentEmail },
    packageName: payment.packageName,
    amountPaise: payment.amountPaise,
    reference: payment.reference,
    paymentReference: paymentReferenceFor(payment.packageApplicationId),
    provider: payment.provider,
    invoiceNumber: payment.invoiceNumber,
  });
  return { pdf, filename: `${receiptNumber}.pdf` };
}

export async function invoicePdf(db: Db, user: AuthUser, paymentId: number) {
  await paidPaymentFor(db, user, paymentId);
  const invoice = await repo.findInvoiceByPayment(db, paymentId);
  if (!invoice) throw notFound('Tax invoice');
  const details = invoice.details as unknown as InvoiceDocument;
  const pdf = await renderInvoicePdf({
    ...details,
    invoiceNumber: invoice.invoiceNumber,
    issuedAt: invoice.issuedAt,
    rateBasisPoints: invoice.rateBasisPoints,
    totalPaise: invoice.totalPaise,
    taxablePaise: invoice.taxablePaise,
    cgstPaise: invoice.cgstPaise,
    sgstPaise: invoice.sgstPaise,
    igstPaise: invoice.igstPaise,
  });
  return { pdf, filename: `${invoice.invoiceNumber.replaceAll('/', '-')}.pdf` };
}
