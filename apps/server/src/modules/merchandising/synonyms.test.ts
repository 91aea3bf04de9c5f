import { merchandisingListQuerySchema } from '@playboard/domain';
import { describe, expect, it } from 'vitest';
import { getSiteMerchandising } from './tuning-resources.ts';
import { siteAndNeighbour } from '../../testing/catalogue.ts';
import { createSynonym, deleteSynonym, listSynonyms, updateSynonym } from './synonyms.service.ts';

const { db, store, shop, otherShop } = await siteAndNeighbour();

describe('synonyms', () => {
  it('should store, update and delete a synonym group for the pipeline to read', async () => {
    const group = await createSynonym(
      store,
      shop.siteId,
      {
        language: 'en',
        terms: ['jeans', 'denim trousers'],
      },
      null,
    );
    const stored = await getSiteMerchandising(db, shop.siteId);
    expect(stored.synonyms.map((row) => row.terms)).toEqual([['jeans', 'denim trousers']]);
    const everything = merchandisingListQuerySchema.parse({});
    expect((await listSynonyms(db, shop.siteId, everything)).synonyms).toEqual(stored.synonyms);
    expect(await listSynonyms(db, otherShop.siteId, everything)).toEqual({ synonyms: [], total: 0 });
    await updateSynonym(
      store,
      shop.siteId,
      group.id!,
      {
        language: 'en',
        terms: ['jeans', 'denim', 'denim trousers'],
      },
      null,
    );
    expect((await getSiteMerchandising(db, shop.siteId)).synonyms[0]?.terms).toEqual([
      'jeans',
      'denim',
      'denim trousers',
    ]);
    await expect(
      updateSynonym(store, otherShop.siteId, group.id!, { language: 'en', terms: ['a', 'b'] }, null),
    ).rejects.toMatchObject({
      status: 404,
    });
    await deleteSynonym(store, shop.siteId, group.id!, null);
    expect((await getSiteMerchandising(db, shop.siteId)).synonyms).toEqual([]);
  });

  it('should refuse a group of one term and a group without its language', async () => {
    await expect(
      createSynonym(store, shop.siteId, { language: 'en', terms: ['sofa'] }, null),
    ).rejects.toMatchObject({ code: 'global-400', status: 400 });
    await expect(createSynonym(store, shop.siteId, { terms: ['sofa', 'couch'] }, null)).rejects.toMatchObject(
      {
        code: 'global-400',
      },
    );
  });
});
