import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { assignToDemoAdvisor, createStudent, DEMO, expect, signInAs, test } from '../fixtures';

/**
 * Paying by hand, end to end (docs/packages.md, "Paying by UPI or bank transfer" and "Receipts
 * and tax invoices"): an admin sets the payee details; the student sees them on Payment pending
 * with the exact amount, her reference and a UPI QR code; her advisor records the payment; she
 * downloads the receipt and the GST tax invoice, whose amounts add up to what she paid.
 */

const PAYEE = {
  legalName: 'EduPath Consulting Private Limited',
  address: '12 MG Road, Bengaluru 560001, Karnataka',
  gstin: '29ABCDE1234F1ZW',
  sacCode: '999293',
  gstRate: '18',
  upiId: 'edupath@okaxis',
  bankAccountName: 'EduPath Consulting Pvt Ltd',
  bankAccountNumber: '50200012345678',
  ifsc: 'HDFC0001234',
  bankName: 'HDFC Bank',
};

async function openAs(browser: Browser, who: { email: string; password: string }, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, who, path);
  return { page, close: () => context.close() };
}

/** The text of a downloaded PDF, read by pdf-parse (PDF.js). */
async function downloadedText(page: Page, link: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  const parser = new PDFParse({ data: new Uint8Array(await readFile((await download.path())!)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** 'Taxable value … INR 4,236.44' → 423644 paise. */
const paiseIn = (text: string, label: string) => {
  const match = text.match(new RegExp(`${label}[^\\n]*?INR ([\\d,]+)\\.(\\d{2})`));
  expect(match, `'${label}' in:\n${text}`).not.toBeNull();
  return Number(match![1]!.replaceAll(',', '')) * 100 + Number(match![2]);
};

test('admin sets the payee; the student pays by UPI with her reference; her receipt and tax invoice add up', async ({
  page,
  browser,
  request,
}) => {
  // Three people in three browsers, and two PDFs read: longer than one page's journey.
  test.setTimeout(120_000);

  // 1. The admin sets the payee details once; a bad IFSC is refused on its field first.
  const admin = await openAs(browser, DEMO.admin, '/admin/packages');
  await admin.page.getByRole('link', { name: 'Payee details' }).click();
  await expect(admin.page.getByRole('heading', { name: 'Payee details' })).toBeVisible();
  const form = admin.page.getByRole('form', { name: 'Payee details' });
  await form.getByLabel('Legal name').fill(PAYEE.legalName);
  await form.getByLabel('Registered address').fill(PAYEE.address);
  await form.getByLabel('GSTIN').fill(PAYEE.gstin);
  await expect(form.getByText('State: Karnataka (29)')).toBeVisible();
  await form.getByLabel('SAC code').fill(PAYEE.sacCode);
  await form.getByLabel('GST rate (%)').fill(PAYEE.gstRate);
  await form.getByLabel('UPI id').fill(PAYEE.upiId);
  await form.getByLabel('Account name').fill(PAYEE.bankAccountName);
  await form.getByLabel('Account number').fill(PAYEE.bankAccountNumber);
  await form.getByLabel('IFSC').fill('HDFC1001234');
  await form.getByLabel('Bank', { exact: true }).fill(PAYEE.bankName);
  await form.getByRole('button', { name: 'Save payee details' }).click();
  await expect(form.getByLabel('IFSC')).toHaveAccessibleDescription(/11-character IFSC/);
  await form.getByLabel('IFSC').fill(PAYEE.ifsc);
  await form.getByRole('button', { name: 'Save payee details' }).click();
  await expect(admin.page.getByText('Payee details saved')).toBeVisible();
  await admin.close();

  // 2. A student in Maharashtra applies for Starter; her advisor asks for payment.
  const student = await createStudent(request, 'Kavya Invoice');
  await assignToDemoAdvisor(request, student);
  await signInAs(page, student, '/packages');
  await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Applied successfully! An advisor will contact you soon.')).toBeVisible();
  await page.goto('/packages/mine');
  const mine = page.getByRole('article', { name: 'Starter' });
  await expect(mine.getByTestId('package-status')).toHaveText('New');

  const desk = await openAs(
    browser,
    DEMO.advisor,
    `/admin/package-applications?q=${encodeURIComponent(student.email)}`,
  );
  await desk.page.getByRole('link', { name: student.name }).click();
  await desk.page.getByRole('button', { name: 'Move to Payment pending' }).click();
  await desk.page.getByRole('alertdialog').getByRole('button', { name: 'Move to Payment pending' }).click();
  await expect(desk.page.getByText('Moved to Payment pending')).toBeVisible();

  // 3. Payment pending: whom to pay, the exact amount, her reference and a UPI QR for them.
  await expect(mine.getByTestId('package-status')).toHaveText('Payment pending');
  const details = mine.getByTestId('payee-details');
  await expect(details.getByTestId('amount-due')).toHaveText('₹4,999');
  const reference = (await details.getByTestId('payment-reference').textContent())!.trim();
  expect(reference).toMatch(/^EP-\d{6}$/);
  await expect(details.getByTestId('payee-upi')).toHaveText(PAYEE.upiId);
  await expect(details.getByTestId('payee-bank')).toContainText(`IFSC ${PAYEE.ifsc}`);
  await expect(details.getByText(`GSTIN ${PAYEE.gstin}`)).toBeVisible();
  const qr = details.getByRole('img', {
    name: new RegExp(`UPI QR code: pay ₹4,999 to ${PAYEE.upiId}, reference ${reference}`),
  });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(details.getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute(
    'href',
    `upi://pay?pa=${PAYEE.upiId}&pn=EduPath%20Consulting%20Private%20Limited&am=4999.00&tn=${reference}&cu=INR`,
  );
  // Her state decides the tax: Maharashtra is not the payee's Karnataka, so IGST.
  await details.getByLabel('Your state, for the tax invoice').selectOption({ label: 'Maharashtra' });
  await details.getByRole('button', { name: 'Save state' }).click();
  await expect(page.getByText('State saved')).toBeVisible();

  // 4. The advisor records the payment with the bank's reference.
  await desk.page.getByLabel('UPI / bank-transfer reference').fill(`UTR ${reference}`);
  await desk.page.getByRole('button', { name: 'Record payment and mark Paid' }).click();
  await expect(desk.page.getByText('Payment recorded', { exact: true })).toBeVisible();
  await desk.close();

  // 5. Paid, live: the refund window's end in her time zone, the receipt and the invoice.
  await expect(mine.getByTestId('package-status')).toHaveText('Paid');
  await expect(mine.getByTestId('refund-until')).toContainText(
    'A written refund request may be considered until',
  );
  await expect(mine.getByTestId('refund-until')).toContainText('(your time)');
  const invoiceLink = mine.getByRole('link', { name: /Download tax invoice EP\/\d{4}-\d{2}\/\d{6} \(PDF\)/ });
  await expect(invoiceLink).toBeVisible();
  const invoiceNumber = (await invoiceLink.textContent())!.match(/EP\/\d{4}-\d{2}\/\d{6}/)![0];

  const receipt = await downloadedText(page, 'Download receipt (PDF)');
  expect(receipt).toContain('Payment receipt');
  expect(receipt).toContain(reference);
  expect(receipt).toContain(invoiceNumber);
  expect(paiseIn(receipt, 'Amount received')).toBe(499_900);

  const invoice = await downloadedText(page, `Download tax invoice ${invoiceNumber} (PDF)`);
  expect(invoice).toContain('Tax invoice');
  expect(invoice).toContain(invoiceNumber);
  expect(invoice).toContain(PAYEE.gstin);
  expect(invoice).toContain('999293');
  expect(invoice).toContain('Place of supply Maharashtra (27)');
  expect(invoice).not.toContain('CGST');
  const taxable = paiseIn(invoice, 'Taxable value');
  const igst = paiseIn(invoice, 'IGST @ 18%');
  const total = paiseIn(invoice, 'Total \\(including GST\\)');
  expect(total).toBe(499_900);
  expect(taxable + igst).toBe(total);
  expect(igst).toBeGreaterThan(0);
});
