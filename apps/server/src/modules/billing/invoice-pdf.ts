// The invoice as a PDF (pdfkit, with its standard Helvetica: no font files to ship): seller,
// customer's billing address, number, dates, period, plan, subtotal, VAT or the reverse-charge
// mention, total.
import PDFDocument from 'pdfkit';
import type { InvoiceRow } from '../../db/schema/index.ts';

/** The seller named on every invoice (docs/billing.md). */
const SELLER = {
  name: 'Playboard',
  lines: ['Calle de Alcalá 1', '28014 Madrid', 'Spain'],
};

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function planName(key: string): string {
  return key
    .split('_')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');
}

/** Renders `invoice` as a one-page PDF. */
export function invoicePdf(invoice: InvoiceRow, sellerCountry: string): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${invoice.number}`, Author: SELLER.name },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  document.font('Helvetica-Bold').fontSize(20).text(`Invoice ${invoice.number}`);
  document.moveDown(0.5).font('Helvetica').fontSize(10);
  document.text(`Date: ${day(invoice.issuedAt)}`);
  document.text(`Period: ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`);
  document.text(`Status: ${invoice.status === 'PAID' ? 'Paid' : 'Due'}`);

  document.moveDown().font('Helvetica-Bold').text('From');
  document.font('Helvetica').text(SELLER.name);
  for (const line of SELLER.lines) document.text(line);
  document.text(`Seller country: ${sellerCountry}`);

  document.moveDown().font('Helvetica-Bold').text('Bill to');
  document.font('Helvetica');
  const address = invoice.billingAddress;
  if (address) {
    document.text(address.company);
    if (address.taxId) document.text(`VAT / tax ID: ${address.taxId}`);
    document.text(address.address1);
    if (address.address2) document.text(address.address2);
    document.text([address.zip, address.city, address.state].filter(Boolean).join(' '));
    document.text(address.country);
  } else {
    document.text('No billing address given');
  }

  const frequency = invoice.priceFrequency === 'YEARLY' ? 'yearly' : 'monthly';
  document.moveDown(1.5).font('Helvetica-Bold').text('Description');
  document.font('Helvetica').text(`Playboard ${planName(invoice.planKey)} plan, billed ${frequency}`);
  document.moveDown();
  document.text(`Subtotal (excl. VAT): ${money(invoice.subtotalCents, invoice.currency)}`);
  document.text(
    invoice.reverseCharge
      ? 'VAT: reverse charge (Article 196, Council Directive 2006/112/EC)'
      : `VAT (${invoice.vatRateBasisPoints / 100}%): ${money(invoice.vatCents, invoice.currency)}`,
  );
  document.font('Helvetica-Bold').text(`Total: ${money(invoice.totalCents, invoice.currency)}`);
  document.end();
  return done;
}
