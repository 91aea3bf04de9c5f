import { canonicalTimeZone, type Site } from '@playboard/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { engines, sites, type SiteRow } from '../../db/schema/index.ts';
import { emitConfigChange } from '../merchandising-config/index.ts';
import { siteOfUser } from './site-access.ts';
import { siteView } from './site-view.ts';

/** Fields of a site the merchant edits (spec 1 §7 PATCH sites/{id}). */
export interface SiteChanges {
  name?: string | undefined;
  cssSelector?: string | undefined;
  syncIntervalMinutes?: number | undefined;
  /** An IANA zone Intl knows; stored as Intl spells it. */
  timeZone?: string | undefined;
}

async function view(db: Database, site: SiteRow): Promise<Site> {
  const rows = await db
    .select()
    .from(engines)
    .where(eq(engines.siteId, site.id))
    .orderBy(asc(engines.createdAt), asc(engines.language));
  return siteView(site, rows);
}

/** A site of the user's organisations with its engines; any other id answers 404. */
export async function getSite(db: Database, userId: string, siteId: string): Promise<Site> {
  return view(db, await siteOfUser(db, userId, siteId));
}

export async function updateSite(
  db: Database,
  userId: string,
  siteId: string,
  changes: SiteChanges,
): Promise<Site> {
  const site = await siteOfUser(db, userId, siteId);
  const set = Object.fromEntries(
    Object.entries({
      ...changes,
      timeZone: changes.timeZone === undefined ? undefined : canonicalTimeZone(changes.timeZone),
    }).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(set).length === 0) return view(db, site);
  const [updated] = await db
    .update(sites)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(sites.id, site.id))
    .returning();
  return view(db, updated!);
}

/**
 * Switches the search layer on or off. The storefront caches sites by instance for a few seconds:
 * the change event makes it read the flag again at once.
 */
export async function setSiteEnabled(
  db: Database,
  userId: string,
  siteId: string,
  enabled: boolean,
): Promise<Site> {
  const site = await siteOfUser(db, userId, siteId);
  const [updated] = await db
    .update(sites)
    .set({ enabled, updatedAt: new Date() })
    .where(eq(sites.id, site.id))
    .returning();
  emitConfigChange({ db, siteId: site.id });
  return view(db, updated!);
}
