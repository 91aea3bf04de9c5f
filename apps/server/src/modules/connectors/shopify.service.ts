// Shopify app installs (protocol §3): the console asks for an authorize URL, Shopify sends the
// merchant back to the callback, which creates the site and starts its setup sync.
import { defaultTimeZone, DomainError } from '@playboard/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shopifyInstalls, sites, type SiteRow } from '../../db/schema/index.ts';
import { startSync } from '../sync/index.ts';
import { connectorError } from './connector-errors.ts';
import { insertSite, outboundPolicy, randomHex } from './connectors.service.ts';
import { shopifyConnector } from './shopify-connector.ts';
import { authorizeUrl, exchangeCode, isShopifyHmacValid } from './shopify-oauth.ts';

/** How long the merchant has to approve the install on Shopify (protocol §3). */
export const SHOPIFY_INSTALL_TTL_MS = 10 * 60 * 1000;

export const SHOPIFY_CALLBACK_PATH = '/main/v1/connectors/shopify/callback';

function shopifyApp(app: FastifyInstance) {
  const { shopifyApiKey, shopifyApiSecret } = app.config;
  if (!shopifyApiKey || !shopifyApiSecret) {
    throw new DomainError('global-503', 'The Shopify app is not configured on this server', { status: 503 });
  }
  return { apiKey: shopifyApiKey, apiSecret: shopifyApiSecret, adminOrigin: app.config.shopifyAdminOrigin };
}

/**
 * POST connectors/shopify/installs: a single-use state and Shopify's authorize URL, for an
 * organisation the caller reaches (the route declares it).
 */
export async function startShopifyInstall(
  app: FastifyInstance,
  userId: string,
  input: { organizationId: string; shopDomain: string },
): Promise<{ authorizeUrl: string }> {
  const shopify = shopifyApp(app);
  const state = randomHex(24);
  await app.db.insert(shopifyInstalls).values({
    state,
    organizationId: input.organizationId,
    userId,
    shopDomain: input.shopDomain,
    expiresAt: new Date(app.clock().getTime() + SHOPIFY_INSTALL_TTL_MS),
  });
  return {
    authorizeUrl: authorizeUrl({
      shopDomain: input.shopDomain,
      adminOrigin: shopify.adminOrigin,
      apiKey: shopify.apiKey,
      redirectUri: `${app.config.publicUrl}${SHOPIFY_CALLBACK_PATH}`,
      state,
    }),
  };
}

/**
 * GET connectors/shopify/callback: checks Shopify's signature and the state (single use, 10 min,
 * same shop), trades the code for an access token and creates the site, or refreshes the token of
 * the organisation's site for that shop when the app is installed again.
 */
export async function finishShopifyInstall(
  app: FastifyInstance,
  query: Record<string, string>,
): Promise<SiteRow> {
  const shopify = shopifyApp(app);
  if (!isShopifyHmacValid(query, shopify.apiSecret)) {
    throw new DomainError('global-403', 'The Shopify signature of this request is not valid', {
      status: 403,
    });
  }
  const [install] = await app.db
    .delete(shopifyInstalls)
    .where(and(eq(shopifyInstalls.state, query.state ?? ''), gt(shopifyInstalls.expiresAt, app.clock())))
    .returning();
  if (!install || install.shopDomain !== query.shop) {
    throw new DomainError(
      'global-400',
      'This Shopify install has expired or was already completed; start it again',
      {
        status: 400,
      },
    );
  }
  const accessToken = await exchangeCode({
    shopDomain: install.shopDomain,
    adminOrigin: shopify.adminOrigin,
    apiKey: shopify.apiKey,
    apiSecret: shopify.apiSecret,
    code: query.code ?? '',
    timeoutMs: app.config.connectorTimeoutMs,
    policy: outboundPolicy(app),
  });
  const connection = { kind: 'shopify' as const, shopDomain: install.shopDomain, accessToken };
  const info = await shopifyConnector({
    shopDomain: install.shopDomain,
    accessToken,
    adminOrigin: shopify.adminOrigin,
    timeoutMs: app.config.connectorTimeoutMs,
    policy: outboundPolicy(app),
  }).shop();
  const site = await insertSite(
    app.db,
    {
      organizationId: install.organizationId,
      name: info.shopName,
      url: info.storeUrl,
      platform: 'SHOPIFY',
      environment: 'PRODUCTION',
      securityKey: randomHex(24),
      connection,
      info,
      timeZone: defaultTimeZone({ shopZone: info.timeZone }),
    },
    'return',
  );
  // Another kind of site already has this shop's URL in the organisation.
  if (site.connection.kind !== 'shopify') throw connectorError('mot-17', site.url);
  if (site.connection.accessToken !== accessToken) {
    const [updated] = await app.db
      .update(sites)
      .set({ connection, updatedAt: app.clock() })
      .where(eq(sites.id, site.id))
      .returning();
    return updated!;
  }
  if (!site.isIndexed) await startSync(app, site, 'setup');
  return site;
}
