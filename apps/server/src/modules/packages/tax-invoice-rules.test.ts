import {
  financialYearOf,
  invoiceNumberFor,
  isValidGstin,
  splitInclusiveGst,
  upiPaymentUri,
} from '@edupath/contract';
import { describe, expect, it } from 'vitest';

/** The tax invoice's arithmetic and formats (docs/packages.md, "Receipts and tax invoices"). */

describe('splitting a GST-inclusive amount', () => {
  it('₹4,999 at 18%: taxable ₹4,236.44 and ₹762.56 of tax, halved within a state', () => {
    expect(splitInclusiveGst(499_900, 1800, true)).toEqual({
      taxablePaise: 423_644,
      cgstPaise: 38_128,
      sgstPaise: 38_128,
      igstPaise: 0,
    });
    expect(splitInclusiveGst(499_900, 1800, false)).toEqual({
      taxablePaise: 423_644,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 76_256,
    });
  });

  it('an odd paisa of tax goes to SGST, and the parts always add up to the amount paid', () => {
    // ₹1 at 18%: 84.745… → 85 paise taxable, 15 paise of tax: CGST 7, SGST 8.
    expect(splitInclusiveGst(100, 1800, true)).toEqual({
      taxablePaise: 85,
      cgstPaise: 7,
      sgstPaise: 8,
      igstPaise: 0,
    });
    for (let total = 1; total < 2_000_000; total += 7_919) {
      for (const rate of [0, 500, 1200, 1800, 2800]) {
        for (const intra of [true, false]) {
          const s = splitInclusiveGst(total, rate, intra);
          expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(total);
          // The taxable value is the exact one rounded to the nearest paisa.
          expect(Math.abs(s.taxablePaise - (total * 10_000) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
        }
      }
    }
  });
});

describe('the financial year and the invoice number', () => {
  it('runs April to March in India: 31 March 11:59 PM IST is still the old year', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-12-31T20:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('EP/<year>/<six digits>', () => {
    expect(invoiceNumberFor('2026-27', 123)).toBe('EP/2026-27/000123');
  });
});

describe('formats', () => {
  it("a GSTIN's check character is verified", () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    // 99 is no state.
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
  });

  it('the UPI link carries the payee, the amount in rupees and paise, the reference and INR', () => {
    expect(
      upiPaymentUri({
        upiId: 'fees@okicici',
        payeeName: 'A & B Ltd',
        amountPaise: 1_799_905,
        note: 'EP-000042',
      }),
    ).toBe('upi://pay?pa=fees@okicici&pn=A%20%26%20B%20Ltd&am=17999.05&tn=EP-000042&cu=INR');
  });
});
