// The VIES verification of the billing address's VAT number (VAT_CHECK=vies, docs/billing.md):
// asked when the address is saved, kept with it, retried by the billing jobs while VIES could not
// answer, and read by the invoices (reverse charge needs VERIFIED). Each change of the outcome is
// audited (area billing, action billing-address.vat-check).
import { DomainError, type BillingAddress, type VatCheck, type VatCheckStatus } from '@playboard/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingAddresses, type BillingAddressRow } from '../../db/schema/index.ts';
import { recordAudit } from '../history/index.ts';
import type { Actor, BillingDeps } from './billing-context.ts';
import { isReverseChargeCandidate } from './vat.ts';
import { askVies, viesNumber, type ViesAnswer } from './vies.ts';

/** The VIES columns of a billing address row. */
export type VatCheckColumns = Pick<
  BillingAddressRow,
  'vatCheckStatus' | 'vatCheckedAt' | 'vatCheckName' | 'vatCheckRequestIdentifier'
>;

const NOT_CHECKED: VatCheckColumns = {
  vatCheckStatus: null,
  vatCheckedAt: null,
  vatCheckName: null,
  vatCheckRequestIdentifier: null,
};

/** The stored verification as the Billing API answers it; null when VIES was not asked. */
export function vatCheckView(row: VatCheckColumns | null): VatCheck | null {
  if (!row?.vatCheckStatus || !row.vatCheckedAt) return null;
  return {
    status: row.vatCheckStatus,
    checkedAt: row.vatCheckedAt.toISOString(),
    name: row.vatCheckName,
    requestIdentifier: row.vatCheckRequestIdentifier,
  };
}

export async function billingAddressRow(
  db: Database,
  organizationId: string,
): Promise<BillingAddressRow | null> {
  const [row] = await db
    .select()
    .from(billingAddresses)
    .where(eq(billingAddresses.organizationId, organizationId));
  return row ?? null;
}

function columnsOf(answer: ViesAnswer, now: Date): VatCheckColumns {
  if (answer.kind === 'valid') {
    return {
      vatCheckStatus: 'VERIFIED',
      vatCheckedAt: now,
      vatCheckName: answer.name,
      vatCheckRequestIdentifier: answer.requestIdentifier,
    };
  }
  return {
    ...NOT_CHECKED,
    vatCheckStatus: answer.kind === 'invalid' ? 'INVALID' : 'UNVERIFIED',
    vatCheckedAt: now,
  };
}

/** Whether VIES should be asked about `address`'s VAT number (VAT_CHECK=vies, EU, not the seller's country). */
function needsVies(deps: BillingDeps, address: BillingAddress): boolean {
  return (
    deps.config.vatCheck === 'vies' && isReverseChargeCandidate(address, deps.config.billingSellerCountry)
  );
}

function sameNumber(a: BillingAddress, b: BillingAddress): boolean {
  const left = viesNumber(a.taxId, a.country);
  const right = viesNumber(b.taxId, b.country);
  return left.countryCode === right.countryCode && left.vatNumber === right.vatNumber;
}

/**
 * The verification to save with `address` (PUT customer/billing-address): VIES asked when it
 * applies, a number VIES does not know refused with bil-cb-3 (nothing is saved), an unreachable
 * VIES kept as UNVERIFIED. A number already verified and unchanged is not asked again.
 */
export async function vatCheckToSave(
  deps: BillingDeps,
  address: BillingAddress,
  before: BillingAddressRow | null,
): Promise<VatCheckColumns> {
  if (!needsVies(deps, address)) return NOT_CHECKED;
  if (before?.vatCheckStatus === 'VERIFIED' && sameNumber(before.address, address)) {
    return {
      vatCheckStatus: before.vatCheckStatus,
      vatCheckedAt: before.vatCheckedAt,
      vatCheckName: before.vatCheckName,
      vatCheckRequestIdentifier: before.vatCheckRequestIdentifier,
    };
  }
  const answer = await askVies(deps.config, address.taxId, address.country);
  if (answer.kind === 'invalid') {
    throw new DomainError('bil-cb-3', 'The EU VIES service does not know this VAT number.', { status: 400 });
  }
  return columnsOf(answer, deps.clock());
}

/**
 * Audits a change of the verification's outcome, and a fresh verdict of VIES on another number with
 * the same outcome; not a later try that still could not reach VIES, nor a verification kept.
 */
export async function auditVatCheck(
  tx: Database,
  organizationId: string,
  before: VatCheckColumns | null,
  after: VatCheckColumns,
  actor: Actor | null,
): Promise<void> {
  const sameOutcome = (before?.vatCheckStatus ?? null) === after.vatCheckStatus;
  const freshVerdict =
    (after.vatCheckStatus === 'VERIFIED' || after.vatCheckStatus === 'INVALID') &&
    before?.vatCheckedAt?.getTime() !== after.vatCheckedAt?.getTime();
  if (sameOutcome && !freshVerdict) return;
  await recordAudit(tx, {
    organizationId,
    area: 'billing',
    action: 'billing-address.vat-check',
    entityId: organizationId,
    before: vatCheckView(before),
    after: vatCheckView(after),
    actor,
  });
}

/** Whether the billing jobs ask VIES again: a number never checked or not verified yet. */
function awaitsVies(status: VatCheckStatus | null): boolean {
  return status === null || status === 'UNVERIFIED';
}

/**
 * The billing jobs' step before invoicing: asks VIES again about a VAT number it could not verify
 * (or one saved before VAT_CHECK=vies), so the next invoice uses the latest answer. With
 * VAT_CHECK=format a pending verification is dropped: the number's format decides again.
 */
export async function recheckVatNumber(deps: BillingDeps, organizationId: string): Promise<void> {
  const row = await billingAddressRow(deps.db, organizationId);
  if (!row) return;
  let after: VatCheckColumns;
  if (deps.config.vatCheck === 'vies') {
    if (!needsVies(deps, row.address) || !awaitsVies(row.vatCheckStatus)) return;
    after = columnsOf(await askVies(deps.config, row.address.taxId, row.address.country), deps.clock());
  } else {
    if (row.vatCheckStatus !== 'UNVERIFIED') return;
    after = NOT_CHECKED;
  }
  await deps.db.transaction(async (tx) => {
    // The answer is for the number and outcome read above: an address saved meanwhile keeps its own.
    const [updated] = await tx
      .update(billingAddresses)
      .set(after)
      .where(
        and(
          eq(billingAddresses.organizationId, organizationId),
          sql`${billingAddresses.address}->>'taxId' = ${row.address.taxId}`,
          sql`${billingAddresses.address}->>'country' = ${row.address.country}`,
          sql`${billingAddresses.vatCheckStatus} is not distinct from ${row.vatCheckStatus}`,
        ),
      )
      .returning({ organizationId: billingAddresses.organizationId });
    if (updated) await auditVatCheck(tx, organizationId, row, after, null);
  });
}
