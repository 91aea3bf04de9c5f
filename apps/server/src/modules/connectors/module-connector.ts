// The client of connector protocol v1 (docs/connectors.md): what PrestaShop, WooCommerce, Magento
// and Custom shop modules answer under their platform's base path.
import { compareVersions, MIN_CONNECTOR_VERSIONS, PLATFORMS, type Platform } from '@playboard/domain';
import { z } from 'zod';
import type { ShopConnector, ShopInfo } from '../sync/index.ts';
import { connectorError } from './connector-errors.ts';
import type { OutboundPolicy } from './outbound-policy.ts';
import { jsonBody, shopRequest, type ShopResponse } from './shop-http.ts';
import { parseShopUrl, underShop } from './shop-url.ts';

export type ModulePlatform = Exclude<Platform, 'SHOPIFY'>;

/** Where each platform's module answers, appended to the shop URL (protocol §1). */
export const MODULE_BASE_PATHS: Readonly<Record<ModulePlatform, string>> = {
  PRESTASHOP: '/module/playboard/v1',
  WOOCOMMERCE: '/wp-json/playboard/v1',
  MAGENTO: '/rest/V1/playboard',
  CUSTOM: '/playboard/v1',
};

const TOKEN_HEADER = 'X-Playboard-Token';

const PAGE_BODY_TIMEOUT_MS = 60_000;

const statusSchema = z.object({
  protocol: z.literal(1),
  module: z.literal('playboard'),
  version: z.string().regex(/^\d+(\.\d+)*/),
  enabled: z.boolean(),
  platform: z.enum(PLATFORMS),
  shopName: z.string(),
  languages: z.array(z.string().min(1)).min(1),
  defaultLanguage: z.string().min(1),
  currency: z.string().nullable().optional(),
  country: z.string().max(2).nullable().optional(),
});

const productPageSchema = z.object({
  products: z.array(z.unknown()),
  nextCursor: z.string().nullable(),
  total: z.number().int().nonnegative().nullable().optional(),
});

const deletedSchema = z.object({ ids: z.array(z.string()) });

export interface ModuleConnectorOptions {
  shopUrl: string;
  platform: ModulePlatform;
  token: string;
  timeoutMs: number;
  /** Where the shop may be (default: public addresses only). */
  policy?: OutboundPolicy;
}

function moduleErrorCode(response: ShopResponse): string | undefined {
  const parsed = z.object({ error: z.object({ code: z.string() }) }).safeParse(jsonBody(response));
  return parsed.success ? parsed.data.error.code : undefined;
}

export function moduleConnector(options: ModuleConnectorOptions): ShopConnector {
  const shopUrl = parseShopUrl(options.shopUrl);
  const base = MODULE_BASE_PATHS[options.platform];
  const headers = { [TOKEN_HEADER]: options.token, accept: 'application/json' };

  async function call(path: string, query: Record<string, string> = {}): Promise<ShopResponse> {
    const url = underShop(shopUrl, `${base}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    // The shop must start answering within the timeout (cat-02); a large page may take longer to arrive.
    return shopRequest(url, {
      headers,
      policy: options.policy,
      timeoutMs: options.timeoutMs,
      bodyTimeoutMs: Math.max(options.timeoutMs, PAGE_BODY_TIMEOUT_MS),
    });
  }

  /** Statuses every call maps alike; a 404 needs a look at the shop itself (mot-9 or mot-14). */
  async function judge(response: ShopResponse): Promise<void> {
    const { status } = response;
    if (status >= 200 && status < 300) return;
    if (status === 503 && moduleErrorCode(response) === 'module_disabled') throw connectorError('mot-10');
    if (status >= 500) throw connectorError('cat-03', `${response.url.href} answered ${status}`);
    if (status === 401 || status === 403) throw connectorError('mot-11');
    if (status === 404) {
      const shop = await shopRequest(shopUrl, { timeoutMs: options.timeoutMs, policy: options.policy }).catch(
        () => undefined,
      );
      if (shop && shop.status >= 200 && shop.status < 300) {
        throw connectorError('mot-9', `${response.url.pathname} is not found on ${shopUrl.host}`);
      }
      throw connectorError('mot-14', `nothing answers at ${response.url.href}`);
    }
    throw connectorError('mot-12', `${response.url.href} answered ${status}`);
  }

  function parse<T>(schema: z.ZodType<T>, response: ShopResponse): T {
    const parsed = schema.safeParse(jsonBody(response));
    if (!parsed.success) {
      throw connectorError('mot-14', `${response.url.pathname} did not answer the connector protocol`);
    }
    return parsed.data;
  }

  return {
    async check(): Promise<ShopInfo> {
      const response = await call('/status');
      await judge(response);
      const status = parse(statusSchema, response);
      if (status.platform !== options.platform) {
        throw connectorError('mot-14', `the shop runs ${status.platform}, not ${options.platform}`);
      }
      if (!status.enabled) throw connectorError('mot-10');
      const minimum = MIN_CONNECTOR_VERSIONS[options.platform];
      if (minimum && compareVersions(status.version, minimum) < 0) {
        throw connectorError(
          'mot-16',
          `version ${status.version} is installed, ${minimum} or later is needed`,
        );
      }
      const languages = [
        status.defaultLanguage,
        ...status.languages.filter((language) => language !== status.defaultLanguage),
      ];
      return {
        platform: options.platform,
        shopName: status.shopName,
        moduleVersion: status.version,
        languages,
        currency: status.currency ?? null,
        // Only when the module says it: modules before it answer as they did.
        ...(status.country ? { country: status.country } : {}),
      };
    },

    async products({ cursor, updatedSince, pageSize }) {
      const query: Record<string, string> = { pageSize: String(pageSize) };
      if (cursor) query.cursor = cursor;
      if (updatedSince) query.updatedSince = updatedSince.toISOString();
      const response = await call('/products', query);
      await judge(response);
      const page = parse(productPageSchema, response);
      return { products: page.products, nextCursor: page.nextCursor, total: page.total ?? null };
    },

    async deletedIds(since) {
      const response = await call('/products/deleted', { since: since.toISOString() });
      await judge(response);
      return parse(deletedSchema, response).ids;
    },
  };
}
