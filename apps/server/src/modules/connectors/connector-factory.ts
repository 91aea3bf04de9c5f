import { DomainError, PLATFORMS } from '@playboard/domain';
import type { SiteRow } from '../../db/schema/index.ts';
import type { ShopConnector } from '../sync/index.ts';
import { feedConnector } from './feed-connector.ts';
import { moduleConnector, type ModulePlatform } from './module-connector.ts';
import type { OutboundPolicy } from './outbound-policy.ts';
import { shopifyConnector } from './shopify-connector.ts';

/** How long a shop has to answer (protocol §1: 10 s). */
export const DEFAULT_CONNECTOR_TIMEOUT_MS = 10_000;

/** The language of a feed's unlabelled texts when the caller does not name the site's default. */
export const DEFAULT_FEED_LANGUAGE = 'en';

export interface ConnectorOptions {
  /** Default {@link DEFAULT_CONNECTOR_TIMEOUT_MS} (the server passes `CONNECTOR_TIMEOUT_MS`). */
  timeoutMs?: number;
  /** SHOPIFY_ADMIN_ORIGIN: where Shopify calls go instead of `https://{shop}`. */
  shopifyAdminOrigin?: string;
  /** The site's default language: what unlabelled feed texts are in (default `en`). */
  defaultLanguage?: string;
  /** Where shops and feeds may be (default: public addresses only). */
  policy?: OutboundPolicy;
}

export function isModulePlatform(platform: string): platform is ModulePlatform {
  return platform !== 'SHOPIFY' && (PLATFORMS as readonly string[]).includes(platform);
}

/**
 * The pull connector of a site: its module (PrestaShop, WooCommerce, Magento, Custom), its feed, or
 * Shopify's Admin API. Push sites send their products themselves and have none: this throws.
 */
export function connectorFor(site: SiteRow, options: ConnectorOptions = {}): ShopConnector {
  const timeoutMs = options.timeoutMs ?? DEFAULT_CONNECTOR_TIMEOUT_MS;
  const connection = site.connection;
  switch (connection.kind) {
    case 'module':
      if (!isModulePlatform(site.platform)) {
        throw new DomainError('global-409', `A ${site.platform} site has no connector module`, {
          status: 409,
        });
      }
      return moduleConnector({
        shopUrl: site.url,
        platform: site.platform,
        token: site.securityKey,
        timeoutMs,
        policy: options.policy,
      });
    case 'feed':
      return feedConnector({
        feedUrl: connection.feedUrl,
        format: connection.format,
        defaultLanguage: options.defaultLanguage ?? DEFAULT_FEED_LANGUAGE,
        timeoutMs,
        policy: options.policy,
      });
    case 'shopify':
      return shopifyConnector({
        shopDomain: connection.shopDomain,
        accessToken: connection.accessToken,
        adminOrigin: options.shopifyAdminOrigin,
        timeoutMs,
        policy: options.policy,
      });
    case 'push':
      throw new DomainError('global-409', 'A push site sends its products: there is nothing to pull', {
        status: 409,
      });
  }
}
