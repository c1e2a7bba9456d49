/**
 * Paying for a package by hand (UPI or bank transfer) and the GST tax invoice, as plain values and
 * functions (no zod) so the web bundle can import them (docs/packages.md, "Paying by UPI or bank
 * transfer" and "Receipts and tax invoices").
 */

/**
 * The states and union territories by their GST state code: the first two digits of a GSTIN, and
 * the place of supply printed on an invoice.
 */
export const GST_STATES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
} as const;
export type GstStateCode = keyof typeof GST_STATES;
export const GST_STATE_CODES = Object.keys(GST_STATES) as GstStateCode[];
export const isGstStateCode = (code: string): code is GstStateCode => Object.hasOwn(GST_STATES, code);

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN's last character: the mod-36 check over the first 14 (weights 1, 2, 1, 2, …). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** Format, a known state code and the check character. */
export const isValidGstin = (gstin: string) =>
  GSTIN_PATTERN.test(gstin) &&
  isGstStateCode(gstin.slice(0, 2)) &&
  gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];

/** Bank branch code: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI id (virtual payment address): a handle, '@', the provider's name. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** An Indian bank account number: 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;
/** A service's SAC: chapter 99, a 4-digit heading or a 6-digit service code. */
export const SAC_PATTERN = /^99(\d{2}|\d{4})$/;

export const PAYEE_MESSAGES = {
  legalNameRequired: 'Legal name is required',
  addressRequired: 'Address is required',
  gstinRequired: 'GSTIN is required',
  gstinInvalid:
    'Enter a valid 15-character GSTIN (state code, PAN, entity number, Z, check character), e.g. 29ABCDE1234F1ZW',
  sacRequired: 'SAC code is required',
  sacInvalid: 'Enter the SAC as 4 or 6 digits starting with 99',
  gstRateRequired: 'GST rate is required',
  gstRateInvalid: 'Enter the GST rate as a percentage from 0 to 40, with at most two decimals',
  upiIdRequired: 'UPI id is required',
  upiIdInvalid: 'Enter a UPI id such as edupath@okaxis',
  bankAccountNameRequired: 'Account name is required',
  bankAccountNumberRequired: 'Account number is required',
  bankAccountNumberInvalid: 'Enter the account number as 9 to 18 digits',
  ifscRequired: 'IFSC is required',
  ifscInvalid: 'Enter an 11-character IFSC such as HDFC0001234',
  bankNameRequired: 'Bank name is required',
  saved: 'Payee details saved',
  notSet: 'The payee details are not set yet. Your advisor will share the UPI or bank details.',
  stateInvalid: 'Choose your state from the list',
  stateSaved: 'State saved',
} as const;

// ---------------------------------------------------------------- money

/** The reference a student quotes with a payment: one per package application. */
export const paymentReferenceFor = (packageApplicationId: number) =>
  `EP-${String(packageApplicationId).padStart(6, '0')}`;

/** The UPI payment link a QR code carries (NPCI's upi://pay): payee, name, amount, note, currency. */
export function upiPaymentUri(input: {
  upiId: string;
  payeeName: string;
  amountPaise: number;
  note: string;
}) {
  const amount = `${Math.floor(input.amountPaise / 100)}.${String(input.amountPaise % 100).padStart(2, '0')}`;
  const params: [string, string][] = [
    ['pa', input.upiId],
    ['pn', input.payeeName],
    ['am', amount],
    ['tn', input.note],
    ['cu', 'INR'],
  ];
  // UPI apps read the payee's '@' as it is; everything else is percent-encoded.
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%40/g, '@')}`).join('&');
  return `upi://pay?${query}`;
}

export interface TaxSplit {
  /** The price without GST. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Splits a GST-inclusive amount (package prices include GST, docs/packages.md) into the taxable
 * value and the taxes, in whole paise: taxable = total × 100 / (100 + rate), rounded half up; the
 * tax is the rest, so taxable + taxes is the amount paid exactly. Within the supplier's state the
 * tax is halved into CGST and SGST (SGST takes the odd paisa); across states it is all IGST.
 */
export function splitInclusiveGst(
  totalPaise: number,
  rateBasisPoints: number,
  intraState: boolean,
): TaxSplit {
  const divisor = 10_000 + rateBasisPoints;
  const taxablePaise = Math.floor((totalPaise * 10_000 * 2 + divisor) / (2 * divisor));
  const tax = totalPaise - taxablePaise;
  if (!intraState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

/** India's financial year (April to March) of a moment, in India's time: '2026-27'. */
export function financialYearOf(date: Date): string {
  const india = new Date(date.getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const INVOICE_PREFIX = 'EP';
export const invoiceNumberFor = (financialYear: string, sequence: number) =>
  `${INVOICE_PREFIX}/${financialYear}/${String(sequence).padStart(6, '0')}`;
