import { z } from 'zod';
import { pageSchema } from './envelope';
import {
  idParam,
  optionalText,
  pageQueryFields,
  requiredText,
  searchTextField,
  timestampSchema,
} from './fields';
import { PACKAGE_APPLICATION_STATUSES, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './package-constants';

export * from './package-constants';
export * from './payee';

/**
 * Older clients send `{ userId, packageId }`. The server takes the applicant from the session, so
 * `userId` is accepted for compatibility and never read (docs/packages.md, "Applying for a package").
 */
export const applyPackageSchema = z.object({
  packageId: idParam('packageId'),
  userId: z.unknown().optional().describe('Ignored: the applicant is the signed-in user'),
});
export type ApplyPackageInput = z.output<typeof applyPackageSchema>;

const id = z.number().int().positive();

export const packageSchema = z.object({
  packageId: id,
  name: z.string(),
  price: z.number().int().nonnegative().describe('Whole rupees'),
  description: z.string().nullable().describe('Sanitised HTML, or null when the package has none'),
  applicationCount: z.number().int().nonnegative(),
});
export type Package = z.infer<typeof packageSchema>;

/** The envelope's data of GET /package: the list is its `data` (docs/packages.md, "Packages"). */
export const packageListSchema = z.object({
  data: z.array(packageSchema),
  total: z.number().int().nonnegative(),
});
export type PackageList = z.infer<typeof packageListSchema>;

/** A payment as its student and the console see it; amounts are integers in paise. */
export const paymentSchema = z.object({
  paymentId: id,
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  amountPaise: z.number().int().nonnegative(),
  currency: z.string(),
  /** The UPI / bank-transfer reference (manual) or the provider's payment id. */
  reference: z.string().nullable(),
  paidAt: timestampSchema.nullable(),
  /** Until when a written refund request may be considered (paidAt + 4 hours), when paid. */
  refundRequestUntil: timestampSchema.nullable(),
  /**
   * The GST tax invoice's number ('EP/2026-27/000123') once issued: with the payee details set, a
   * payment gets one as it is recorded. A paid payment always has a receipt (docs/packages.md).
   */
  invoiceNumber: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const packageApplicationSchema = z.object({
  packageApplicationId: id,
  packageId: id,
  packageName: z.string(),
  status: z.enum(PACKAGE_APPLICATION_STATUSES),
  amount: z.number().int().nonnegative().describe('The price in rupees when the student applied'),
  amountPaise: z.number().int().nonnegative().describe('The same amount in paise, as payments use it'),
  /** The latest paid payment, or else the latest started one; null before any. */
  payment: paymentSchema.nullable(),
  /** Whether 'Pay now' works: awaiting payment and an online provider is configured. */
  canPayOnline: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type PackageApplication = z.infer<typeof packageApplicationSchema>;

export const packageApplicationParamsSchema = z.object({
  packageApplicationId: idParam('packageApplicationId'),
});
export const packageParamsSchema = z.object({ packageId: idParam('packageId') });

/**
 * What the browser posts to the provider's hosted checkout to pay an order (POST /packageUserMapping/{id}/pay).
 * `action` is the provider's checkout address; `fields` are the form's hidden fields.
 */
export const checkoutSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  orderId: z.string(),
  amountPaise: z.number().int().positive(),
  currency: z.string(),
  action: z.url(),
  fields: z.record(z.string(), z.string()),
});
export type Checkout = z.infer<typeof checkoutSchema>;

// ---------------------------------------------------------------- console: packages (admins)

const rupees = (max: number) =>
  z
    .number({ error: 'Price is required' })
    .int({ error: 'Price must be a whole number of rupees' })
    .min(0, { error: 'Price cannot be negative' })
    .max(max, { error: `Price must be at most ${max}` });

/** POST /staff/packages and PUT /staff/packages/{id}: the description is sanitised on the server. */
export const packageInputSchema = z.object({
  name: requiredText('Name is required', 100),
  price: rupees(10_000_000),
  description: optionalText(20_000),
  applicationCount: z
    .number({ error: 'Applications must be a number' })
    .int({ error: 'Applications must be a whole number' })
    .min(0, { error: 'Applications cannot be negative' })
    .max(100, { error: 'Applications must be at most 100' }),
  sortOrder: z
    .number({ error: 'Order must be a number' })
    .int({ error: 'Order must be a whole number' })
    .min(0, { error: 'Order cannot be negative' })
    .max(10_000, { error: 'Order must be at most 10000' })
    .default(0),
  isActive: z.boolean({ error: 'Shown must be true or false' }).default(true),
});
export type PackageInput = z.input<typeof packageInputSchema>;

export const staffPackageSchema = packageSchema.extend({
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  /** Applications that still stand (New to Active). */
  openApplications: z.number().int().nonnegative(),
  updatedAt: timestampSchema,
});
export type StaffPackage = z.infer<typeof staffPackageSchema>;

// ---------------------------------------------------------------- console: the pipeline

export const staffPackageApplicationsQuerySchema = z.object({
  ...pageQueryFields(),
  status: z
    .enum(PACKAGE_APPLICATION_STATUSES, { error: 'status is not a package application status' })
    .optional(),
  q: searchTextField,
});
export type StaffPackageApplicationsQuery = z.output<typeof staffPackageApplicationsQuerySchema>;

const personSchema = z.object({ userId: id, name: z.string(), email: z.string() });

export const staffPackageApplicationSchema = packageApplicationSchema.omit({ canPayOnline: true }).extend({
  student: personSchema,
  advisor: personSchema.nullable(),
});
export type StaffPackageApplication = z.infer<typeof staffPackageApplicationSchema>;

export const staffPackageApplicationPageSchema = pageSchema(staffPackageApplicationSchema);
export type StaffPackageApplicationPage = z.infer<typeof staffPackageApplicationPageSchema>;

export const packageApplicationHistorySchema = z.object({
  historyId: id,
  fromStatus: z.enum(PACKAGE_APPLICATION_STATUSES).nullable(),
  toStatus: z.enum(PACKAGE_APPLICATION_STATUSES).nullable(),
  note: z.string().nullable(),
  /** Null for what the system did (a provider's webhook). */
  changedBy: z.object({ userId: id, name: z.string() }).nullable(),
  createdAt: timestampSchema,
});
export type PackageApplicationHistory = z.infer<typeof packageApplicationHistorySchema>;

export const staffPackageApplicationDetailSchema = staffPackageApplicationSchema.extend({
  history: z.array(packageApplicationHistorySchema),
  payments: z.array(paymentSchema),
});
export type StaffPackageApplicationDetail = z.infer<typeof staffPackageApplicationDetailSchema>;

/** PATCH /staff/package-applications/{id}/status */
export const packageStatusChangeSchema = z.object({
  status: z.enum(PACKAGE_APPLICATION_STATUSES, { error: 'Choose a status' }),
  note: optionalText(2000),
});
export type PackageStatusChangeInput = z.input<typeof packageStatusChangeSchema>;

/** POST /staff/package-applications/{id}/notes */
export const packageNoteSchema = z.object({ note: requiredText('Note is required', 2000) });

/** POST /staff/package-applications/{id}/payments: a UPI or bank-transfer payment received. */
export const manualPaymentSchema = z.object({
  reference: requiredText('Reference is required', 100),
  note: optionalText(2000),
});
export type ManualPaymentInput = z.input<typeof manualPaymentSchema>;
