// Connector protocol v1 (docs/connectors.md), served once per platform flavour over one catalogue.
import { createHash, timingSafeEqual } from 'node:crypto';
import { LATEST_CONNECTOR_VERSIONS, type Platform } from '@playboard/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { protocolProduct } from '../catalog/protocol-product.ts';
import { SHOP_LANGUAGES } from '../catalog/types.ts';
import { SHOP_CURRENCY, SHOP_NAME, type DemoShop } from '../shop.ts';
import { shopUrl } from '../shop-url.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

/** Base path of the module calls of each platform flavour (connector protocol v1). */
export const MODULE_BASE_PATHS = {
  PRESTASHOP: '/module/playboard/v1',
  WOOCOMMERCE: '/wp-json/playboard/v1',
  MAGENTO: '/rest/V1/playboard',
  CUSTOM: '/playboard/v1',
} as const satisfies Partial<Record<Platform, string>>;

export type ModulePlatform = keyof typeof MODULE_BASE_PATHS;

const DEFAULT_PAGE_SIZE = 250;
const MAX_PAGE_SIZE = 1000;

class ProtocolError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function sendError(reply: FastifyReply, error: ProtocolError) {
  return reply.status(error.status).send({ error: { code: error.code, message: error.message } });
}

function single(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown>)[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(name, 'must be given once');
  return value;
}

const invalid = (name: string, reason: string) =>
  new ProtocolError(400, 'invalid_parameter', `Parameter ${name} ${reason}.`);

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function instant(query: unknown, name: string): Date | undefined {
  // An unencoded `+01:00` offset reaches us as ` 01:00`.
  const text = single(query, name)?.replace(/ (\d{2}:?\d{2})$/, '+$1');
  if (text === undefined) return undefined;
  const time = ISO_8601.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(time)) throw invalid(name, 'must be an ISO 8601 date-time');
  return new Date(time);
}

function pageSize(query: unknown): number {
  const text = single(query, 'pageSize');
  if (text === undefined) return DEFAULT_PAGE_SIZE;
  const size = /^\d{1,4}$/.test(text) ? Number(text) : 0;
  if (size < 1 || size > MAX_PAGE_SIZE) {
    throw invalid('pageSize', `must be an integer from 1 to ${MAX_PAGE_SIZE}`);
  }
  return size;
}

export async function protocolRoutes(app: FastifyInstance, shop: DemoShop) {
  const token = digest(shop.token);
  const authorized = (request: FastifyRequest) => {
    const given = request.headers['x-playboard-token'];
    return typeof given === 'string' && timingSafeEqual(digest(given), token);
  };
  /** Runs a module call after the checks every call shares; status alone answers while disabled. */
  const handle =
    (answer: (request: FastifyRequest) => unknown, { whileDisabled = false } = {}) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        if (!authorized(request)) {
          throw new ProtocolError(401, 'invalid_token', 'The X-Playboard-Token header is missing or wrong.');
        }
        if (!shop.moduleEnabled && !whileDisabled) {
          throw new ProtocolError(503, 'module_disabled', 'The Playboard module is disabled in this shop.');
        }
        return reply.send(answer(request));
      } catch (error) {
        if (error instanceof ProtocolError) return sendError(reply, error);
        throw error;
      }
    };

  for (const [platform, base] of Object.entries(MODULE_BASE_PATHS)) {
    const latestVersion = LATEST_CONNECTOR_VERSIONS[platform as ModulePlatform];
    if (!latestVersion) throw new Error(`demo-shop: no latest connector version for ${platform}`);
    app.get(
      `${base}/status`,
      handle(
        () => ({
          protocol: 1,
          module: 'playboard',
          version: shop.moduleVersion ?? latestVersion,
          enabled: shop.moduleEnabled,
          platform,
          shopName: SHOP_NAME,
          languages: [...SHOP_LANGUAGES],
          defaultLanguage: 'en',
          currency: SHOP_CURRENCY,
          country: 'ES',
        }),
        { whileDisabled: true },
      ),
    );

    app.get(
      `${base}/products`,
      handle((request) => {
        const limit = pageSize(request.query);
        const cursor = single(request.query, 'cursor');
        const after = cursor ? decodeCursor(cursor) : null;
        if (after === undefined) throw invalid('cursor', 'is not a cursor this shop gave');
        const updatedSince = instant(request.query, 'updatedSince') ?? null;
        const page = shop.catalog.page({ after, limit, updatedSince });
        const url = shopUrl(request, shop);
        return {
          products: page.products.map((product) => protocolProduct(product, url)),
          nextCursor: page.next === null ? null : encodeCursor(page.next),
          total: page.total,
        };
      }),
    );

    app.get(
      `${base}/products/deleted`,
      handle((request) => {
        const since = instant(request.query, 'since');
        if (!since) throw invalid('since', 'is required');
        return { ids: shop.catalog.deletedSince(since) };
      }),
    );
  }
}
