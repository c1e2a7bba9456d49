import { z } from 'zod';
import { requiredText, timestampSchema } from './fields';
import {
  BANK_ACCOUNT_PATTERN,
  GST_STATE_CODES,
  IFSC_PATTERN,
  isValidGstin,
  PAYEE_MESSAGES as M,
  SAC_PATTERN,
  UPI_ID_PATTERN,
} from './payee-constants';

export * from './payee-constants';

/** Upper-cased, spaces removed: GSTIN and IFSC are written in capitals and often pasted with spaces. */
const code = (required: string, max: number) =>
  z
    .string({ error: required })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .max(max, { error: `Must be at most ${max} characters` }),
    );

/**
 * PUT /staff/payee (admins): who students pay and who issues the tax invoice
 * (docs/packages.md, "Paying by UPI or bank transfer").
 */
export const payeeSettingsInputSchema = z.object({
  legalName: requiredText(M.legalNameRequired, 200),
  address: requiredText(M.addressRequired, 500),
  gstin: code(M.gstinRequired, 15).refine(isValidGstin, { error: M.gstinInvalid }),
  sacCode: code(M.sacRequired, 6).refine((v) => SAC_PATTERN.test(v), { error: M.sacInvalid }),
  gstRatePercent: z
    .number({ error: M.gstRateRequired })
    .min(0, { error: M.gstRateInvalid })
    .max(40, { error: M.gstRateInvalid })
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      error: M.gstRateInvalid,
    }),
  upiId: z
    .string({ error: M.upiIdRequired })
    .trim()
    .min(1, { error: M.upiIdRequired })
    .refine((v) => UPI_ID_PATTERN.test(v), { error: M.upiIdInvalid }),
  bankAccountName: requiredText(M.bankAccountNameRequired, 200),
  bankAccountNumber: code(M.bankAccountNumberRequired, 18).refine((v) => BANK_ACCOUNT_PATTERN.test(v), {
    error: M.bankAccountNumberInvalid,
  }),
  ifsc: code(M.ifscRequired, 11).refine((v) => IFSC_PATTERN.test(v), { error: M.ifscInvalid }),
  bankName: requiredText(M.bankNameRequired, 200),
});
export type PayeeSettingsInput = z.input<typeof payeeSettingsInputSchema>;
export type PayeeSettingsValues = z.output<typeof payeeSettingsInputSchema>;

/** What a student needs to pay: no tax settings, no audit fields. */
export const payeeDetailsSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  gstin: z.string(),
  upiId: z.string(),
  bankAccountName: z.string(),
  bankAccountNumber: z.string(),
  ifsc: z.string(),
  bankName: z.string(),
});
export type PayeeDetails = z.infer<typeof payeeDetailsSchema>;

/** GET /staff/payee: the settings (null before an admin sets them), with the payee's state. */
export const payeeSettingsSchema = payeeDetailsSchema.extend({
  sacCode: z.string(),
  gstRatePercent: z.number(),
  /** From the GSTIN's first two digits. */
  stateCode: z.string(),
  stateName: z.string(),
  updatedAt: timestampSchema,
});
export type PayeeSettings = z.infer<typeof payeeSettingsSchema>;
export const payeeSettingsAnswerSchema = z.object({ payee: payeeSettingsSchema.nullable() });
export type PayeeSettingsAnswer = z.infer<typeof payeeSettingsAnswerSchema>;

/**
 * GET /packageUserMapping/{id}/payment-instructions: the student's own application awaiting payment.
 * `payee` is null until an admin sets the payee details.
 */
export const paymentInstructionsSchema = z.object({
  packageApplicationId: z.number().int().positive(),
  amountPaise: z.number().int().positive(),
  /** The reference to quote with the payment (UPI note or bank-transfer remark). */
  reference: z.string(),
  payee: payeeDetailsSchema.nullable(),
  /** upi://pay?pa=…&pn=…&am=…&tn=<reference>&cu=INR, and the same as a QR code (SVG markup). */
  upiUri: z.string().nullable(),
  upiQrSvg: z.string().nullable(),
  /** The student's state on her profile (GST state code), which decides the invoice's taxes. */
  stateCode: z.string().nullable(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

/** PUT /packageUserMapping/state: the student's state, kept on her profile, for the tax invoice. */
export const billingStateSchema = z.object({
  stateCode: z.enum(GST_STATE_CODES as [string, ...string[]], { error: M.stateInvalid }),
});
export type BillingStateInput = z.input<typeof billingStateSchema>;
