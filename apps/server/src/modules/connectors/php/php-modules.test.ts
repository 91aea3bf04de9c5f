// The PHP shop modules against the server's own protocol client: each module runs under PHP's
// built-in server with its platform stubbed (connector-modules/testing), answering the fixture
// catalogue (testing/catalogue.json). Needs `php` on the PATH: run by `npm run test:modules`.
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LATEST_CONNECTOR_VERSIONS } from '@playboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInputSchema } from '../../catalog/index.ts';
import { MODULE_BASE_PATHS, moduleConnector } from '../module-connector.ts';
import type { DownloadablePlatform } from '../module-downloads.ts';
import { loopbackShopsPolicy } from '../../../testing/shops/test-server.ts';
import { CONNECTOR_MODULES, startPhpHarness, type PhpHarness } from '../../../testing/shops/php-harness.ts';

const run = promisify(execFile);

interface Case {
  platform: DownloadablePlatform;
  /** WordPress runs one language per site; PrestaShop and Magento shops have one per store view. */
  languages: string[];
}

const cases: Case[] = [
  { platform: 'WOOCOMMERCE', languages: ['en'] },
  { platform: 'PRESTASHOP', languages: ['en', 'es'] },
  { platform: 'MAGENTO', languages: ['en', 'es'] },
];

// The fixture's published products; 17 is a draft.
const PUBLISHED = ['11', '12', '13', '14', '15', '16'];

const texts = (languages: string[], en: string, es: string) =>
  Object.fromEntries(languages.map((language) => [language, language === 'en' ? en : es]));

describe.each(cases)('the $platform module', ({ platform, languages }) => {
  let harness: PhpHarness;
  beforeAll(async () => {
    harness = await startPhpHarness(platform);
  });
  afterAll(async () => {
    await harness.close();
  });
  const connect = (token = harness.token) =>
    moduleConnector({
      shopUrl: harness.shopUrl,
      platform,
      token,
      timeoutMs: 5000,
      policy: loopbackShopsPolicy,
    });
  const call = (path: string, token = harness.token) =>
    fetch(`${harness.shopUrl}${MODULE_BASE_PATHS[platform]}${path}`, {
      headers: { 'X-Playboard-Token': token },
    });

  it('should pass the connection check with the latest version and the shop languages', async () => {
    expect(await connect().check()).toEqual({
      platform,
      shopName: 'Harness Shop',
      moduleVersion: LATEST_CONNECTOR_VERSIONS[platform],
      languages,
      currency: 'EUR',
    });
  });

  it('should give every published product once, page after page, in id order', async () => {
    const connector = connect();
    const ids: string[] = [];
    const totals: (number | null)[] = [];
    let cursor: string | null = null;
    do {
      const page = await connector.products({ cursor, updatedSince: null, pageSize: 4 });
      for (const product of page.products) {
        expect(productInputSchema.safeParse(product).error?.issues ?? []).toEqual([]);
        ids.push((product as { id: string }).id);
      }
      totals.push(page.total);
      cursor = page.nextCursor;
    } while (cursor);

    expect(ids).toEqual(PUBLISHED);
    expect(totals).toEqual([6, 6]);
  });

  it('should map a product with its texts, categories, brand, prices, stock, variants and images', async () => {
    const page = await connect().products({ cursor: null, updatedSince: null, pageSize: 1 });

    expect(page.products[0]).toMatchObject({
      id: '11',
      sku: 'JE-11',
      name: texts(languages, 'Slim blue jeans', 'Vaqueros azules ajustados'),
      description: texts(languages, 'Stretch denim.', 'Vaquero elástico.'),
      categories: Object.fromEntries(
        languages.map((language) => [
          language,
          language === 'en' ? [['Clothing', 'Jeans']] : [['Ropa', 'Vaqueros']],
        ]),
      ),
      brand: 'Denimco',
      price: 49.9,
      salePrice: 39.9,
      stock: 12,
      availability: 'in_stock',
      attributes: { material: 'cotton' },
      variants: [
        { id: '111', sku: 'JE-11-30', price: 49.9, stock: 5, attributes: { size: '30' } },
        { id: '112', sku: 'JE-11-32', price: 49.9, stock: 7, attributes: { size: '32' } },
      ],
      images: [expect.stringMatching(/jeans-11\.jpg$/), expect.stringMatching(/jeans-11-back\.jpg$/)],
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//),
      publishedAt: '2026-09-01T10:00:00Z',
    });
    expect(page).toMatchObject({ nextCursor: '11', total: 6 });
  });

  it('should give only the products changed since an instant (updatedSince)', async () => {
    const page = await connect().products({
      cursor: null,
      updatedSince: new Date('2026-11-20T00:00:00Z'),
      pageSize: 100,
    });

    expect(page.products.map((product) => (product as { id: string }).id)).toEqual(['12', '14']);
    expect(page).toMatchObject({ nextCursor: null, total: 2 });
  });

  it('should answer 400 invalid_parameter for a page size out of 1 to 1000 or a bad date', async () => {
    const queries = ['?pageSize=0', '?pageSize=1001', '?pageSize=ten', '?updatedSince=yesterday'];
    const answers = await Promise.all(
      queries.map(async (query) => {
        const response = await call(`/products${query}`);
        return { query, status: response.status, body: await response.json() };
      }),
    );

    expect(answers).toEqual(
      queries.map((query) => ({
        query,
        status: 400,
        body: { error: { code: 'invalid_parameter', message: expect.any(String) } },
      })),
    );
  });

  it('should refuse a wrong token with 401 invalid_token, which the server reports as mot-11', async () => {
    const response = await call('/status', 'not-the-token');

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_token' } });
    await expect(connect('not-the-token').check()).rejects.toMatchObject({ code: 'mot-11' });
  });

  it('should list a product deleted in the shop and leave it out of the pull', async () => {
    const since = new Date(Date.now() - 1000);
    expect(await connect().deletedIds(since)).toEqual([]);

    await harness.act('delete', { id: '13' });

    expect(await connect().deletedIds(since)).toEqual(['13']);
    expect(await connect().deletedIds(new Date(Date.now() + 60_000))).toEqual([]);
    const page = await connect().products({ cursor: null, updatedSince: null, pageSize: 100 });
    expect(page.total).toBe(5);
  });

  it('should put the layer snippet in the storefront footer once origin and instance are set', async () => {
    const footer = await harness.act('footer', {
      origin: 'https://search.example/',
      instance: 'harness-shop-1a2b',
    });

    expect(await footer.text()).toContain(
      '<script src="https://search.example/layer.js" data-instance="harness-shop-1a2b" data-lang="en" async></script>',
    );
  });

  it('should still answer status when switched off, and refuse pulls (mot-10)', async () => {
    await harness.act('enabled', { value: '0' });
    const status = await call('/status');
    const pull = await call('/products');
    const check = connect()
      .check()
      .catch((error: unknown) => error);
    await check;
    await harness.act('enabled', { value: '1' });

    expect(await status.json()).toMatchObject({ enabled: false });
    expect(pull.status).toBe(503);
    expect(await pull.json()).toMatchObject({ error: { code: 'module_disabled' } });
    expect(await check).toMatchObject({ code: 'mot-10' });
  });
});

describe('php -l', () => {
  it('should find no syntax error in any PHP file of the modules and harnesses', async () => {
    const files = (await readdir(CONNECTOR_MODULES, { recursive: true }))
      .filter((file) => file.endsWith('.php') || file.endsWith('.phtml'))
      .map((file) => join(CONNECTOR_MODULES, file));
    expect(files.length).toBeGreaterThan(20);

    const failures: string[] = [];
    for (const file of files) {
      await run('php', ['-l', file]).catch((error: { stdout?: string }) =>
        failures.push(error.stdout ?? file),
      );
    }
    expect(failures).toEqual([]);
  });
});
