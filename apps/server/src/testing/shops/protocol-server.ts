// A shop module speaking connector protocol v1 (docs/connectors.md) for tests, with knobs for the
// ways a real shop fails: module missing, disabled, old, another platform, a broken status call.
import type { Platform } from '@playboard/domain';
import type { ProductInput } from '../../modules/catalog/index.ts';
import { MODULE_BASE_PATHS, type ModulePlatform } from '../../modules/connectors/module-connector.ts';
import { sendJson, sendText, startHttpServer, type TestServer } from './test-server.ts';

export interface TestProduct {
  product: ProductInput;
  updatedAt: Date;
}

export interface ProtocolServerOptions {
  platform?: ModulePlatform;
  /** The platform the status call reports, when it differs from the base path's. */
  reportAs?: Platform;
  token?: string;
  version?: string;
  enabled?: boolean;
  languages?: string[];
  /** Where the shop lives on the server (`/store`); the module answers under it. */
  shopPath?: string;
  products?: TestProduct[];
  deleted?: { id: string; deletedAt: Date }[];
  /**
   * What answers instead of the module: `missing` (the shop's pages answer, the module path 404s),
   * `status-500`, `html` (every path a 200 HTML page), `redirect-away`, `teapot` (an unexpected 4xx).
   */
  failure?: 'missing' | 'status-500' | 'html' | 'redirect-away' | 'teapot';
}

export interface ProtocolServer extends TestServer {
  /** The shop URL a merchant types: origin + shop path. */
  shopUrl: string;
}

export const TEST_TOKEN = 'test-connector-token';

export async function startProtocolServer(options: ProtocolServerOptions = {}): Promise<ProtocolServer> {
  const platform = options.platform ?? 'WOOCOMMERCE';
  const shopPath = options.shopPath ?? '';
  const base = `${shopPath}${MODULE_BASE_PATHS[platform]}`;
  const products = [...(options.products ?? [])].sort((a, b) => (a.product.id < b.product.id ? -1 : 1));

  const server = await startHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://shop.test');
    const failure = options.failure;
    if (failure === 'html') return sendText(response, 200, '<!doctype html><title>Shop</title>');
    if (failure === 'redirect-away') {
      response.writeHead(302, { location: 'http://elsewhere.example/' });
      response.end();
      return;
    }
    if (!url.pathname.startsWith(base)) {
      const home = url.pathname === `${shopPath}/` || url.pathname === shopPath || url.pathname === '/';
      return home
        ? sendText(response, 200, '<!doctype html><title>Shop</title>')
        : sendText(response, 404, 'Not found');
    }
    if (failure === 'missing') return sendText(response, 404, 'Not found');
    if (failure === 'teapot') return sendJson(response, 418, { error: { code: 'teapot', message: 'no' } });
    if (request.headers['x-playboard-token'] !== (options.token ?? TEST_TOKEN)) {
      return sendJson(response, 401, { error: { code: 'invalid_token', message: 'Wrong or missing token' } });
    }
    const call = url.pathname.slice(base.length);
    if (call === '/status') {
      if (failure === 'status-500') return sendText(response, 500, 'Fatal error');
      const languages = options.languages ?? ['en', 'es'];
      return sendJson(response, 200, {
        protocol: 1,
        module: 'playboard',
        version: options.version ?? '2.26.0',
        enabled: options.enabled ?? true,
        platform: options.reportAs ?? platform,
        shopName: 'Test Shop',
        languages,
        defaultLanguage: languages[0],
        currency: 'EUR',
      });
    }
    if (options.enabled === false) {
      return sendJson(response, 503, { error: { code: 'module_disabled', message: 'Disabled' } });
    }
    if (call === '/products') {
      const pageSize = Number(url.searchParams.get('pageSize') ?? '250');
      const updatedSince = url.searchParams.get('updatedSince');
      if (
        !Number.isInteger(pageSize) ||
        pageSize < 1 ||
        pageSize > 1000 ||
        (updatedSince && Number.isNaN(Date.parse(updatedSince)))
      ) {
        return sendJson(response, 400, { error: { code: 'invalid_parameter', message: 'Bad parameter' } });
      }
      const since = updatedSince ? new Date(updatedSince) : null;
      const matching = products.filter((entry) => !since || entry.updatedAt >= since);
      const cursor = url.searchParams.get('cursor');
      const start = cursor ? matching.findIndex((entry) => entry.product.id > cursor) : 0;
      const page = start < 0 ? [] : matching.slice(start, start + pageSize);
      const last = page.at(-1);
      const more = start >= 0 && start + pageSize < matching.length;
      return sendJson(response, 200, {
        products: page.map((entry) => entry.product),
        nextCursor: more && last ? last.product.id : null,
        total: matching.length,
      });
    }
    if (call === '/products/deleted') {
      const since = new Date(url.searchParams.get('since') ?? '');
      if (Number.isNaN(since.getTime())) {
        return sendJson(response, 400, { error: { code: 'invalid_parameter', message: 'Bad since' } });
      }
      const ids = (options.deleted ?? [])
        .filter((entry) => entry.deletedAt >= since)
        .map((entry) => entry.id);
      return sendJson(response, 200, { ids });
    }
    return sendJson(response, 404, { error: { code: 'not_found', message: 'No such call' } });
  });
  return { ...server, shopUrl: `${server.origin}${shopPath}` };
}

/** `count` products p-001… with names in English and Spanish, updated a minute apart from `from`. */
export function testProducts(count: number, from = new Date('2026-11-01T00:00:00Z')): TestProduct[] {
  return Array.from({ length: count }, (_, index) => {
    const id = `p-${String(index + 1).padStart(3, '0')}`;
    return {
      updatedAt: new Date(from.getTime() + index * 60_000),
      product: {
        id,
        sku: `SKU-${index + 1}`,
        name: { en: `Blue jeans ${index + 1}`, es: `Vaqueros azules ${index + 1}` },
        categories: { en: [['Clothing', 'Jeans']] },
        brand: 'Denimco',
        price: 40 + index,
        stock: index % 3,
        url: `https://shop.example/p/${id}`,
      },
    };
  });
}
