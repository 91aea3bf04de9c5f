import { canonicalTimeZone, layerSettingsSchema, type LayerSettings, type Site } from '@playboard/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import { engines, sites, type SiteRow } from '../../db/schema/index.ts';
import { writeConfig, type Actor, type VersionedKind } from '../history/index.ts';
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

/** The site with this id, or undefined. */
export async function siteById(db: Database, siteId: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId));
  return row;
}

/** The site with this instance key, or undefined. */
export async function siteByInstance(db: Database, instance: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.instance, instance));
  return row;
}

/** The instance keys and ids of these instances' sites (every site's without a list), by instance key. */
export async function sitesOfInstances(
  db: Database,
  instances?: readonly string[],
): Promise<{ id: string; instance: string }[]> {
  return db
    .select({ id: sites.id, instance: sites.instance })
    .from(sites)
    .where(instances ? inArray(sites.instance, [...instances]) : undefined)
    .orderBy(asc(sites.instance));
}

/** The id, instance key and name of these sites, by name. */
export async function sitesByIds(
  db: Database,
  siteIds: readonly string[],
): Promise<{ id: string; instance: string; name: string }[]> {
  if (siteIds.length === 0) return [];
  return db
    .select({ id: sites.id, instance: sites.instance, name: sites.name })
    .from(sites)
    .where(inArray(sites.id, [...siteIds]))
    .orderBy(asc(sites.name), asc(sites.instance));
}

/** The site of an engine uuid, or undefined for an unknown one or a text that is no uuid. */
export async function siteIdOfEngine(db: Database, engineId: string): Promise<string | undefined> {
  if (!z.uuid().safeParse(engineId).success) return undefined;
  const [row] = await db.select({ siteId: engines.siteId }).from(engines).where(eq(engines.id, engineId));
  return row?.siteId;
}

/** The engine uuids of these sites. */
export async function enginesOfSites(
  db: Database,
  siteIds: readonly string[],
): Promise<{ id: string; siteId: string }[]> {
  if (siteIds.length === 0) return [];
  return db
    .select({ id: engines.id, siteId: engines.siteId })
    .from(engines)
    .where(inArray(engines.siteId, [...siteIds]))
    .orderBy(asc(engines.createdAt), asc(engines.id));
}

/** Every site's id. */
export async function allSiteIds(db: Database): Promise<string[]> {
  return (await db.select({ id: sites.id }).from(sites)).map((row) => row.id);
}

/** The languages of a site's engines, the default engine's first. */
export async function engineLanguages(db: Database, siteId: string): Promise<string[]> {
  const rows = await db
    .select({ language: engines.language })
    .from(engines)
    .where(eq(engines.siteId, siteId))
    .orderBy(desc(engines.isDefault), asc(engines.createdAt), asc(engines.language));
  return rows.map((row) => row.language);
}

/** The site's catalogue is searchable: its first sync (or push) has written products. */
export async function markSiteIndexed(db: Database, siteId: string): Promise<void> {
  await db
    .update(sites)
    .set({ isIndexed: true })
    .where(and(eq(sites.id, siteId), eq(sites.isIndexed, false)));
}

/** The sites of an organisation with their engines, oldest first. */
export async function sitesOfOrganization(db: Database, organizationId: string): Promise<Site[]> {
  const siteRows = await db
    .select()
    .from(sites)
    .where(eq(sites.organizationId, organizationId))
    .orderBy(asc(sites.createdAt), asc(sites.name));
  const engineRows =
    siteRows.length === 0
      ? []
      : await db
          .select()
          .from(engines)
          .where(
            inArray(
              engines.siteId,
              siteRows.map((site) => site.id),
            ),
          )
          .orderBy(asc(engines.createdAt), asc(engines.language));
  return siteRows.map((site) =>
    siteView(
      site,
      engineRows.filter((engine) => engine.siteId === site.id),
    ),
  );
}

/** The site's IANA time zone (UTC for a site that is gone). */
export async function siteTimeZone(db: Database, siteId: string): Promise<string> {
  const [row] = await db.select({ timeZone: sites.timeZone }).from(sites).where(eq(sites.id, siteId));
  return row?.timeZone ?? 'UTC';
}

/** A site with its engines. */
export async function getSite(db: Database, site: SiteRow): Promise<Site> {
  return view(db, site);
}

/** The layer's trigger selector and activation, keyed by the site's id: they exist as long as the site. */
export const layerKind: VersionedKind = {
  kind: 'layer',
  async find(tx, siteId): Promise<LayerSettings | undefined> {
    const [row] = await tx
      .select({ cssSelector: sites.cssSelector, enabled: sites.enabled })
      .from(sites)
      .where(eq(sites.id, siteId));
    return row;
  },
  async restore(tx, siteId, _entityId, value) {
    if (value === undefined) return;
    const settings = layerSettingsSchema.parse(value);
    await tx
      .update(sites)
      .set({ ...settings, updatedAt: new Date() })
      .where(eq(sites.id, siteId));
  },
  entities: async (_tx, siteId) => [siteId],
};

/** Saves what the merchant edits of a site; a change of the layer's selector is a revision of its settings. */
export async function updateSite(
  store: Store,
  site: SiteRow,
  changes: SiteChanges,
  actor: Actor | null,
): Promise<Site> {
  const set = Object.fromEntries(
    Object.entries({
      ...changes,
      timeZone: changes.timeZone === undefined ? undefined : canonicalTimeZone(changes.timeZone),
    }).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(set).length === 0) return view(store.db, site);
  const updated = await writeConfig(
    store,
    { siteId: site.id, kind: layerKind, entityId: site.id, actor },
    async (tx) => {
      const [row] = await tx
        .update(sites)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(sites.id, site.id))
        .returning();
      return row!;
    },
  );
  return view(store.db, updated);
}

/**
 * Switches the search layer on or off. The storefront caches sites by instance for a few seconds:
 * the change event makes it read the flag again at once.
 */
export async function setSiteEnabled(
  store: Store,
  site: SiteRow,
  enabled: boolean,
  actor: Actor | null,
): Promise<Site> {
  const updated = await writeConfig(
    store,
    { siteId: site.id, kind: layerKind, entityId: site.id, actor },
    async (tx) => {
      const [row] = await tx
        .update(sites)
        .set({ enabled, updatedAt: new Date() })
        .where(eq(sites.id, site.id))
        .returning();
      return row!;
    },
  );
  return view(store.db, updated);
}
