import { PLATFORMS, SITE_ENVIRONMENTS, siteSchema, type Site } from '@playboard/domain';
import type { EngineRow, SiteRow } from '../../db/schema/index.ts';

/** A site as the Main API answers it (spec 1 §3): the domain's shape, shared with the console. */
export const siteResponse = siteSchema;

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

function connectionView(connection: SiteRow['connection']): Site['connection'] {
  switch (connection.kind) {
    case 'feed':
      return { kind: 'feed', feedUrl: connection.feedUrl, format: connection.format };
    case 'shopify':
      // The access token is a secret of the server: only the shop's domain leaves.
      return { kind: 'shopify', shopDomain: connection.shopDomain };
    default:
      return { kind: connection.kind };
  }
}

export function siteView(site: SiteRow, siteEngines: readonly EngineRow[]): Site {
  return {
    uuid: site.id,
    organizationId: site.organizationId,
    name: site.name,
    url: site.url,
    platform: oneOf(PLATFORMS, site.platform, 'CUSTOM'),
    instance: site.instance,
    cssSelector: site.cssSelector,
    enabled: site.enabled,
    isIndexed: site.isIndexed,
    securityKey: site.securityKey,
    environment: oneOf(SITE_ENVIRONMENTS, site.environment, 'PRODUCTION'),
    connection: connectionView(site.connection),
    moduleVersion: site.moduleVersion,
    currency: site.currency,
    timeZone: site.timeZone,
    syncIntervalMinutes: site.syncIntervalMinutes,
    engines: siteEngines.map((engine) => ({
      uuid: engine.id,
      language: engine.language,
      default: engine.isDefault,
    })),
  };
}
