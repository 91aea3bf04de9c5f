// The embedded provider's ledger: every charge and refund, unique per (organisation, idempotency
// key). Writing a key a second time writes nothing and answers the first outcome, so a retried job
// or a double submitted form never charges twice. The embedded provider moves no real money: it
// records what a card acquirer would have done, with the test cards of docs/billing.md.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingLedger, type BillingLedgerRow } from '../../db/schema/index.ts';
import { CURRENCY } from './plans.ts';

/** The card numbers that behave as their name says (docs/billing.md, test cards). */
export const TEST_CARDS = {
  /** Declined on every charge, the 1 euro validation included. */
  alwaysDeclines: '4000000000000002',
  /** Validates, then every later charge is declined (a renewal leaves the subscription processing). */
  declinesAfterValidation: '4000000000000341',
} as const;

/** What the ledger knows of the card it charges. */
export interface LedgerCard {
  last4: string;
  /** The card declines every charge (test card 4000 0000 0000 0002). */
  alwaysDeclines: boolean;
  /** The card declines every charge but the validation (test card 4000 0000 0000 0341). */
  declinesAfterValidation: boolean;
}

/** A stored card's ledger behaviour, from its last four digits (the number itself is never stored). */
export function storedCard(last4: string): LedgerCard {
  return {
    last4,
    alwaysDeclines: last4 === TEST_CARDS.alwaysDeclines.slice(-4),
    declinesAfterValidation: last4 === TEST_CARDS.declinesAfterValidation.slice(-4),
  };
}

export interface LedgerEntry {
  organizationId: string;
  idempotencyKey: string;
  kind: 'CHARGE' | 'REFUND';
  amountCents: number;
  description: string;
  card: LedgerCard;
  /** The 1 euro check of a new card (spec 1 §9), which a card that declines later still passes. */
  validation?: boolean;
  invoiceId?: string;
}

/**
 * Records a charge or refund once per idempotency key and answers the row that holds it (the
 * first one, when the key was already used: `created` false). Call it inside the transaction of
 * the change it pays.
 */
export async function recordOnce(
  db: Database,
  entry: LedgerEntry,
): Promise<{ row: BillingLedgerRow; created: boolean }> {
  const declined =
    entry.kind === 'CHARGE' &&
    (entry.card.alwaysDeclines || (entry.card.declinesAfterValidation && !entry.validation));
  const [created] = await db
    .insert(billingLedger)
    .values({
      organizationId: entry.organizationId,
      idempotencyKey: entry.idempotencyKey,
      kind: entry.kind,
      amountCents: entry.amountCents,
      currency: CURRENCY,
      status: declined ? 'DECLINED' : 'SUCCEEDED',
      description: entry.description,
      cardLast4: entry.card.last4,
      invoiceId: entry.invoiceId ?? null,
    })
    .onConflictDoNothing({ target: [billingLedger.organizationId, billingLedger.idempotencyKey] })
    .returning();
  if (created) return { row: created, created: true };
  const [row] = await db
    .select()
    .from(billingLedger)
    .where(
      and(
        eq(billingLedger.organizationId, entry.organizationId),
        eq(billingLedger.idempotencyKey, entry.idempotencyKey),
      ),
    );
  if (!row) throw new Error(`ledger entry ${entry.idempotencyKey} was neither written nor found`);
  return { row, created: false };
}
