// What the billing services need from the app, the organisation's billing clock, and the realtime
// events a change sends once its transaction has committed.
import type { CancellationReason, PlanKey, PriceFrequency } from '@playboard/domain';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { SubscriptionRow } from '../../db/schema/index.ts';
import type { Actor } from '../history/index.ts';
import type { Realtime, RealtimeEvent } from '../realtime/index.ts';

/** The parts of the app a billing service uses (the Fastify instance satisfies it). */
export interface BillingDeps {
  db: Database;
  clock: () => Date;
  realtime: Realtime;
  config: Config;
}

/** A realtime event to send to the organisation after the change committed. */
export interface BillingEvent {
  event: RealtimeEvent;
  payload?: unknown;
}

/** The outcome of a change: its answer and the events it sends. */
export interface BillingChange<T> {
  value: T;
  events: BillingEvent[];
}

/** Sends the events of a committed change to the organisation's room. */
export function emitBillingEvents(deps: BillingDeps, organizationId: string, events: BillingEvent[]): void {
  for (const { event, payload } of events) deps.realtime.toOrganization(organizationId, event, payload);
}

/**
 * The organisation's billing time: the app's clock moved by the organisation's test clock offset
 * (always 0 unless PLAY_BILLING_TEST_CLOCK moved it).
 */
export function billingNow(deps: Pick<BillingDeps, 'clock'>, clockOffsetMs: number): Date {
  return new Date(deps.clock().getTime() + clockOffsetMs);
}

export type { Actor };

/** A change of the subscription asked through the Billing API, which the payment provider carries first. */
export type ProviderSubscriptionChange =
  | { kind: 'plan'; plan: PlanKey; frequency: PriceFrequency }
  | { kind: 'cancel'; reason: CancellationReason; comment: string }
  | { kind: 'reactivate' };

/** The payment provider's side of a subscription change (the shared adapter, billing-provider.ts). */
export interface SubscriptionProvider {
  /**
   * Carries `change` on the provider's own subscription, before the local one changes (inside its
   * transaction): `applied` when the provider's subscription took it now, `local` when the provider
   * holds none (the embedded provider, a trial) and the local rules decide alone. Throws `bil-7`
   * when the provider refuses or cannot be reached: the local change rolls back, nothing changes.
   */
  carry(row: SubscriptionRow, change: ProviderSubscriptionChange): Promise<'applied' | 'local'>;
}

/** The provider's usage meter (Stripe's billing meter), read back by the usage calls. */
export interface UsageMeter {
  /**
   * The searches per UTC day (`YYYY-MM-DD`) the meter holds for the complete days from `from` to
   * `to`, or null when the provider keeps no meter: the local count is the record.
   */
  meteredSearches(organizationId: string, from: Date, to: Date): Promise<ReadonlyMap<string, number> | null>;
}
