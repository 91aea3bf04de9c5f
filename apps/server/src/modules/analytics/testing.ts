// Test data for the analytics tests: a site of the owner's organisation and raw tracking events.
import type { App } from '../../app.ts';
import { engines, sites, trackingEvents, type NewTrackingEventRow } from '../../db/schema/index.ts';

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
  const instance = `shop-${crypto.randomUUID().slice(0, 8)}`;
  const [site] = await app.db
    .insert(sites)
    .values({
      organizationId,
      name: instance,
      url: `https://${instance}.example.com`,
      platform: 'CUSTOM',
      instance,
      securityKey: crypto.randomUUID(),
      enabled: true,
    })
    .returning();
  const rows = await app.db
    .insert(engines)
    .values(languages.map((language, index) => ({ siteId: site!.id, language, isDefault: index === 0 })))
    .returning();
  return {
    siteId: site!.id,
    instance,
    engines: Object.fromEntries(rows.map((row) => [row.language, row.id])),
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
