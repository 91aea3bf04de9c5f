// Shopify shops have no Playboard module: the app reads Shopify's Admin GraphQL API with the access
// token of its install (protocol §3) and maps Shopify's product shape to the protocol's Product.
import { z } from 'zod';
import type { ProductPage, ShopConnector, ShopInfo } from '../sync/index.ts';
import { connectorError } from './connector-errors.ts';
import { PUBLIC_ONLY, type OutboundPolicy } from './outbound-policy.ts';
import { jsonBody, shopRequest } from './shop-http.ts';

export const SHOPIFY_API_VERSION = '2025-07';

export interface ShopifyConnectorOptions {
  shopDomain: string;
  accessToken: string;
  /** Replaces `https://{shopDomain}` (SHOPIFY_ADMIN_ORIGIN). */
  adminOrigin?: string;
  timeoutMs: number;
  /** Where the shop may be (default: public addresses only). */
  policy?: OutboundPolicy;
}

/** `https://{shop}`, or the configured stand-in that answers Shopify's shapes. */
export function shopifyOrigin(shopDomain: string, adminOrigin: string | undefined): string {
  return adminOrigin ?? `https://${shopDomain}`;
}

/** The policy for Shopify calls: the operator chose SHOPIFY_ADMIN_ORIGIN, so it is reached wherever it is. */
export function shopifyPolicy(options: { adminOrigin?: string; policy?: OutboundPolicy }): OutboundPolicy {
  const policy = options.policy ?? PUBLIC_ONLY;
  return options.adminOrigin ? policy.trusting(options.adminOrigin) : policy;
}

const money = z.object({ amount: z.string(), currencyCode: z.string() });

const variantSchema = z.object({
  id: z.string(),
  sku: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  price: z.string(),
  compareAtPrice: z.string().nullable().optional(),
  inventoryQuantity: z.number().nullable().optional(),
  selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })).default([]),
});

const translationsSchema = z.array(z.object({ key: z.string(), value: z.string().nullable() }));

const productSchema = z.looseObject({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  descriptionHtml: z.string().nullable().optional(),
  vendor: z.string().nullable().optional(),
  productType: z.string().nullable().optional(),
  onlineStoreUrl: z.string().nullable().optional(),
  publishedAt: z.string().nullable().optional(),
  totalInventory: z.number().nullable().optional(),
  tracksInventory: z.boolean().nullable().optional(),
  collections: z.object({ nodes: z.array(z.object({ title: z.string() })) }).optional(),
  media: z
    .object({ nodes: z.array(z.object({ image: z.object({ url: z.string() }).nullable().optional() })) })
    .optional(),
  priceRangeV2: z.object({ minVariantPrice: money }),
  variants: z.object({ nodes: z.array(variantSchema) }),
});

type ShopifyProduct = z.infer<typeof productSchema>;

const productsAnswer = z.object({
  products: z.object({
    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
    nodes: z.array(productSchema),
  }),
  productsCount: z.object({ count: z.number().int() }).nullable().optional(),
});

const shopAnswer = z.object({
  shop: z.object({
    name: z.string(),
    currencyCode: z.string().nullable().optional(),
    ianaTimezone: z.string().nullable().optional(),
    primaryDomain: z.object({ url: z.string() }).nullable().optional(),
  }),
  shopLocales: z.array(z.object({ locale: z.string(), primary: z.boolean(), published: z.boolean() })),
});

const deletionsAnswer = z.object({
  deletionEvents: z.object({
    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
    nodes: z.array(z.object({ subjectId: z.string(), subjectType: z.string() })),
  }),
});

/** `gid://shopify/Product/123` → `123`: deletion events name products by the same number. */
function legacyId(id: string): string {
  return id.slice(id.lastIndexOf('/') + 1);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Shopify descriptions are HTML; the search indexes their words. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (match, entity: string) => {
      if (entity.startsWith('#x') || entity.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
      return entities[entity.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function amount(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function translationAlias(locale: string): string {
  return `translations_${locale.replaceAll('-', '_')}`;
}

/** Shopify's product → the protocol's Product (docs/connectors.md, "Shopify"). */
export function shopifyProduct(
  product: ShopifyProduct,
  context: { languages: string[]; storeUrl: string },
): Record<string, unknown> {
  const [language, ...others] = context.languages as [string, ...string[]];
  const name: Record<string, string> = { [language]: product.title };
  const description: Record<string, string> = {};
  if (product.descriptionHtml) description[language] = htmlToText(product.descriptionHtml);
  for (const other of others) {
    const parsed = translationsSchema.safeParse(product[translationAlias(other)]);
    if (!parsed.success) continue;
    for (const { key, value } of parsed.data) {
      if (!value) continue;
      if (key === 'title') name[other] = value;
      if (key === 'body_html') description[other] = htmlToText(value);
    }
  }
  const paths = [
    ...(product.productType ? [[product.productType]] : []),
    ...(product.collections?.nodes ?? []).map((collection) => [collection.title]),
  ];
  const variants = product.variants.nodes;
  const cheapest = [...variants].sort((a, b) => (amount(a.price) ?? 0) - (amount(b.price) ?? 0))[0];
  const cheapestPrice = amount(cheapest?.price) ?? amount(product.priceRangeV2.minVariantPrice.amount) ?? 0;
  const compareAt = amount(cheapest?.compareAtPrice);
  const onSale = compareAt !== undefined && compareAt > cheapestPrice;
  const stock = product.totalInventory ?? undefined;
  const tracked = product.tracksInventory !== false;
  const hasOptions = variants.some((variant) =>
    variant.selectedOptions.some((option) => option.name !== 'Title' || option.value !== 'Default Title'),
  );
  return {
    id: legacyId(product.id),
    ...(cheapest?.sku ? { sku: cheapest.sku } : {}),
    name,
    description,
    categories: paths.length > 0 ? { [language]: paths } : {},
    ...(product.vendor ? { brand: product.vendor } : {}),
    price: onSale ? compareAt : cheapestPrice,
    ...(onSale ? { salePrice: cheapestPrice } : {}),
    ...(tracked && stock !== undefined ? { stock: Math.max(0, stock) } : {}),
    availability: !tracked || (stock ?? 0) > 0 ? 'in_stock' : 'out_of_stock',
    variants: hasOptions
      ? variants.map((variant) => {
          const price = amount(variant.price);
          const before = amount(variant.compareAtPrice);
          const variantOnSale = price !== undefined && before !== undefined && before > price;
          return {
            id: legacyId(variant.id),
            ...(variant.sku ? { sku: variant.sku } : {}),
            ...(variant.title ? { name: { [language]: variant.title } } : {}),
            price: variantOnSale ? before : price,
            ...(variantOnSale ? { salePrice: price } : {}),
            ...(tracked && typeof variant.inventoryQuantity === 'number'
              ? { stock: Math.max(0, variant.inventoryQuantity) }
              : {}),
            attributes: Object.fromEntries(
              variant.selectedOptions.map((option) => [option.name.toLowerCase(), option.value]),
            ),
          };
        })
      : [],
    images: (product.media?.nodes ?? []).flatMap((node) => (node.image ? [node.image.url] : [])),
    url: product.onlineStoreUrl ?? `${context.storeUrl}/products/${product.handle}`,
    ...(product.publishedAt ? { publishedAt: product.publishedAt } : {}),
  };
}

function productsQuery(translationLocales: string[]): string {
  const translations = translationLocales
    .map((locale) => `${translationAlias(locale)}: translations(locale: "${locale}") { key value }`)
    .join('\n        ');
  return `query PlayboardProducts($first: Int!, $after: String, $query: String) {
    products(first: $first, after: $after, query: $query, sortKey: ID) {
      pageInfo { hasNextPage endCursor }
      nodes {
        id handle title descriptionHtml vendor productType onlineStoreUrl publishedAt
        totalInventory tracksInventory
        collections(first: 20) { nodes { title } }
        media(first: 20) { nodes { ... on MediaImage { image { url } } } }
        priceRangeV2 { minVariantPrice { amount currencyCode } }
        variants(first: 100) {
          nodes { id sku title price compareAtPrice inventoryQuantity selectedOptions { name value } }
        }
        ${translations}
      }
    }
    productsCount(query: $query) { count }
  }`;
}

const SHOP_QUERY = `query PlayboardShop {
  shop { name currencyCode ianaTimezone primaryDomain { url } }
  shopLocales { locale primary published }
}`;

const DELETIONS_QUERY = `query PlayboardDeletions($after: String, $query: String) {
  deletionEvents(first: 250, after: $after, subjectTypes: [PRODUCT], query: $query, sortKey: ID) {
    pageInfo { hasNextPage endCursor }
    nodes { subjectId subjectType }
  }
}`;

const localePattern = /^[a-z]{2}(-[A-Za-z]{2})?$/;

export function shopifyConnector(options: ShopifyConnectorOptions): ShopConnector & {
  shop(): Promise<ShopInfo & { storeUrl: string }>;
} {
  const endpoint = new URL(
    `/admin/api/${SHOPIFY_API_VERSION}/graphql.json`,
    shopifyOrigin(options.shopDomain, options.adminOrigin),
  );
  const policy = shopifyPolicy(options);

  async function graphql<T>(schema: z.ZodType<T>, query: string, variables: Record<string, unknown>) {
    const response = await shopRequest(endpoint, {
      method: 'POST',
      policy,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'X-Shopify-Access-Token': options.accessToken,
      },
      body: JSON.stringify({ query, variables }),
      timeoutMs: options.timeoutMs,
      maxBytes: 50 * 1024 * 1024,
    });
    const { status } = response;
    if (status >= 500 || status === 429) throw connectorError('cat-03', `Shopify answered ${status}`);
    if (status === 401 || status === 403) throw connectorError('mot-11', 'Shopify refused the access token');
    if (status === 404) throw connectorError('mot-14', `${options.shopDomain} is not a Shopify shop`);
    if (status < 200 || status >= 300) throw connectorError('mot-12', `Shopify answered ${status}`);
    const body = z
      .object({
        data: z.unknown().optional(),
        errors: z
          .array(z.object({ message: z.string(), extensions: z.looseObject({}).optional() }))
          .optional(),
      })
      .safeParse(jsonBody(response));
    if (!body.success) throw connectorError('mot-14', 'Shopify did not answer GraphQL');
    const [error] = body.data.errors ?? [];
    if (error) {
      const throttled = error.extensions?.code === 'THROTTLED';
      throw connectorError(throttled ? 'cat-03' : 'mot-12', `Shopify: ${error.message}`);
    }
    const data = schema.safeParse(body.data.data);
    if (!data.success) throw connectorError('mot-14', 'Shopify answered an unexpected shape');
    return data.data;
  }

  let shopInfo: Promise<ShopInfo & { storeUrl: string }> | undefined;
  const shop = () => {
    shopInfo ??= graphql(shopAnswer, SHOP_QUERY, {})
      .then((answer) => {
        const published = answer.shopLocales.filter(
          (locale) => (locale.published || locale.primary) && localePattern.test(locale.locale),
        );
        const primary = published.find((locale) => locale.primary) ?? published[0];
        const languages = [
          ...(primary ? [primary.locale] : ['en']),
          ...published.filter((locale) => locale !== primary).map((locale) => locale.locale),
        ];
        return {
          platform: 'SHOPIFY' as const,
          shopName: answer.shop.name,
          moduleVersion: null,
          languages,
          currency: answer.shop.currencyCode ?? null,
          timeZone: answer.shop.ianaTimezone ?? null,
          storeUrl: (answer.shop.primaryDomain?.url ?? `https://${options.shopDomain}`).replace(/\/$/, ''),
        };
      })
      .catch((error: unknown) => {
        shopInfo = undefined;
        throw error;
      });
    return shopInfo;
  };

  return {
    shop,

    async check() {
      const info = await shop();
      return {
        platform: info.platform,
        shopName: info.shopName,
        moduleVersion: null,
        languages: info.languages,
        currency: info.currency,
      };
    },

    async products({ cursor, updatedSince, pageSize }): Promise<ProductPage> {
      const info = await shop();
      const filters = ['status:active'];
      if (updatedSince) filters.push(`updated_at:>'${updatedSince.toISOString()}'`);
      const answer = await graphql(productsAnswer, productsQuery(info.languages.slice(1)), {
        first: Math.min(pageSize, 250),
        after: cursor,
        query: filters.join(' AND '),
      });
      const { pageInfo, nodes } = answer.products;
      return {
        products: nodes.map((product) => shopifyProduct(product, info)),
        nextCursor: pageInfo.hasNextPage ? pageInfo.endCursor : null,
        total: answer.productsCount?.count ?? null,
      };
    },

    async deletedIds(since) {
      const ids: string[] = [];
      let after: string | null = null;
      do {
        const answer: z.infer<typeof deletionsAnswer> = await graphql(deletionsAnswer, DELETIONS_QUERY, {
          after,
          query: `occurred_at:>'${since.toISOString()}'`,
        });
        ids.push(
          ...answer.deletionEvents.nodes
            .filter((event) => event.subjectType === 'PRODUCT')
            .map((event) => legacyId(event.subjectId)),
        );
        after = answer.deletionEvents.pageInfo.hasNextPage ? answer.deletionEvents.pageInfo.endCursor : null;
      } while (after);
      return ids;
    },
  };
}
