// The billing jobs (DESIGN: jobs), run in this process every BILLING_JOBS_INTERVAL_MS (an hour by
// default): per organisation, ask VIES again about a VAT number it could not verify (VAT_CHECK=vies),
// end trials and renew paid periods with their invoices, then count
// the day's searches and weigh the 90-day average, report the completed days to the payment
// provider's meter (Stripe), and start the provider's subscription of a paid period. Every step is idempotent (invoices unique per
// period, charges unique per idempotency key, usage days replaced), so several processes, a
// restart after a crash, or a run twice in a day change nothing more.
import type { FastifyInstance } from 'fastify';
import type { BillingProviderAdapter } from './billing-provider.ts';
import { subscriptionRow } from './billing.service.ts';
import { subscriptionIds } from './subscriptions.repo.ts';
import { advanceSubscription } from './subscriptions.service.ts';
import { runUsageJob } from './usage.service.ts';
import { recheckVatNumber } from './vat-check.service.ts';

export interface BillingJobs {
  /** Runs every job for every organisation (or one) now; resolves once done. */
  runNow(organizationId?: string): Promise<void>;
  start(): void;
  /** Stops the schedule and waits for the run in flight. */
  stop(): Promise<void>;
}

export function createBillingJobs(app: FastifyInstance, provider: BillingProviderAdapter): BillingJobs {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function runFor(organizationId: string): Promise<void> {
    await recheckVatNumber(app, organizationId);
    await advanceSubscription(app, organizationId);
    await runUsageJob(app, await subscriptionRow(app, organizationId));
    await provider.reportUsage(organizationId);
    await provider.afterJobs(organizationId);
  }

  async function runAll(only?: string): Promise<void> {
    for (const organizationId of only ? [only] : await subscriptionIds(app.db)) {
      try {
        await runFor(organizationId);
      } catch (error) {
        // One organisation's failure must not hold up the others; the next run tries it again.
        app.log.error({ err: error, organizationId }, 'billing jobs failed for an organisation');
        app.reportError(error, { job: 'billing', organizationId });
      }
    }
  }

  async function runNow(organizationId?: string): Promise<void> {
    while (running) await running.catch(() => undefined);
    running = runAll(organizationId).finally(() => {
      running = undefined;
    });
    return running;
  }

  function tick() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runNow().finally(tick);
    }, app.config.billingJobsIntervalMs);
  }

  return {
    runNow,
    start: tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
