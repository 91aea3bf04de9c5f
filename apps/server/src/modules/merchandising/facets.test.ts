import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { freshDatabase } from '../../testing/test-database.ts';
import { getSiteMerchandising } from '../merchandising-config/index.ts';
import { createSite, type TestSite } from '../../testing/catalogue.ts';
import { replaceFacets } from './facets.service.ts';

let handle: DatabaseHandle;
let shop: TestSite;
let otherShop: TestSite;

beforeAll(async () => {
  handle = await freshDatabase();
  shop = await createSite(handle.db);
  otherShop = await createSite(handle.db);
});

afterAll(() => handle.close());

describe('facets', () => {
  it('should replace the facet configuration in the given order', async () => {
    await replaceFacets(
      handle.db,
      shop.siteId,
      [
        { field: 'brand', type: 'value', label: { en: 'Brand' } },
        { field: 'categories', type: 'hierarchical' },
        {
          field: 'price',
          type: 'range',
          ranges: [
            { from: null, to: 50 },
            { from: 50, to: null },
          ],
        },
      ],
      null,
    );
    const { facets } = await getSiteMerchandising(handle.db, shop.siteId);
    expect(facets.map((facet) => [facet.field, facet.type])).toEqual([
      ['brand', 'value'],
      ['categories', 'hierarchical'],
      ['price', 'range'],
    ]);
  });

  it('should reject a range facet without ranges', async () => {
    await expect(
      replaceFacets(handle.db, shop.siteId, [{ field: 'price', type: 'range' }], null),
    ).rejects.toMatchObject({
      code: 'global-400',
    });
  });

  it('should leave other sites’ facets alone', async () => {
    await replaceFacets(handle.db, otherShop.siteId, [], null);
    expect((await getSiteMerchandising(handle.db, shop.siteId)).facets).toHaveLength(3);
  });
});
