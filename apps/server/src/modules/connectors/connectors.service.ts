import {
  compareVersions,
  defaultTimeZone,
  DomainError,
  LATEST_CONNECTOR_VERSIONS,
  MIN_CONNECTOR_VERSIONS,
  platformCapabilities,
  PLATFORMS,
  type ConnectorInfo,
  type Platform,
  type SiteCreate,
} from '@playboard/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import {
  engines,
  organizations,
  sites,
  type SiteConnectionValue,
  type SiteRow,
} from '../../db/schema/index.ts';
import { startSync } from '../sync/index.ts';
import type { ShopConnector, ShopInfo } from '../sync/index.ts';
import { connectorFor, DEFAULT_FEED_LANGUAGE, type ConnectorOptions } from './connector-factory.ts';
import { connectorError, isConnectorFailureCode } from './connector-errors.ts';
import { feedConnector } from './feed-connector.ts';
import { moduleConnector, type ModulePlatform } from './module-connector.ts';
import { OutboundPolicy } from './outbound-policy.ts';
import { parseShopUrl, shopUrlText, siteUrlKey } from './shop-url.ts';

/**
 * Where this server's connectors may go: public addresses, what CONNECTOR_ALLOWED_HOSTS allows,
 * and the demo shop this process serves (`npm start` connects it), but nothing else of its own.
 */
export function outboundPolicy(app: FastifyInstance): OutboundPolicy {
  return new OutboundPolicy({
    allowedHosts: app.config.connectorAllowedHosts,
    trustedUrls: app.demoShop ? [`${app.config.publicUrl}${app.demoShop.basePath}`] : [],
  });
}

/** The connector options of this server (timeout, Shopify stand-in, policy), for the sync and the checks. */
export function connectorOptions(app: FastifyInstance): ConnectorOptions {
  return {
    timeoutMs: app.config.connectorTimeoutMs,
    shopifyAdminOrigin: app.config.shopifyAdminOrigin,
    policy: outboundPolicy(app),
  };
}

/** Sites of the organisation already at this URL (protocol §1, mot-17). */
async function refuseDuplicate(db: Database, organizationId: string, url: string): Promise<void> {
  const key = siteUrlKey(url);
  const rows = await db
    .select({ url: sites.url })
    .from(sites)
    .where(eq(sites.organizationId, organizationId));
  if (rows.some((row) => siteUrlKey(row.url) === key)) throw connectorError('mot-17', url);
}

/** GET connectors/{type}/sites/check: the checks of protocol §1 in their order. */
export async function checkShop(
  app: FastifyInstance,
  input: {
    platform: ModulePlatform;
    siteUri: string;
    token: string;
    /** An organisation the caller reaches, whose sites the URL must not duplicate. */
    organizationId?: string | undefined;
  },
): Promise<ShopInfo> {
  const shopUrl = parseShopUrl(input.siteUri);
  if (input.organizationId) await refuseDuplicate(app.db, input.organizationId, shopUrlText(shopUrl));
  return moduleConnector({
    shopUrl: shopUrlText(shopUrl),
    platform: input.platform,
    token: input.token,
    timeoutMs: app.config.connectorTimeoutMs,
    policy: outboundPolicy(app),
  }).check();
}

/** `bytes` random bytes as hex: instance suffixes, generated security keys, OAuth states. */
export function randomHex(bytes: number): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString('hex');
}

/** A readable instance key from the shop's host: `https://www.demo-shop.example` → `demo-shop-1a2b`. */
function instanceCandidate(url: URL): string {
  const labels = url.hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.');
  // The top-level domain says nothing about the shop; an IP address keeps all its parts.
  const numeric = labels.every((label) => /^\d+$/.test(label));
  const name = (labels.length > 1 && !numeric ? labels.slice(0, -1) : labels).join('-');
  const slug =
    name
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'shop';
  return `${slug}-${randomHex(2)}`;
}

async function uniqueInstance(db: Pick<Database, 'select'>, url: URL): Promise<string> {
  for (;;) {
    const candidate = instanceCandidate(url);
    const [taken] = await db.select({ id: sites.id }).from(sites).where(eq(sites.instance, candidate));
    if (!taken) return candidate;
  }
}

/** The shop's answer for a new site's connection; push sites tell nothing until they send products. */
async function inspect(app: FastifyInstance, input: SiteCreate, shopUrl: URL): Promise<ShopInfo> {
  const connection = input.connection ?? { kind: 'module' };
  const timeoutMs = app.config.connectorTimeoutMs;
  const policy = outboundPolicy(app);
  switch (connection.kind) {
    case 'module':
      return moduleConnector({
        shopUrl: shopUrlText(shopUrl),
        platform: input.platform as ModulePlatform,
        token: input.securityKey ?? '',
        timeoutMs,
        policy,
      }).check();
    case 'feed':
      return feedConnector({
        ...connection,
        defaultLanguage: DEFAULT_FEED_LANGUAGE,
        timeoutMs,
        policy,
      }).check();
    case 'push':
      return {
        platform: 'CUSTOM',
        shopName: input.name,
        moduleVersion: null,
        languages: [DEFAULT_FEED_LANGUAGE],
        currency: null,
      };
  }
}

export interface NewSite {
  organizationId: string;
  name: string;
  url: string;
  platform: Platform;
  environment: string;
  securityKey: string;
  connection: SiteConnectionValue;
  info: ShopInfo;
  /** The site's IANA zone; UTC when not given. */
  timeZone?: string;
}

/**
 * Writes the site and one engine per shop language (the shop's default is the default engine). The
 * organisation row is locked first, so of two identical submits the second finds the first site and
 * answers mot-17 instead of creating another.
 */
export async function insertSite(
  db: Database,
  site: NewSite,
  duplicate: 'refuse' | 'return',
): Promise<SiteRow> {
  const url = new URL(site.url);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, site.organizationId))
      .for('update');
    const key = siteUrlKey(site.url);
    const existing = (
      await tx.select().from(sites).where(eq(sites.organizationId, site.organizationId))
    ).find((row) => siteUrlKey(row.url) === key);
    if (existing) {
      if (duplicate === 'refuse') throw connectorError('mot-17', site.url);
      return existing;
    }
    const [row] = await tx
      .insert(sites)
      .values({
        organizationId: site.organizationId,
        name: site.name,
        url: site.url,
        platform: site.platform,
        instance: await uniqueInstance(tx, url),
        securityKey: site.securityKey,
        environment: site.environment,
        connection: site.connection,
        moduleVersion: site.info.moduleVersion,
        currency: site.info.currency,
        timeZone: site.timeZone,
      })
      .returning();
    // As the shop reports them: its products label their texts with the same codes.
    const languages = [...new Set(site.info.languages)];
    await tx
      .insert(engines)
      .values(languages.map((language, index) => ({ siteId: row!.id, language, isDefault: index === 0 })));
    return row!;
  });
}

/** POST organizations/{id}/sites: check the shop, create the site with its engines, start the setup sync. */
export async function createSite(
  app: FastifyInstance,
  organizationId: string,
  input: SiteCreate,
): Promise<SiteRow> {
  if (!platformCapabilities[input.platform].addSite) {
    throw new DomainError(
      'global-400',
      `${input.platform} shops are connected by installing the Playboard app`,
      {
        status: 400,
      },
    );
  }
  const shopUrl = parseShopUrl(input.url);
  const url = shopUrlText(shopUrl);
  await refuseDuplicate(app.db, organizationId, url);
  const info = await inspect(app, input, shopUrl);
  const connection: SiteConnectionValue = input.connection ?? { kind: 'module' };
  const site = await insertSite(
    app.db,
    {
      organizationId,
      name: input.name,
      url,
      platform: input.platform,
      environment: input.environment,
      // Feed and push sites get a key too: push calls authenticate with it.
      securityKey: input.securityKey ?? randomHex(24),
      connection,
      info,
      timeZone: defaultTimeZone({ country: info.country, browserZone: input.browserTimeZone }),
    },
    'refuse',
  );
  // A push site has nothing to pull: its first push is its setup.
  if (connection.kind !== 'push') await startSync(app, site, 'setup');
  return site;
}

const checkNames = ['reachable', 'module', 'token', 'version'] as const;

/** Which remote check a failure code belongs to. */
function failedCheck(code: string): (typeof checkNames)[number] {
  if (code === 'mot-11') return 'token';
  if (code === 'mot-16') return 'version';
  if (code === 'mot-9' || code === 'mot-10' || code === 'mot-14') return 'module';
  return 'reachable';
}

export interface RemoteChecks {
  checkedAt: string;
  checks: { name: (typeof checkNames)[number]; ok: boolean; code: string | null; message: string | null }[];
}

/**
 * GET sites/{id}/remote-checks: the connection checks in order (reachable, module, token, version);
 * the first that fails carries the spec code, the ones after it were not run. A passing check
 * records the version the shop reports now.
 */
export async function remoteChecks(
  app: FastifyInstance,
  site: SiteRow,
  connector?: ShopConnector,
): Promise<RemoteChecks> {
  const checkedAt = app.clock().toISOString();
  if (site.connection.kind === 'push') {
    return {
      checkedAt,
      checks: checkNames.map((name) => ({
        name,
        ok: true,
        code: null,
        message: 'Push sites send their products',
      })),
    };
  }
  try {
    const info = await (connector ?? connectorFor(site, connectorOptions(app))).check();
    if (info.moduleVersion !== site.moduleVersion || info.currency !== site.currency) {
      await app.db
        .update(sites)
        .set({
          moduleVersion: info.moduleVersion,
          currency: info.currency ?? site.currency,
          updatedAt: app.clock(),
        })
        .where(eq(sites.id, site.id));
    }
    return { checkedAt, checks: checkNames.map((name) => ({ name, ok: true, code: null, message: null })) };
  } catch (error) {
    if (!(error instanceof DomainError) || !isConnectorFailureCode(error.code)) throw error;
    const failed = checkNames.indexOf(failedCheck(error.code));
    return {
      checkedAt,
      checks: checkNames.map((name, index) => {
        if (index < failed) return { name, ok: true, code: null, message: null };
        if (index === failed) return { name, ok: false, code: error.code, message: error.message };
        return { name, ok: false, code: null, message: 'Not checked: an earlier check failed' };
      }),
    };
  }
}

function platformOf(site: SiteRow): Platform {
  return (PLATFORMS as readonly string[]).includes(site.platform) ? (site.platform as Platform) : 'CUSTOM';
}

/** GET sites/{id}/connector: the installed module against the platform's minimum and latest. */
export function connectorInfo(site: SiteRow): ConnectorInfo {
  const platform = platformOf(site);
  const withModule = site.connection.kind === 'module';
  const installedVersion = withModule ? site.moduleVersion : null;
  const latestVersion = withModule ? LATEST_CONNECTOR_VERSIONS[platform] : null;
  const updateable = withModule && platformCapabilities[platform].isUpdateable;
  return {
    platform,
    installedVersion,
    latestVersion,
    minimumVersion: withModule ? MIN_CONNECTOR_VERSIONS[platform] : null,
    updateAvailable:
      updateable &&
      installedVersion !== null &&
      latestVersion !== null &&
      compareVersions(installedVersion, latestVersion) < 0,
    updateable,
  };
}

/** GET sites/{id}/connector/{version}/match: whether the installed module is at least `version`. */
export function versionMatch(site: SiteRow, version: string) {
  const installedVersion = site.connection.kind === 'module' ? site.moduleVersion : null;
  return {
    version,
    installedVersion,
    matches: installedVersion !== null && compareVersions(installedVersion, version) >= 0,
  };
}
