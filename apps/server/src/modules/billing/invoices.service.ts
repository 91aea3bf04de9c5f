// Invoices (spec 1 §3, §9): one per paid period, issued exactly once (unique per organisation and
// period start, taken under the subscription's row lock), numbered without gaps (the year's counter
// moves in the invoice's own transaction), with VAT from the billing address, paid through the
// ledger with the invoice as idempotency key. Invoices before 2024 are not available.
import {
  DomainError,
  INVOICES_FROM_YEAR,
  type Invoice,
  type InvoicePage,
  type PlanKey,
  type PriceFrequency,
} from '@playboard/domain';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoiceNumbers, invoices, type InvoiceRow, type SubscriptionRow } from '../../db/schema/index.ts';
import { recordOnce, storedCard } from './ledger.ts';
import { CURRENCY, priceOf } from './plans.ts';
import { billingAddressRow } from './vat-check.service.ts';
import { vatCents, vatFor } from './vat.ts';

const AVAILABLE_FROM = new Date(Date.UTC(INVOICES_FROM_YEAR, 0, 1));

/** The end of a period starting at `start`: the same day of the next month or year (clamped). */
export function periodEnd(start: Date, frequency: PriceFrequency): Date {
  const months = frequency === 'MONTHLY' ? 1 : 12;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}

/** An invoice row as the Billing API answers it. */
export function invoiceView(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    date: row.issuedAt.toISOString(),
    period: { start: row.periodStart.toISOString(), end: row.periodEnd.toISOString() },
    plan: { key: row.planKey as PlanKey },
    price: { frequency: row.priceFrequency as PriceFrequency },
    subtotalCents: row.subtotalCents,
    vatRatePercent: row.vatRateBasisPoints / 100,
    vatCents: row.vatCents,
    amountCents: row.totalCents,
    currency: row.currency,
    reverseCharge: row.reverseCharge,
    status: row.status as Invoice['status'],
    pdfPath: `/billing/v1/organizations/${row.organizationId}/subscription/invoices/${row.id}/pdf`,
  };
}

async function nextNumber(db: Database, year: number): Promise<string> {
  const [row] = await db
    .insert(invoiceNumbers)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceNumbers.year, set: { last: sql`${invoiceNumbers.last} + 1` } })
    .returning({ last: invoiceNumbers.last });
  if (!row) throw new Error(`no invoice number taken for ${year}`);
  return `PB-${year}-${String(row.last).padStart(6, '0')}`;
}

export interface IssuedInvoice {
  invoice: InvoiceRow;
  /** Whether the card paid it (false: declined, the invoice stays OPEN). */
  paid: boolean;
}

/**
 * Issues and charges the invoice of the period starting at `periodStart` on the subscription's
 * current plan, once: called again for the same period (a job restarted after a crash), it answers
 * the invoice already there and charges nothing more. Free periods have no invoice (null). Call it
 * inside the transaction that holds the subscription's row lock.
 */
export async function issueInvoice(
  db: Database,
  subscription: SubscriptionRow,
  periodStart: Date,
  issuedAt: Date,
  sellerCountry: string,
): Promise<IssuedInvoice | null> {
  const organizationId = subscription.organizationId;
  const frequency = subscription.priceFrequency as PriceFrequency;
  const price = priceOf(subscription.planKey as PlanKey, frequency);
  if (price.amountCents === 0) return null;
  const [existing] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), eq(invoices.periodStart, periodStart)));
  if (existing) return { invoice: existing, paid: existing.status === 'PAID' };

  const billing = await billingAddressRow(db, organizationId);
  const address = billing?.address ?? null;
  const vat = vatFor(address, sellerCountry, billing?.vatCheckStatus ?? null);
  const tax = vatCents(price.amountCents, vat.rateBasisPoints);
  const [invoice] = await db
    .insert(invoices)
    .values({
      organizationId,
      number: await nextNumber(db, issuedAt.getUTCFullYear()),
      issuedAt,
      periodStart,
      periodEnd: periodEnd(periodStart, frequency),
      planKey: subscription.planKey,
      priceFrequency: frequency,
      subtotalCents: price.amountCents,
      vatRateBasisPoints: vat.rateBasisPoints,
      vatCents: tax,
      totalCents: price.amountCents + tax,
      currency: CURRENCY,
      reverseCharge: vat.reverseCharge,
      status: 'OPEN',
      billingAddress: address,
    })
    .returning();
  if (!invoice) throw new Error('invoice insert returned nothing');
  return payInvoice(db, subscription, invoice);
}

/** Charges an open invoice to the card on file, once per invoice and card. */
export async function payInvoice(
  db: Database,
  subscription: SubscriptionRow,
  invoice: InvoiceRow,
): Promise<IssuedInvoice> {
  if (invoice.status === 'PAID') return { invoice, paid: true };
  const last4 = subscription.paymentMethod?.last4;
  if (!last4) return { invoice, paid: false };
  const { row: charge } = await recordOnce(db, {
    organizationId: subscription.organizationId,
    idempotencyKey: `invoice:${invoice.id}:card:${last4}`,
    kind: 'CHARGE',
    amountCents: invoice.totalCents,
    description: `Invoice ${invoice.number}`,
    card: storedCard(last4),
    invoiceId: invoice.id,
  });
  if (charge.status !== 'SUCCEEDED') return { invoice, paid: false };
  const [paid] = await db
    .update(invoices)
    .set({ status: 'PAID' })
    .where(eq(invoices.id, invoice.id))
    .returning();
  return { invoice: paid ?? invoice, paid: true };
}

/** The organisation's open invoices, oldest first (paid when new payment details arrive). */
export async function openInvoices(db: Database, organizationId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), eq(invoices.status, 'OPEN')))
    .orderBy(invoices.issuedAt);
}

/** GET subscription/invoices: newest first, from 2024 on (spec 1 §9). */
export async function listInvoices(
  db: Database,
  organizationId: string,
  page: { limit: number; offset: number },
): Promise<InvoicePage> {
  const where = and(eq(invoices.organizationId, organizationId), gte(invoices.issuedAt, AVAILABLE_FROM));
  const [total] = await db.select({ value: count() }).from(invoices).where(where);
  const rows = await db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(page.limit)
    .offset(page.offset);
  return { results: rows.map(invoiceView), numFound: total?.value ?? 0 };
}

/** One available invoice of the organisation, or global-404 (another's, malformed or before 2024). */
export async function findInvoice(
  db: Database,
  organizationId: string,
  invoiceId: string,
): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.organizationId, organizationId),
        eq(invoices.id, invoiceId),
        gte(invoices.issuedAt, AVAILABLE_FROM),
      ),
    );
  if (!row) throw new DomainError('global-404', 'Invoice not found', { status: 404 });
  return row;
}

/** The organisation's invoices since `from`, oldest first (the subscription periods). */
export async function invoicesSince(db: Database, organizationId: string, from: Date): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), gte(invoices.periodEnd, from)))
    .orderBy(invoices.periodStart);
}
