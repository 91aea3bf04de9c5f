// A local stand-in for one Shopify shop, answering with Shopify's documented shapes (shopify.dev:
// "Implement authorization code grant manually", Admin GraphQL `shop`, `shopLocales`, `products`,
// `productsCount`, `deletionEvents`), so the install and the pulls run over real HTTP.
import { shopifyHmac } from '../../modules/connectors/shopify-oauth.ts';
import { sendJson, startHttpServer, type TestServer } from './test-server.ts';

export interface ShopifyServerOptions {
  apiKey: string;
  apiSecret: string;
  shopDomain: string;
  products?: number;
  /** Locales of the shop, the primary first. */
  locales?: string[];
}

export interface ShopifyTestProduct {
  id: number;
  updatedAt: Date;
  /** Spanish (or second locale) title and description, answered by `translations`. */
  translated: { title: string; body_html: string };
  node: Record<string, unknown>;
}

export interface ShopifyServer extends TestServer {
  products: ShopifyTestProduct[];
  /** The access tokens issued so far. */
  tokens: Set<string>;
  deleteProduct(id: number): void;
  updateProduct(id: number, title: string): void;
}

function shopifyProducts(count: number): ShopifyTestProduct[] {
  return Array.from({ length: count }, (_, index) => {
    const id = 1000 + index;
    const sizes = index % 2 === 0 ? ['S', 'M'] : ['Default Title'];
    return {
      id,
      updatedAt: new Date(Date.UTC(2026, 9, 1) + index * 60_000),
      translated: { title: `Camiseta ${index}`, body_html: `<p>Algodón <b>suave</b> ${index}</p>` },
      node: {
        id: `gid://shopify/Product/${id}`,
        handle: `t-shirt-${index}`,
        title: `T-shirt ${index}`,
        descriptionHtml: `<p>Soft <strong>cotton</strong> &amp; more ${index}</p>`,
        vendor: index % 3 === 0 ? 'Acme' : 'Northwind',
        productType: 'Shirts',
        onlineStoreUrl: index % 4 === 0 ? null : `https://ada-shop.example/products/t-shirt-${index}`,
        publishedAt: '2026-09-01T10:00:00Z',
        totalInventory: index % 5 === 0 ? 0 : 7,
        tracksInventory: true,
        collections: { nodes: [{ title: 'Summer' }] },
        media: {
          nodes: [
            { image: { url: `https://cdn.shopify.com/s/files/1/t-shirt-${index}.jpg` } },
            {}, // a video: not a MediaImage, so the inline fragment selects nothing
          ],
        },
        priceRangeV2: { minVariantPrice: { amount: '19.0', currencyCode: 'EUR' } },
        variants: {
          nodes: sizes.map((size, position) => ({
            id: `gid://shopify/ProductVariant/${id * 10 + position}`,
            sku: `TS-${index}-${size}`,
            title: size,
            price: position === 0 ? '19.00' : '21.00',
            compareAtPrice: index % 2 === 0 && position === 0 ? '25.00' : null,
            inventoryQuantity: index % 5 === 0 ? 0 : position + 3,
            selectedOptions: [{ name: size === 'Default Title' ? 'Title' : 'Size', value: size }],
          })),
        },
      },
    };
  });
}

const encodeCursor = (index: number) => Buffer.from(`cursor:${index}`).toString('base64');
const decodeCursor = (cursor: string) =>
  Number(Buffer.from(cursor, 'base64').toString().slice('cursor:'.length));

export async function startShopifyServer(options: ShopifyServerOptions): Promise<ShopifyServer> {
  const products = shopifyProducts(options.products ?? 12);
  const locales = options.locales ?? ['en', 'es'];
  const codes = new Set<string>();
  const tokens = new Set<string>();
  const deletions: { id: number; occurredAt: Date }[] = [];

  const server = await startHttpServer((request, response, body) => {
    const url = new URL(request.url ?? '/', 'http://shopify.test');

    if (url.pathname === '/admin/oauth/authorize') {
      // The merchant approves at once: Shopify sends the browser back with a signed code.
      const code = crypto.randomUUID();
      codes.add(code);
      const query: Record<string, string> = {
        code,
        host: Buffer.from(`${options.shopDomain}/admin`).toString('base64'),
        shop: options.shopDomain,
        state: url.searchParams.get('state') ?? '',
        timestamp: String(Math.floor(Date.now() / 1000)),
      };
      const target = new URL(url.searchParams.get('redirect_uri') ?? '');
      for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
      target.searchParams.set('hmac', shopifyHmac(query, options.apiSecret));
      response.writeHead(302, { location: target.toString() });
      response.end();
      return;
    }

    if (url.pathname === '/admin/oauth/access_token' && request.method === 'POST') {
      const grant = JSON.parse(body || '{}') as { client_id?: string; client_secret?: string; code?: string };
      if (
        grant.client_id !== options.apiKey ||
        grant.client_secret !== options.apiSecret ||
        !codes.delete(grant.code ?? '')
      ) {
        return sendJson(response, 400, {
          error: 'invalid_request',
          error_description: 'The authorization code was not found or was already used',
        });
      }
      const token = `shpat_${crypto.randomUUID().replaceAll('-', '')}`;
      tokens.add(token);
      return sendJson(response, 200, { access_token: token, scope: 'read_products' });
    }

    if (url.pathname === '/admin/api/2025-07/graphql.json' && request.method === 'POST') {
      if (!tokens.has(String(request.headers['x-shopify-access-token']))) {
        return sendJson(response, 401, {
          errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
        });
      }
      const { query, variables } = JSON.parse(body) as { query: string; variables: Record<string, unknown> };
      if (query.includes('shopLocales')) {
        return sendJson(response, 200, {
          data: {
            shop: {
              name: 'Ada Shop',
              currencyCode: 'EUR',
              ianaTimezone: 'Europe/Madrid',
              primaryDomain: { url: 'https://ada-shop.example' },
            },
            shopLocales: locales.map((locale, index) => ({ locale, primary: index === 0, published: true })),
          },
        });
      }
      const filter = String(variables.query ?? '');
      const since = /(?:updated_at|occurred_at):>'([^']+)'/.exec(filter)?.[1];
      if (query.includes('deletionEvents')) {
        const nodes = deletions
          .filter((event) => !since || event.occurredAt > new Date(since))
          .map((event) => ({
            subjectId: String(event.id),
            subjectType: 'PRODUCT',
            occurredAt: event.occurredAt.toISOString(),
          }));
        return sendJson(response, 200, {
          data: { deletionEvents: { pageInfo: { hasNextPage: false, endCursor: null }, nodes } },
        });
      }
      const matching = products.filter((product) => !since || product.updatedAt > new Date(since));
      const start = typeof variables.after === 'string' ? decodeCursor(variables.after) + 1 : 0;
      const first = Number(variables.first);
      const page = matching.slice(start, start + first);
      const aliases = [...query.matchAll(/(translations_\w+): translations\(locale: "([\w-]+)"\)/g)];
      return sendJson(response, 200, {
        data: {
          products: {
            pageInfo: {
              hasNextPage: start + first < matching.length,
              endCursor: page.length > 0 ? encodeCursor(start + page.length - 1) : null,
            },
            nodes: page.map((product) => ({
              ...product.node,
              ...Object.fromEntries(
                aliases.map(([, alias]) => [
                  alias,
                  [
                    { key: 'title', value: product.translated.title },
                    { key: 'body_html', value: product.translated.body_html },
                  ],
                ]),
              ),
            })),
          },
          productsCount: { count: matching.length },
        },
        extensions: { cost: { requestedQueryCost: 52, actualQueryCost: 52 } },
      });
    }

    return sendJson(response, 404, { errors: 'Not Found' });
  });

  return {
    ...server,
    products,
    tokens,
    deleteProduct(id) {
      const index = products.findIndex((product) => product.id === id);
      if (index >= 0) products.splice(index, 1);
      deletions.push({ id, occurredAt: new Date() });
    },
    updateProduct(id, title) {
      const product = products.find((entry) => entry.id === id);
      if (!product) return;
      product.node = { ...product.node, title };
      product.updatedAt = new Date();
    },
  };
}
