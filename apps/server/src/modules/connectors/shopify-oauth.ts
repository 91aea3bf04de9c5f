// Shopify's authorization code grant for apps (shopify.dev, "Implement authorization code grant
// manually"): the authorize redirect, the HMAC check of the callback and the code exchange.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { connectorError } from './connector-errors.ts';
import { jsonBody, shopRequest } from './shop-http.ts';
import type { OutboundPolicy } from './outbound-policy.ts';
import { shopifyOrigin, shopifyPolicy } from './shopify-connector.ts';

export const SHOPIFY_SCOPES = 'read_products';

/** A shop's permanent domain, as Shopify names it (`{shop}.myshopify.com`). */
export const shopDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/, 'must be a shop domain such as my-shop.myshopify.com');

export function authorizeUrl(options: {
  shopDomain: string;
  adminOrigin: string | undefined;
  apiKey: string;
  redirectUri: string;
  state: string;
}): string {
  const url = new URL('/admin/oauth/authorize', shopifyOrigin(options.shopDomain, options.adminOrigin));
  url.searchParams.set('client_id', options.apiKey);
  url.searchParams.set('scope', SHOPIFY_SCOPES);
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('state', options.state);
  return url.toString();
}

/** The `hmac` of a callback: HMAC-SHA256 of the other parameters, sorted, as `key=value&...`. */
export function shopifyHmac(query: Record<string, string>, secret: string): string {
  const message = Object.entries(query)
    .filter(([key]) => key !== 'hmac' && key !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function isShopifyHmacValid(query: Record<string, string>, secret: string): boolean {
  const given = Buffer.from(query.hmac ?? '', 'utf8');
  const expected = Buffer.from(shopifyHmac(query, secret), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const accessTokenAnswer = z.object({ access_token: z.string().min(1), scope: z.string().optional() });

/** Trades the callback's code for the shop's offline access token. */
export async function exchangeCode(options: {
  shopDomain: string;
  adminOrigin: string | undefined;
  apiKey: string;
  apiSecret: string;
  code: string;
  timeoutMs: number;
  policy?: OutboundPolicy;
}): Promise<string> {
  const response = await shopRequest(
    new URL('/admin/oauth/access_token', shopifyOrigin(options.shopDomain, options.adminOrigin)),
    {
      method: 'POST',
      policy: shopifyPolicy(options),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        client_id: options.apiKey,
        client_secret: options.apiSecret,
        code: options.code,
      }),
      timeoutMs: options.timeoutMs,
    },
  );
  if (response.status >= 500) throw connectorError('cat-03', `Shopify answered ${response.status}`);
  if (response.status >= 400) throw connectorError('mot-11', 'Shopify refused the authorization code');
  const parsed = accessTokenAnswer.safeParse(jsonBody(response));
  if (!parsed.success) throw connectorError('mot-14', 'Shopify did not answer an access token');
  return parsed.data.access_token;
}
