// Shared setup for the sites API tests: the app, a merchant and a stranger with their tokens, and
// sites created straight in the database (site creation through the connectors is tested there).
import type { App } from '../app.ts';
import { engines, sites, type EngineRow, type SiteRow } from '../db/schema/index.ts';
import { accountTestApp, ownerAndStranger } from './account.ts';

export async function sitesTestApp(env: Record<string, string> = {}) {
  const { app, clock } = await accountTestApp(env);
  const { asOwner, asStranger, organizationId } = await ownerAndStranger(app);
  return { app, clock, asOwner, asStranger, organizationId };
}

/** A site of the organisation with an engine per language (the first is the default). */
export async function addSite(
  app: App,
  organizationId: string,
  options: { platform?: string; languages?: string[]; enabled?: boolean } = {},
): Promise<{ site: SiteRow; engines: EngineRow[] }> {
  const instance = `shop-${crypto.randomUUID().slice(0, 8)}`;
  const [site] = await app.db
    .insert(sites)
    .values({
      organizationId,
      name: instance,
      url: `https://${instance}.example.com`,
      platform: options.platform ?? 'CUSTOM',
      instance,
      securityKey: crypto.randomUUID(),
      enabled: options.enabled ?? true,
      isIndexed: true,
    })
    .returning();
  const rows = await app.db
    .insert(engines)
    .values(
      (options.languages ?? ['en']).map((language, index) => ({
        siteId: site!.id,
        language,
        isDefault: index === 0,
      })),
    )
    .returning();
  return { site: site!, engines: rows };
}
