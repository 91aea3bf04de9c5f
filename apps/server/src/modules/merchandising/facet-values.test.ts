import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engines } from '../../db/schema/index.ts';
import type { ConfigChange } from '../../plugins/changes.ts';
import { getSiteMerchandising } from './tuning-resources.ts';
import { siteAndNeighbour } from '../../testing/catalogue.ts';
import { getFacetValueConfig, saveFacetValueConfig } from './facet-values.service.ts';

const { db, store, shop, otherShop } = await siteAndNeighbour();

describe('facet values', () => {
  it('should list by count with nothing hidden until the merchant saves a configuration', async () => {
    const [engine] = await db.select().from(engines).where(eq(engines.siteId, shop.siteId));
    expect(await getFacetValueConfig(db, engine!.id, 'brand')).toEqual({ sort: 'count', values: [] });
  });

  it('should save an engine’s value order, notify the index manager and hand it to the pipeline', async () => {
    const [engine] = await db.select().from(engines).where(eq(engines.siteId, shop.siteId));
    const changes: ConfigChange[] = [];
    const unsubscribe = store.changes.on('config', (change) => changes.push(change));
    const config = {
      sort: 'custom',
      values: [
        { value: 'Nike', hidden: false },
        { value: 'Levis', hidden: true },
      ],
    };
    await saveFacetValueConfig(store, { siteId: shop.siteId, engineId: engine!.id }, 'brand', config, null);
    unsubscribe();
    expect(changes).toEqual([
      {
        siteId: shop.siteId,
        resource: 'facetValues',
        ids: [`facet:${engine!.id}:brand`],
        revision: expect.any(String),
      },
    ]);
    expect(await getFacetValueConfig(db, engine!.id, 'brand')).toEqual(config);
    expect((await getSiteMerchandising(db, shop.siteId)).facetValues).toEqual([
      { engineId: engine!.id, language: 'en', facet: 'brand', ...config },
    ]);
    expect((await getSiteMerchandising(db, otherShop.siteId)).facetValues).toEqual([]);
  });

  it('should reject an unknown sort and a value listed twice', async () => {
    const [engine] = await db.select().from(engines).where(eq(engines.siteId, shop.siteId));
    const scope = { siteId: shop.siteId, engineId: engine!.id };
    await expect(
      saveFacetValueConfig(store, scope, 'brand', { sort: 'random', values: [] }, null),
    ).rejects.toMatchObject({ code: 'global-400', status: 400 });
    await expect(
      saveFacetValueConfig(
        store,
        scope,
        'brand',
        {
          sort: 'custom',
          values: [
            { value: 'Nike', hidden: false },
            { value: 'Nike', hidden: true },
          ],
        },
        null,
      ),
    ).rejects.toMatchObject({ code: 'global-400' });
  });
});
