import {
  billingAddressSchema,
  DomainError,
  translate,
  type BillingAddress,
  type BillingAddressResponse,
  type PlanKey,
  type PlansResponse,
} from '@playboard/domain';
import type { SubscriptionRow } from '../../db/schema/index.ts';
import { billingAddresses } from '../../db/schema/index.ts';
import { recordAudit } from '../history/index.ts';
import type { Actor, BillingDeps } from './billing-context.ts';
import { providerOf } from './external-billing.ts';
import { allPlans, plansOffered } from './plans.ts';
import { createSubscriptionsRepo } from './subscriptions.repo.ts';
import { auditVatCheck, billingAddressRow, vatCheckToSave, vatCheckView } from './vat-check.service.ts';

/** The plans of spec 2 §3 with their prices and allowances (docs/billing.md). */
export function listPlans(): PlansResponse {
  return { plans: allPlans() };
}

/** The plans the organisation can buy on its platform, and the one it is on. */
export async function organizationPlans(deps: BillingDeps, organizationId: string): Promise<PlansResponse> {
  const row = await subscriptionRow(deps, organizationId);
  const externalBilling = (await providerOf(deps, organizationId)) === 'SHOPIFY';
  return { plans: plansOffered(row.planKey as PlanKey, externalBilling) };
}

/** The organisation's subscription row, or global-404. */
export async function subscriptionRow(deps: BillingDeps, organizationId: string): Promise<SubscriptionRow> {
  const row = await createSubscriptionsRepo(deps.db, { organizationId }).find();
  if (!row) throw new DomainError('global-404', 'Subscription not found', { status: 404 });
  return row;
}

export async function getBillingAddress(
  deps: BillingDeps,
  organizationId: string,
): Promise<BillingAddressResponse> {
  const row = await billingAddressRow(deps.db, organizationId);
  return { billingAddress: row?.address ?? null, vatCheck: vatCheckView(row) };
}

/**
 * PUT customer/billing-address: the fields of spec 1 §3, the postal code checked per country
 * (bil-cb-2) and the tax ID per country (bil-cb-3); with VAT_CHECK=vies an EU VAT number from
 * another country than the seller's is also asked of VIES (bil-cb-3 when VIES does not know it,
 * saved as not verified yet when VIES cannot answer). A refused address changes nothing.
 */
export async function putBillingAddress(
  deps: BillingDeps,
  organizationId: string,
  body: unknown,
  actor: Actor | null,
): Promise<BillingAddress> {
  const parsed = billingAddressSchema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    // The format checks run once every field is there: their codes are the spec's (§8).
    const format = issues
      .map((issue) => issue.message)
      .find((message) => /^errors\.bil-cb-[23]$/.test(message));
    const code = format?.slice('errors.'.length) ?? 'global-400';
    const message = format
      ? translate(format)
      : issues.map((issue) => `${issue.path.join('.') || 'body'}: ${translate(issue.message)}`).join('; ');
    throw new DomainError(code, message, { status: 400 });
  }
  const address = parsed.data;
  // VIES is asked before the transaction: a slow answer holds no row lock.
  const vatCheck = await vatCheckToSave(deps, address, await billingAddressRow(deps.db, organizationId));
  await deps.db.transaction(async (tx) => {
    const before = await billingAddressRow(tx, organizationId);
    await tx
      .insert(billingAddresses)
      .values({ organizationId, address, ...vatCheck })
      .onConflictDoUpdate({
        target: billingAddresses.organizationId,
        set: { address, ...vatCheck, updatedAt: deps.clock() },
      });
    await recordAudit(tx, {
      organizationId,
      area: 'billing',
      action: 'billing-address.update',
      entityId: organizationId,
      before: before?.address ?? null,
      after: address,
      actor,
    });
    await auditVatCheck(tx, organizationId, before, vatCheck, actor);
  });
  return address;
}
