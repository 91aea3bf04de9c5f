import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, sites } from '../../db/schema/index.ts';
import { testApp } from '../../testing/test-app.ts';
import { shopProduct } from '../../testing/shops/memory-shop.ts';
import { insertSite } from '../../testing/sync.ts';

const { app } = await testApp({ MODULES: 'main,realtime,search' });

async function storedIds(siteId: string): Promise<string[]> {
  const rows = await app.db.select({ id: products.id }).from(products).where(eq(products.siteId, siteId));
  return rows.map((row) => row.id).sort();
}

function push(siteId: string, payload: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url: `/index/v1/sites/${siteId}/products`,
    headers: token === undefined ? {} : { 'connector-token': token },
    payload: payload as object,
  });
}

describe('POST /index/v1/sites/{siteId}/products', () => {
  it('should store the valid products, reject the others with their reason, and mark a push site indexed', async () => {
    const site = await insertSite(app.db, { platform: 'CUSTOM', connection: { kind: 'push' } });
    const response = await push(
      site.id,
      {
        products: [shopProduct('a'), shopProduct('b', { url: 'not a url' }), shopProduct('c'), { sku: 'x' }],
      },
      site.securityKey,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      upserted: 2,
      rejected: [
        { id: 'b', reason: expect.stringContaining('url') },
        { id: '', reason: expect.stringContaining('id') },
      ],
    });
    expect(await storedIds(site.id)).toEqual(['a', 'c']);
    const [row] = await app.db.select().from(sites).where(eq(sites.id, site.id));
    expect(row!.isIndexed).toBe(true);
    await app.searchIndexes.settled(site.id);
    expect((await app.searchIndexes.engine(site.id, 'en')).index.size).toBe(2);
  });

  it('should answer 401 mot-11 for a missing or wrong token and 404 for an unknown site, changing nothing', async () => {
    const site = await insertSite(app.db, { platform: 'CUSTOM', connection: { kind: 'push' } });
    const other = await insertSite(app.db, { platform: 'CUSTOM', connection: { kind: 'push' } });
    const body = { products: [shopProduct('a')] };
    for (const token of [undefined, 'wrong', other.securityKey]) {
      const response = await push(site.id, body, token);
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].code).toBe('mot-11');
    }
    const unknown = await push(crypto.randomUUID(), body, site.securityKey);
    expect(unknown.statusCode).toBe(404);
    expect(await storedIds(site.id)).toEqual([]);
  });

  it('should answer 400 for more than 1000 products or a body without products, changing nothing', async () => {
    const site = await insertSite(app.db, { platform: 'CUSTOM', connection: { kind: 'push' } });
    const many = Array.from({ length: 1001 }, (_, index) => shopProduct(`p${index}`));
    for (const payload of [{ products: many }, { items: [] }, { products: 'all' }]) {
      const response = await push(site.id, payload, site.securityKey);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('global-400');
    }
    expect(await storedIds(site.id)).toEqual([]);
  });
});

describe('POST /index/v1/sites/{siteId}/products/deletions', () => {
  it('should remove the given products, ignore unknown ids and leave other sites alone', async () => {
    const site = await insertSite(app.db, { platform: 'CUSTOM', connection: { kind: 'push' } });
    const other = await insertSite(app.db, { platform: 'CUSTOM', connection: { kind: 'push' } });
    const catalogue = { products: [shopProduct('a'), shopProduct('b'), shopProduct('c')] };
    await push(site.id, catalogue, site.securityKey);
    await push(other.id, catalogue, other.securityKey);

    const response = await app.inject({
      method: 'POST',
      url: `/index/v1/sites/${site.id}/products/deletions`,
      headers: { 'connector-token': site.securityKey },
      payload: { ids: ['a', 'c', 'missing'] },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ removed: 2 });
    expect(await storedIds(site.id)).toEqual(['b']);
    expect(await storedIds(other.id)).toEqual(['a', 'b', 'c']);
  });

  it('should answer 401 with a wrong token and 400 for ids that are not strings', async () => {
    const site = await insertSite(app.db, { platform: 'CUSTOM', connection: { kind: 'push' } });
    await push(site.id, { products: [shopProduct('a')] }, site.securityKey);
    const url = `/index/v1/sites/${site.id}/products/deletions`;
    const wrong = await app.inject({
      method: 'POST',
      url,
      headers: { 'connector-token': 'nope' },
      payload: { ids: ['a'] },
    });
    expect(wrong.statusCode).toBe(401);
    const bad = await app.inject({
      method: 'POST',
      url,
      headers: { 'connector-token': site.securityKey },
      payload: { ids: [1, 2] },
    });
    expect(bad.statusCode).toBe(400);
    expect(await storedIds(site.id)).toEqual(['a']);
  });
});
