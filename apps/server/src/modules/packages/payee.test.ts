import {
  type PackageApplication,
  type PayeeSettings,
  type PayeeSettingsAnswer,
  type PaymentInstructions,
  type StaffPackageApplicationDetail,
  splitInclusiveGst,
} from '@edupath/contract';
import { and, asc, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, profiles, taxInvoices, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { studentOf } from '../../test/console-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { createTestPackage } from '../../test/packages-factories';

/**
 * Paying by hand: the payee details an admin sets, what the student sees while Payment pending,
 * and the receipt and GST tax invoice of a recorded payment (docs/packages.md).
 */

type Signed = Awaited<ReturnType<typeof signedIn>>;

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let advisor: Signed;
let admin: Signed;
const db = () => t.database.db;

// Karnataka (29); the check character is GSTIN's own (a real format, a made-up business).
const PAYEE = {
  legalName: 'EduPath Consulting Private Limited',
  address: '12 MG Road, Bengaluru 560001, Karnataka',
  gstin: '29ABCDE1234F1ZW',
  sacCode: '999293',
  gstRatePercent: 18,
  upiId: 'edupath@okaxis',
  bankAccountName: 'EduPath Consulting Pvt Ltd',
  bankAccountNumber: '50200012345678',
  ifsc: 'HDFC0001234',
  bankName: 'HDFC Bank',
};

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  advisor = await signedIn(db(), api, 'advisor');
  admin = await signedIn(db(), api, 'admin');
});
afterAll(() => t.close());

const savePayee = (body: unknown, token: string | undefined) =>
  api.put<PayeeSettings>('staff/payee', { token, body });

/** A student of `advisor` (with a profile in `state`, if given) and her application at Payment pending. */
async function awaitingPayment(price: number, state?: string) {
  const pkg = await createTestPackage(db(), { price });
  const student = await studentOf(db(), api, advisor.user.userId);
  if (state !== undefined) {
    await db().insert(profiles).values({
      userId: student.user.userId,
      fullname: student.user.name,
      email: student.user.email,
      phone: '+91 98400 12345',
      state,
    });
  }
  const applied = await api.post<PackageApplication>('packageUserMapping/apply', {
    token: student.token,
    body: { packageId: pkg.packageId },
  });
  const id = applied.body.data.packageApplicationId;
  const moved = await api.patch(`staff/package-applications/${id}/status`, {
    token: advisor.token,
    body: { status: 'Payment pending' },
  });
  expect(moved.status).toBe(200);
  return { student, id, pkg };
}

const record = (id: number, reference: string) =>
  api.post<StaffPackageApplicationDetail>(`staff/package-applications/${id}/payments`, {
    token: advisor.token,
    body: { reference },
  });

async function download(path: string, token?: string) {
  const response = await fetch(`${t.url}/api/v1/${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: await response.arrayBuffer(),
  };
}

async function pdfText(bytes: ArrayBuffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** 'INR 4,236.44' → 423644 paise. */
const paiseIn = (text: string, label: string) => {
  const match = text.match(new RegExp(`${label}[^\\n]*?INR ([\\d,]+)\\.(\\d{2})`));
  if (!match) throw new Error(`no '${label}' amount in:\n${text}`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
};

describe('the payee details (admins)', () => {
  it('only admins read and change them: visitor 401, student and advisor 403', async () => {
    const student = await signedIn(db(), api, 'student');
    for (const call of [
      (token?: string) => api.get('staff/payee', { token }),
      (token?: string) => savePayee(PAYEE, token),
    ]) {
      expect((await call()).status).toBe(401);
      expect((await call(student.token)).status).toBe(403);
      expect((await call(advisor.token)).status).toBe(403);
    }
  });

  it('refuses bad GSTIN, IFSC, UPI id, SAC, rate and account number, each with its own message', async () => {
    const answer = await savePayee(
      {
        ...PAYEE,
        gstin: '29ABCDE1234F1Z5', // wrong check character
        ifsc: 'HDFC1001234', // fifth character must be 0
        upiId: 'edupath.okaxis',
        sacCode: '12345',
        gstRatePercent: 18.005,
        bankAccountNumber: '12-34',
        legalName: '  ',
      },
      admin.token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      gstin: expect.stringContaining('valid 15-character GSTIN'),
      ifsc: expect.stringContaining('IFSC'),
      upiId: expect.stringContaining('UPI id'),
      sacCode: expect.stringContaining('SAC'),
      gstRatePercent: expect.stringContaining('GST rate'),
      bankAccountNumber: expect.stringContaining('9 to 18 digits'),
      legalName: 'Legal name is required',
    });
    expect(
      (await api.get<PayeeSettingsAnswer>('staff/payee', { token: admin.token })).body.data.payee,
    ).toBeNull();
  });

  it('saves them (GSTIN and IFSC in capitals), tells the state from the GSTIN, and audits the change', async () => {
    const answer = await savePayee({ ...PAYEE, gstin: '29abcde1234f1zw', ifsc: 'hdfc0001234' }, admin.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      gstin: '29ABCDE1234F1ZW',
      ifsc: 'HDFC0001234',
      stateCode: '29',
      stateName: 'Karnataka',
      gstRatePercent: 18,
    });
    const read = await api.get<PayeeSettingsAnswer>('staff/payee', { token: admin.token });
    expect(read.body.data.payee?.upiId).toBe('edupath@okaxis');
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payee.updated'), eq(auditLog.actorId, admin.user.userId)));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toMatchObject({ gstin: '29ABCDE1234F1ZW', upiId: 'edupath@okaxis' });
  });
});

describe('paying: what the student sees', () => {
  it('while Payment pending: the payee, the exact amount, her reference and a UPI link for them', async () => {
    const { student, id } = await awaitingPayment(4999);
    const answer = await api.get<PaymentInstructions>(`packageUserMapping/${id}/payment-instructions`, {
      token: student.token,
    });
    expect(answer.status).toBe(200);
    const reference = `EP-${String(id).padStart(6, '0')}`;
    expect(answer.body.data).toMatchObject({
      amountPaise: 499_900,
      reference,
      payee: { legalName: PAYEE.legalName, upiId: PAYEE.upiId, ifsc: PAYEE.ifsc, gstin: PAYEE.gstin },
      stateCode: null,
    });
    // No tax settings for students.
    expect(answer.body.data.payee).not.toHaveProperty('sacCode');
    expect(answer.body.data.upiUri).toBe(
      `upi://pay?pa=edupath@okaxis&pn=EduPath%20Consulting%20Private%20Limited&am=4999.00&tn=${reference}&cu=INR`,
    );
    expect(answer.body.data.upiQrSvg).toMatch(/^<svg /);
  });

  it('another student gets 404, staff 403, and an application not awaiting payment 409', async () => {
    const { id } = await awaitingPayment(4999);
    const other = await signedIn(db(), api, 'student');
    const path = `packageUserMapping/${id}/payment-instructions`;
    expect((await api.get(path, { token: other.token })).status).toBe(404);
    expect((await api.get(path, { token: advisor.token })).status).toBe(403);
    const { student, id: paidId } = await awaitingPayment(4999);
    await record(paidId, 'UTR-409');
    const paid = await api.get(`packageUserMapping/${paidId}/payment-instructions`, { token: student.token });
    expect(paid.status).toBe(409);
  });

  it('her state is kept on her profile (a known state only), which is made if she had none', async () => {
    const { student, id } = await awaitingPayment(4999);
    const put = (stateCode: string) =>
      api.put('packageUserMapping/state', { token: student.token, body: { stateCode } });
    expect((await put('99')).status).toBe(400);
    expect((await put('29')).status).toBe(200);
    expect((await put('27')).status).toBe(200);
    const answer = await api.get<PaymentInstructions>(`packageUserMapping/${id}/payment-instructions`, {
      token: student.token,
    });
    expect(answer.body.data.stateCode).toBe('27');
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, student.user.userId));
    expect(profile).toMatchObject({ state: '27', fullname: student.user.name, email: student.user.email });
    const staffPut = await api.put('packageUserMapping/state', {
      token: advisor.token,
      body: { stateCode: '27' },
    });
    expect(staffPut.status).toBe(403);
  });
});

describe('recording a payment: the receipt and the tax invoice', () => {
  it('the same state: CGST + SGST, and the PDF totals add up to the amount paid, in paise', async () => {
    const { student, id } = await awaitingPayment(4999, '29');
    const recorded = await record(id, 'UTR-KA-1');
    expect(recorded.status).toBe(200);
    const payment = recorded.body.data.payments.at(-1)!;
    expect(payment.invoiceNumber).toMatch(/^EP\/\d{4}-\d{2}\/\d{6}$/);
    const [invoice] = await db()
      .select()
      .from(taxInvoices)
      .where(eq(taxInvoices.paymentId, payment.paymentId));
    expect(invoice).toMatchObject({
      ...splitInclusiveGst(499_900, 1800, true),
      igstPaise: 0,
      totalPaise: 499_900,
    });
    expect(invoice!.cgstPaise + invoice!.sgstPaise + invoice!.taxablePaise).toBe(499_900);

    const pdf = await download(`payments/${payment.paymentId}/invoice`, student.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(payment.invoiceNumber!);
    expect(text).toContain('SAC');
    expect(text).toContain('999293');
    expect(text).toContain('Karnataka (29)');
    expect(text).not.toContain('IGST');
    const taxable = paiseIn(text, 'Taxable value');
    const cgst = paiseIn(text, 'CGST @ 9%');
    const sgst = paiseIn(text, 'SGST @ 9%');
    expect(taxable + cgst + sgst).toBe(499_900);
    expect(paiseIn(text, 'Total \\(including GST\\)')).toBe(499_900);

    const receipt = await download(`payments/${payment.paymentId}/receipt`, student.token);
    expect(receipt.status).toBe(200);
    const receiptText = await pdfText(receipt.bytes);
    expect(paiseIn(receiptText, 'Amount received')).toBe(499_900);
    expect(receiptText).toContain('UTR-KA-1');
    expect(receiptText).toContain(`EP-${String(id).padStart(6, '0')}`);
  });

  it('another state: IGST only, and the amounts still add up', async () => {
    const { student, id } = await awaitingPayment(17_999, '27');
    const payment = (await record(id, 'UTR-MH-1')).body.data.payments.at(-1)!;
    const pdf = await download(`payments/${payment.paymentId}/invoice`, student.token);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Maharashtra (27)');
    expect(text).not.toContain('CGST');
    const taxable = paiseIn(text, 'Taxable value');
    const igst = paiseIn(text, 'IGST @ 18%');
    expect(taxable + igst).toBe(1_799_900);
    expect({ taxablePaise: taxable, igstPaise: igst }).toEqual({
      taxablePaise: splitInclusiveGst(1_799_900, 1800, false).taxablePaise,
      igstPaise: splitInclusiveGst(1_799_900, 1800, false).igstPaise,
    });
  });

  it("no state on her profile: the place of supply is the supplier's state, said so on the invoice", async () => {
    const { student, id } = await awaitingPayment(9_999);
    const payment = (await record(id, 'UTR-NONE')).body.data.payments.at(-1)!;
    const text = await pdfText(
      (await download(`payments/${payment.paymentId}/invoice`, student.token)).bytes,
    );
    expect(text).toContain("Karnataka (29), the supplier's location");
    expect(text).toContain('Not on record');
    expect(paiseIn(text, 'Taxable value') + paiseIn(text, 'CGST @ 9%') + paiseIn(text, 'SGST @ 9%')).toBe(
      999_900,
    );
  });

  it('the email of the payment links the receipt and the invoice, written with the payment', async () => {
    const { student, id } = await awaitingPayment(4999, '29');
    // Emails go to verified addresses only (docs/email.md).
    await db()
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.userId, student.user.userId));
    const payment = (await record(id, 'UTR-MAIL')).body.data.payments.at(-1)!;
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.userId, student.user.userId));
    const mail = mails.find((m) => m.subject.includes(payment.invoiceNumber!));
    expect(mail, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    expect(mail!.textBody).toContain(`/api/v1/payments/${payment.paymentId}/receipt`);
    expect(mail!.textBody).toContain(`/api/v1/payments/${payment.paymentId}/invoice`);
  });

  it('another student cannot fetch my receipt or invoice (404), nor another advisor; my advisor can', async () => {
    const { student, id } = await awaitingPayment(4999, '29');
    const payment = (await record(id, 'UTR-MINE')).body.data.payments.at(-1)!;
    const other = await signedIn(db(), api, 'student');
    const otherAdvisor = await signedIn(db(), api, 'advisor');
    for (const kind of ['receipt', 'invoice']) {
      const path = `payments/${payment.paymentId}/${kind}`;
      expect((await download(path)).status).toBe(401);
      expect((await download(path, other.token)).status).toBe(404);
      expect((await download(path, otherAdvisor.token)).status).toBe(404);
      expect((await download(path, advisor.token)).status).toBe(200);
      expect((await download(path, student.token)).status).toBe(200);
    }
  });

  it('two payments recorded at the same time take consecutive numbers: no gap, no repeat', async () => {
    const first = await awaitingPayment(4999, '29');
    const second = await awaitingPayment(4999, '27');
    const before = await db().select().from(taxInvoices).orderBy(asc(taxInvoices.sequence));
    const answers = await Promise.all([record(first.id, 'UTR-C1'), record(second.id, 'UTR-C2')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const all = await db()
      .select()
      .from(taxInvoices)
      .orderBy(asc(taxInvoices.financialYear), asc(taxInvoices.sequence));
    expect(all).toHaveLength(before.length + 2);
    // Every year's series runs 1, 2, 3… with no gap.
    const years = new Map<string, number[]>();
    for (const invoice of all)
      years.set(invoice.financialYear, [...(years.get(invoice.financialYear) ?? []), invoice.sequence]);
    for (const sequences of years.values()) expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    const numbers = answers.map((a) => a.body.data.payments.at(-1)!.invoiceNumber);
    expect(new Set(numbers).size).toBe(2);
  });
});
