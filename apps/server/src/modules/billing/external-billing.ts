// Who bills an organisation: Shopify for an organisation with a Shopify site (spec 1 §9: external
// billing, no payment form here), Stripe when STRIPE_SECRET_KEY is set, the embedded provider else.
import type { BillingProvider } from '@playboard/domain';
import { and, eq } from 'drizzle-orm';
import { sites } from '../../db/schema/index.ts';
import type { BillingDeps } from './billing-context.ts';

export async function providerOf(
  deps: Pick<BillingDeps, 'db' | 'config'>,
  organizationId: string,
): Promise<BillingProvider> {
  const [shopify] = await deps.db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.organizationId, organizationId), eq(sites.platform, 'SHOPIFY')))
    .limit(1);
  if (shopify) return 'SHOPIFY';
  return deps.config.stripeSecretKey ? 'STRIPE' : 'EMBEDDED';
}
