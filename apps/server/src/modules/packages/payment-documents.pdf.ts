import type { Color, PDFFont, PDFPage } from 'pdf-lib';

/**
 * The receipt and the tax invoice as PDF files (docs/packages.md, "Receipts and tax invoices"),
 * drawn with pdf-lib's built-in Helvetica: no font files to ship. Helvetica has no rupee sign, so
 * amounts read 'INR 4,999.00'; a character it cannot draw (a name in Devanagari, say) prints as '?'.
 */

export interface ReceiptDocument {
  receiptNumber: string;
  paidAt: Date;
  payee: { legalName: string; address: string; gstin: string } | null;
  student: { name: string; email: string };
  packageName: string;
  amountPaise: number;
  reference: string | null;
  paymentReference: string;
  provider: string;
  invoiceNumber: string | null;
}

export interface InvoiceDocument {
  invoiceNumber: string;
  issuedAt: Date;
  supplier: { legalName: string; address: string; gstin: string; stateCode: string; stateName: string };
  recipient: { name: string; email: string; stateCode: string | null; stateName: string | null };
  placeOfSupply: { stateCode: string; stateName: string; basis: 'recipient' | 'supplier' };
  description: string;
  sacCode: string;
  rateBasisPoints: number;
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  paymentReference: string | null;
  receiptNumber: string;
}

const grouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 'INR 4,236.44' from paise, exactly (no float rounding of the paise). */
export const inr = (paise: number) =>
  `INR ${grouping.format(Math.trunc(paise / 100)).slice(0, -3)}.${String(paise % 100).padStart(2, '0')}`;

const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/** India's time, as the invoice's date. */
const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});
const indiaDate = (date: Date) => `${indiaTime.format(date)} IST`;

class Writer {
  private y = 790;
  private readonly chars: Set<number>;
  constructor(
    private readonly page: PDFPage,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly ruleColor: Color,
  ) {
    this.chars = new Set(font.getCharacterSet());
  }

  /** Text Helvetica can draw: other characters become '?'. */
  private safe(text: string) {
    return Array.from(text.replace(/\s+/g, ' '), (c) => (this.chars.has(c.codePointAt(0)!) ? c : '?')).join(
      '',
    );
  }

  line(text: string, options: { size?: number; bold?: boolean; x?: number; gap?: number } = {}) {
    const size = options.size ?? 10;
    this.page.drawText(this.safe(text), {
      x: options.x ?? 50,
      y: this.y,
      size,
      font: options.bold ? this.bold : this.font,
      maxWidth: 495,
      lineHeight: size + 3,
    });
    this.y -= size + (options.gap ?? 5);
  }

  /** Label on the left, value on the right (right-aligned), one row of a table. */
  row(label: string, value: string, bold = false) {
    const font = bold ? this.bold : this.font;
    const safeValue = this.safe(value);
    this.page.drawText(this.safe(label), { x: 50, y: this.y, size: 10, font });
    this.page.drawText(safeValue, {
      x: 545 - font.widthOfTextAtSize(safeValue, 10),
      y: this.y,
      size: 10,
      font,
    });
    this.y -= 16;
  }

  /** Wrapped text: an address may be long. */
  paragraph(text: string, size = 10) {
    const words = this.safe(text).split(' ');
    let current = '';
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (this.font.widthOfTextAtSize(next, size) > 495 && current) {
        this.line(current, { size, gap: 3 });
        current = word;
      } else current = next;
    }
    if (current) this.line(current, { size, gap: 3 });
  }

  rule() {
    this.y -= 2;
    this.page.drawLine({
      start: { x: 50, y: this.y },
      end: { x: 545, y: this.y },
      thickness: 0.5,
      color: this.ruleColor,
    });
    this.y -= 14;
  }

  space(points = 8) {
    this.y -= points;
  }
}

async function start(title: string) {
  // Loaded with the first document, not as the server starts: pdf-lib is the slowest of the
  // server's imports (0.5 s) and few requests need it (docs/performance.md#footprint).
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('EduPath');
  doc.setCreator('EduPath');
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, writer: new Writer(page, font, bold, rgb(0.6, 0.6, 0.6)) };
}

export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Uint8Array> {
  const { doc, writer: w } = await start(`Receipt ${receipt.receiptNumber}`);
  w.line('Payment receipt', { size: 18, bold: true, gap: 10 });
  if (receipt.payee) {
    w.line(receipt.payee.legalName, { bold: true });
    w.paragraph(receipt.payee.address);
    w.line(`GSTIN: ${receipt.payee.gstin}`);
  } else {
    w.line('EduPath', { bold: true });
  }
  w.rule();
  w.row('Receipt number', receipt.receiptNumber);
  w.row('Date of payment', indiaDate(receipt.paidAt));
  w.row('Received from', `${receipt.student.name} (${receipt.student.email})`);
  w.row('For', `${receipt.packageName} package`);
  w.row('Payment reference quoted', receipt.paymentReference);
  w.row('Transaction reference', receipt.reference ?? '-');
  w.row('Paid by', receipt.provider === 'manual' ? 'UPI or bank transfer' : 'Online payment');
  w.rule();
  w.row('Amount received', inr(receipt.amountPaise), true);
  w.space();
  w.line(
    receipt.invoiceNumber
      ? `Tax invoice: ${receipt.invoiceNumber} (prices include GST).`
      : 'Prices include applicable taxes.',
    { size: 9 },
  );
  return doc.save();
}

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const { doc, writer: w } = await start(`Tax invoice ${invoice.invoiceNumber}`);
  const { supplier, recipient, placeOfSupply: pos } = invoice;
  w.line('Tax invoice', { size: 18, bold: true, gap: 10 });
  w.line(supplier.legalName, { bold: true });
  w.paragraph(supplier.address);
  w.line(`GSTIN: ${supplier.gstin}`);
  w.line(`State: ${supplier.stateName} (${supplier.stateCode})`);
  w.rule();
  w.row('Invoice number', invoice.invoiceNumber);
  w.row('Invoice date', indiaDate(invoice.issuedAt));
  w.row('Billed to', `${recipient.name} (${recipient.email})`);
  w.row(
    "Recipient's state",
    recipient.stateCode ? `${recipient.stateName} (${recipient.stateCode})` : 'Not on record',
  );
  w.row(
    'Place of supply',
    `${pos.stateName} (${pos.stateCode})${pos.basis === 'supplier' ? ", the supplier's location" : ''}`,
  );
  w.row('Reverse charge', 'No');
  w.rule();
  w.row('Description', invoice.description);
  w.row('SAC', invoice.sacCode);
  w.row('Quantity', '1');
  w.row('Taxable value', inr(invoice.taxablePaise));
  const half = percent(invoice.rateBasisPoints / 2);
  if (
    invoice.igstPaise > 0 ||
    (invoice.cgstPaise === 0 && invoice.sgstPaise === 0 && pos.stateCode !== supplier.stateCode)
  ) {
    w.row(`IGST @ ${percent(invoice.rateBasisPoints)}`, inr(invoice.igstPaise));
  } else {
    w.row(`CGST @ ${half}`, inr(invoice.cgstPaise));
    w.row(`SGST @ ${half}`, inr(invoice.sgstPaise));
  }
  w.rule();
  w.row('Total (including GST)', inr(invoice.totalPaise), true);
  w.row('Amount paid', inr(invoice.totalPaise), true);
  w.space();
  w.line(`Paid with reference ${invoice.paymentReference ?? '-'}; receipt ${invoice.receiptNumber}.`, {
    size: 9,
  });
  w.line('The package price includes GST: the taxable value and the taxes above add up to the amount paid.', {
    size: 9,
  });
  return doc.save();
}
