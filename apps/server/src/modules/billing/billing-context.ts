// What the billing services need from the app, the organisation's billing clock, and the realtime
// events a change sends once its transaction has committed.
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
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
