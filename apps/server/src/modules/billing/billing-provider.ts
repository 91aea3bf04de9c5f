// The payment provider behind the Billing API's pages, invoices, subscription changes and usage:
// the embedded provider (hosted pages on this server, invoices from the local ledger, the local
// rules and count) by default, Stripe when STRIPE_SECRET_KEY is set (stripe-provider.ts). Shopify
// organisations pay Shopify: no page to open (bil-2).
import { DomainError, type BillingRedirectUrl, type InvoicePage } from '@playboard/domain';
import type { Actor, BillingDeps, SubscriptionProvider, UsageMeter } from './billing-context.ts';
import { providerOf } from './external-billing.ts';
import { openHostedPage } from './hosted-sessions.ts';
import { listInvoices } from './invoices.service.ts';

export interface BillingProviderAdapter extends SubscriptionProvider, UsageMeter {
  /** The page where payment details are entered; back to the console path `returnPath`. */
  paymentDetailsUrl(
    organizationId: string,
    returnPath: string,
    actor: Actor | null,
  ): Promise<BillingRedirectUrl>;
  /** The customer portal (`actor` opened it: the audit log's actor of what is done there). */
  portalUrl(organizationId: string, returnPath: string, actor: Actor | null): Promise<BillingRedirectUrl>;
  invoices(organizationId: string, page: { limit: number; offset: number }): Promise<InvoicePage>;
  /** After the billing jobs: a provider that charges itself starts its subscription for a paid period. */
  afterJobs(organizationId: string): Promise<void>;
  /** After the usage job: a provider with a usage meter receives each completed day's searches, once. */
  reportUsage(organizationId: string): Promise<void>;
}

/** bil-2: a Shopify organisation is billed by Shopify (spec 1 §9, external billing). */
export async function refuseExternalBilling(deps: BillingDeps, organizationId: string): Promise<void> {
  if ((await providerOf(deps, organizationId)) === 'SHOPIFY') {
    throw new DomainError('bil-2', 'This organisation is billed through Shopify', { status: 409 });
  }
}

export function embeddedProvider(deps: BillingDeps): BillingProviderAdapter {
  return {
    async paymentDetailsUrl(organizationId, returnPath, actor) {
      await refuseExternalBilling(deps, organizationId);
      return { url: await openHostedPage(deps, organizationId, 'PAYMENT_DETAILS', returnPath, actor) };
    },
    async portalUrl(organizationId, returnPath, actor) {
      await refuseExternalBilling(deps, organizationId);
      return { url: await openHostedPage(deps, organizationId, 'PORTAL', returnPath, actor) };
    },
    invoices: (organizationId, page) => listInvoices(deps.db, organizationId, page),
    // The jobs issued and charged the period's invoice already.
    afterJobs: async () => undefined,
    // The subscription lives here only: the local rules decide every change.
    carry: async () => 'local',
    // The local count of the usage job is the record.
    reportUsage: async () => undefined,
    meteredSearches: async () => null,
  };
}
