import { describe, expect, it } from 'vitest';
import { getSiteMerchandising } from './tuning-resources.ts';
import { siteAndNeighbour } from '../../testing/catalogue.ts';
import { replaceFacets } from './facets.service.ts';

const { db, store, shop, otherShop } = await siteAndNeighbour();

describe('facets', () => {
  it('should replace the facet configuration in the given order', async () => {
    await replaceFacets(
      store,
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
    const { facets } = await getSiteMerchandising(db, shop.siteId);
    expect(facets.map((facet) => [facet.field, facet.type])).toEqual([
      ['brand', 'value'],
      ['categories', 'hierarchical'],
      ['price', 'range'],
    ]);
  });

  it('should reject a range facet without ranges', async () => {
    await expect(
      replaceFacets(store, shop.siteId, [{ field: 'price', type: 'range' }], null),
    ).rejects.toMatchObject({
      code: 'global-400',
    });
  });

  it('should leave other sites’ facets alone', async () => {
    await replaceFacets(store, otherShop.siteId, [], null);
    expect((await getSiteMerchandising(db, shop.siteId)).facets).toHaveLength(3);
  });
});
