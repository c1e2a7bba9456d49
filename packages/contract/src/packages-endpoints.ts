import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyEnvelopeSchema, envelopeSchema } from './envelope';
import {
  applyPackageSchema,
  checkoutSchema,
  manualPaymentSchema,
  packageApplicationParamsSchema,
  packageApplicationSchema,
  packageInputSchema,
  packageListSchema,
  packageNoteSchema,
  packageParamsSchema,
  packageStatusChangeSchema,
  staffPackageApplicationDetailSchema,
  staffPackageApplicationPageSchema,
  staffPackageApplicationsQuerySchema,
  staffPackageSchema,
} from './packages';
import {
  billingStateSchema,
  payeeSettingsAnswerSchema,
  payeeSettingsInputSchema,
  payeeSettingsSchema,
  paymentInstructionsSchema,
} from './payee';

/**
 * Consultancy packages on the student site, and the provider's webhook (docs/packages.md). A paid
 * payment's receipt and tax invoice (GET /payments/{id}/receipt, /invoice) are PDF files,
 * described in `paymentDocumentEndpoints`.
 */
export const packageEndpoints = {
  /** The active packages in their order; the list is the answer's `data.data` (docs/packages.md#packages). */
  list: endpoint({
    method: 'GET',
    path: '/package',
    access: 'public',
    answer: envelopeSchema(packageListSchema),
  }),
  /**
   * Students only: any other signed-in account is refused with PACKAGE_MESSAGES.studentsOnly by the
   * handler, so the guard here is 'signedIn'. A child waits for a parent's confirmation
   * (docs/accounts.md#under-18). One standing application per package (409 for a second).
   */
  apply: endpoint({
    method: 'POST',
    path: '/packageUserMapping/apply',
    access: 'signedIn',
    needsParent: true,
    body: applyPackageSchema,
    answer: envelopeSchema(packageApplicationSchema.omit({ canPayOnline: true })),
    status: 201,
  }),
  /** The signed-in user's own applications, newest first ("Applying for a package"). */
  mine: endpoint({
    method: 'GET',
    path: '/packageUserMapping/mine',
    access: 'signedIn',
    answer: envelopeSchema(z.array(packageApplicationSchema)),
  }),
  /**
   * 'Pay now': the hosted checkout's address and fields for the student's own application awaiting
   * payment; 409 while payments are manual. A purchase, so closed to a child until a parent confirms.
   */
  pay: endpoint({
    method: 'POST',
    path: '/packageUserMapping/:packageApplicationId/pay',
    access: 'student',
    needsParent: true,
    params: packageApplicationParamsSchema,
    answer: envelopeSchema(checkoutSchema),
  }),
  /** Whom to pay, the amount and the reference to quote ("Paying by UPI or bank transfer"). */
  paymentInstructions: endpoint({
    method: 'GET',
    path: '/packageUserMapping/:packageApplicationId/payment-instructions',
    access: 'student',
    params: packageApplicationParamsSchema,
    answer: envelopeSchema(paymentInstructionsSchema),
  }),
  /** The student's state on her profile, which decides the taxes on her invoice. */
  saveBillingState: endpoint({
    method: 'PUT',
    path: '/packageUserMapping/state',
    access: 'student',
    body: billingStateSchema,
    answer: emptyEnvelopeSchema,
  }),
  /**
   * Razorpay's webhook (docs/packages.md#webhooks): no session, 404 while payments are manual. Its
   * signature covers the exact bytes sent, so the server keeps the JSON body as its raw text for
   * this route alone; the body schema is that text, and a parsed object would be refused.
   */
  razorpayWebhook: endpoint({
    method: 'POST',
    path: '/payments/razorpay/webhook',
    access: 'public',
    summary: "Razorpay's signed payment events; the body is checked as the raw text it was signed as",
    body: z.string().optional(),
    answer: emptyEnvelopeSchema,
  }),
};

const detailAnswer = envelopeSchema(staffPackageApplicationDetailSchema);

/** The console's packages, payee details and pipeline (docs/packages.md#the-console-screens). */
export const staffPackageEndpoints = {
  /** Who students pay and who issues the tax invoice; `payee` is null until set (admins). */
  payee: endpoint({
    method: 'GET',
    path: '/staff/payee',
    access: 'admin',
    answer: envelopeSchema(payeeSettingsAnswerSchema),
  }),
  savePayee: endpoint({
    method: 'PUT',
    path: '/staff/payee',
    access: 'admin',
    body: payeeSettingsInputSchema,
    answer: envelopeSchema(payeeSettingsSchema),
  }),
  /** Every package, hidden ones too, with its open applications (admins). */
  packages: endpoint({
    method: 'GET',
    path: '/staff/packages',
    access: 'admin',
    answer: envelopeSchema(z.array(staffPackageSchema)),
  }),
  /** The description is sanitised on the server; audited. */
  createPackage: endpoint({
    method: 'POST',
    path: '/staff/packages',
    access: 'admin',
    body: packageInputSchema,
    answer: envelopeSchema(staffPackageSchema),
    status: 201,
  }),
  updatePackage: endpoint({
    method: 'PUT',
    path: '/staff/packages/:packageId',
    access: 'admin',
    params: packageParamsSchema,
    body: packageInputSchema,
    answer: envelopeSchema(staffPackageSchema),
  }),
  /** 409 once someone has applied for it: hide it instead. */
  deletePackage: endpoint({
    method: 'DELETE',
    path: '/staff/packages/:packageId',
    access: 'admin',
    params: packageParamsSchema,
    answer: emptyEnvelopeSchema,
  }),
  /** The pipeline: an advisor sees their own students', an admin everyone's. */
  applications: endpoint({
    method: 'GET',
    path: '/staff/package-applications',
    access: 'staff',
    query: staffPackageApplicationsQuerySchema,
    answer: envelopeSchema(staffPackageApplicationPageSchema),
  }),
  application: endpoint({
    method: 'GET',
    path: '/staff/package-applications/:packageApplicationId',
    access: 'staff',
    params: packageApplicationParamsSchema,
    answer: detailAnswer,
  }),
  /** A move along the pipeline, with an optional note; the answer is the application with its history. */
  changeStatus: endpoint({
    method: 'PATCH',
    path: '/staff/package-applications/:packageApplicationId/status',
    access: 'staff',
    params: packageApplicationParamsSchema,
    body: packageStatusChangeSchema,
    answer: detailAnswer,
  }),
  addNote: endpoint({
    method: 'POST',
    path: '/staff/package-applications/:packageApplicationId/notes',
    access: 'staff',
    params: packageApplicationParamsSchema,
    body: packageNoteSchema,
    answer: detailAnswer,
  }),
  /** A UPI or bank-transfer payment received: the application Paid, only from Payment pending. */
  recordPayment: endpoint({
    method: 'POST',
    path: '/staff/package-applications/:packageApplicationId/payments',
    access: 'staff',
    params: packageApplicationParamsSchema,
    body: manualPaymentSchema,
    answer: detailAnswer,
  }),
};
