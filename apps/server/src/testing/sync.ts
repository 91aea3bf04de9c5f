import type { Database } from '../db/client.ts';
import { engines, organizations, sites, type NewSiteRow, type SiteRow } from '../db/schema/index.ts';

/** A site with an English engine in the given organisation (a new one when omitted). */
export async function insertSite(
  db: Database,
  options: { organizationId?: string } & Partial<NewSiteRow> = {},
): Promise<SiteRow> {
  let organizationId = options.organizationId;
  if (!organizationId) {
    const [organization] = await db.insert(organizations).values({ name: 'Sync test shop' }).returning();
    organizationId = organization!.id;
  }
  const instance = `sync-${crypto.randomUUID().slice(0, 8)}`;
  const [site] = await db
    .insert(sites)
    .values({
      name: 'Sync test shop',
      url: `https://${instance}.example`,
      platform: 'PRESTASHOP',
      instance,
      securityKey: `key-${instance}`,
      ...options,
      organizationId,
    })
    .returning();
  await db.insert(engines).values({ siteId: site!.id, language: 'en', isDefault: true });
  return site!;
}
