// Issue 5: a sync killed mid-way (kill -9 of the server) is picked up after restart and ends with
// the same catalogue as an uninterrupted one: no duplicates, no loss.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createDemoShop, DEFAULT_TOKEN, demoShopPlugin } from '@playboard/demo-shop';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { products, sites, syncs, type ProductRow } from '../../db/schema/index.ts';
import { productInputSchema, type Product } from '../catalog/index.ts';
import { startSync } from './index.ts';
import { insertSite } from '../../testing/sync.ts';
import { loopbackShopsEnv } from '../../testing/shops/test-server.ts';

const productCount = 1500;
const pageSize = 50;

/** The demo shop, served slowly enough that the kill lands mid-sync, counting the pages it served. */
async function serveShop() {
  const shop = createDemoShop({ products: productCount });
  const server = Fastify({ logger: false });
  let pages = 0;
  server.addHook('onSend', async (request) => {
    if (request.url.includes('/products?')) {
      pages += 1;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  });
  await server.register(demoShopPlugin, { shop });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('shop: no port');
  return { url: `http://127.0.0.1:${address.port}`, pages: () => pages, close: () => server.close() };
}

/** Every product the shop serves, as the catalogue should hold it. */
async function shopCatalogue(url: string): Promise<Product[]> {
  const all: Product[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ pageSize: '1000', ...(cursor ? { cursor } : {}) });
    const response = await fetch(`${url}/module/playboard/v1/products?${query}`, {
      headers: { 'x-playboard-token': DEFAULT_TOKEN },
    });
    const page = (await response.json()) as { products: unknown[]; nextCursor: string | null };
    all.push(...page.products.map((product) => productInputSchema.parse(product)));
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

/** A stored row in the protocol's product shape (what the shop sent, normalised). */
function asProduct(row: ProductRow): Product {
  return {
    id: row.id,
    ...(row.sku === null ? {} : { sku: row.sku }),
    name: row.name,
    description: row.description,
    categories: row.categories,
    ...(row.brand === null ? {} : { brand: row.brand }),
    price: row.price,
    ...(row.salePrice === null ? {} : { salePrice: row.salePrice }),
    ...(row.stock === null ? {} : { stock: row.stock }),
    availability: row.availability as Product['availability'],
    attributes: row.attributes,
    variants: row.variants,
    images: row.images,
    url: row.url,
    publishedAt: row.publishedAt,
  };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('sync killed mid-way', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'playboard-sync-kill-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('should resume after a restart and end with exactly the shop catalogue, as an uninterrupted sync does', async () => {
    const shop = await serveShop();
    const child = spawn(
      process.execPath,
      [join(import.meta.dirname, '../../testing/children/sync-child.ts'), dataDir, shop.url, DEFAULT_TOKEN],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`the sync process exited with ${code}`)));
    });
    const { siteId } = JSON.parse(line) as { siteId: string };
    const totalPages = productCount / pageSize;
    await waitFor('some pages served', async () => (shop.pages() >= 6 ? true : undefined));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const servedBeforeKill = shop.pages();
    expect(servedBeforeKill).toBeLessThan(totalPages);

    const config = parseEnv({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...loopbackShopsEnv,
      MODULES: 'main,realtime,search,sync',
      SYNC_PAGE_SIZE: String(pageSize),
      SYNC_LEASE_SECONDS: '1',
    });
    const database = await openDatabase(config);
    const app = await buildApp({ config, database });
    try {
      await database.migrate();
      await app.ready();
      const interrupted = await waitFor('the resumed sync', async () => {
        const [row] = await app.db.select().from(syncs).where(eq(syncs.siteId, siteId));
        return row?.status === 'done' || row?.status === 'failed' ? row : undefined;
      });
      expect(interrupted).toMatchObject({
        status: 'done',
        attempts: 2,
        total: productCount,
        processed: productCount,
        upserted: productCount,
        rejected: 0,
      });
      // The restarted worker went on from its checkpoint: the only pages asked twice are the one
      // being written and the one downloading ahead when the process died.
      expect(shop.pages() - totalPages).toBeLessThanOrEqual(2);

      const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
      const expected = (await shopCatalogue(shop.url)).sort(byId);
      const stored = (await app.db.select().from(products).where(eq(products.siteId, siteId))).sort(byId);
      expect(stored).toHaveLength(productCount);
      expect(new Set(stored.map((row) => row.id)).size).toBe(productCount);
      expect(stored.map(asProduct)).toEqual(expected);

      const [killedSite] = await app.db.select().from(sites).where(eq(sites.id, siteId));
      expect(killedSite!.isIndexed).toBe(true);
      expect((await app.searchIndexes.engine(siteId, 'en')).index.size).toBe(productCount);

      const control = await insertSite(app.db, { url: shop.url, securityKey: DEFAULT_TOKEN });
      const queued = await startSync(app, control, 'setup');
      await waitFor('the uninterrupted sync', async () => {
        const [row] = await app.db.select().from(syncs).where(eq(syncs.id, queued.id));
        return row?.status === 'done' ? row : undefined;
      });
      const uninterrupted = await app.db.select().from(products).where(eq(products.siteId, control.id));
      expect(uninterrupted.map(asProduct).sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(
        stored.map(asProduct),
      );
    } finally {
      await app.close();
      await database.close();
      await shop.close();
    }
  }, 120_000);
});
