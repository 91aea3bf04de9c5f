// The Billing API of spec 2 §7 under /billing/v1 (docs/billing.md): subscription, plans, invoices,
// usage, billing address, the payment provider's pages (embedded hosted pages, or Stripe), the
// Stripe webhook, and the billing jobs (trials, renewals and invoices, usage).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBillingJobs, type BillingJobs } from './billing-jobs.ts';
import { embeddedProvider } from './billing-provider.ts';
import { stripeClient, stripeProvider } from './stripe-provider.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';
import { billingRoutes, globalPlansRoute } from './billing.routes.ts';
import { hostedRoutes, type HostedPageTools } from './hosted.routes.ts';

export { startTrial } from './subscriptions.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The billing jobs; `runNow()` runs them at once (tests, the test clock). */
    billingJobs: BillingJobs;
  }
}

export default fp(
  async function billing(
    app: FastifyInstance,
    { prefix, pages }: { prefix: string; pages: HostedPageTools },
  ) {
    const stripe = app.config.stripeSecretKey ? stripeClient(app.config) : undefined;
    const provider = stripe ? stripeProvider(app, stripe) : embeddedProvider(app);
    const jobs = createBillingJobs(app, provider);
    app.decorate('billingJobs', jobs);
    app.addHook('onReady', async () => jobs.start());
    app.addHook('preClose', async () => jobs.stop());
    await app.register(billingRoutes, { prefix, provider });
    if (stripe) await app.register(stripeWebhookRoutes, { prefix, stripe });
    await app.register(globalPlansRoute, { prefix });
    await app.register(hostedRoutes, { prefix, provider, ...pages });
  },
  { name: 'billing', dependencies: ['config', 'db', 'errors', 'auth', 'realtime'] },
);
