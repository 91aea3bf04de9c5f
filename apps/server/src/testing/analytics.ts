// Test data for the analytics tests: a site of the owner's organisation and raw tracking events.
import type { App } from '../app.ts';
import { trackingEvents, type NewTrackingEventRow } from '../db/schema/index.ts';
import { addSite } from './sites.ts';

export interface AnalyticsSite {
  siteId: string;
  instance: string;
  /** Engine id per language; the first language is the default engine. */
  engines: Record<string, string>;
}

export async function createAnalyticsSite(
  app: App,
  organizationId: string,
  languages: string[] = ['en', 'es'],
): Promise<AnalyticsSite> {
  const { site, engines } = await addSite(app, organizationId, { languages });
  return {
    siteId: site.id,
    instance: site.instance,
    engines: Object.fromEntries(engines.map((engine) => [engine.language, engine.id])),
  };
}

/** A UTC day `days` before `today`, as YYYY-MM-DD. */
export function dayBefore(today: Date, days: number): string {
  return new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** Writes events straight to tracking_events, at noon UTC of `day`. */
export async function insertEvents(
  app: App,
  siteId: string,
  day: string,
  events: Omit<NewTrackingEventRow, 'siteId'>[],
): Promise<void> {
  await app.db
    .insert(trackingEvents)
    .values(events.map((event) => ({ occurredAt: new Date(`${day}T12:00:00Z`), ...event, siteId })));
}
