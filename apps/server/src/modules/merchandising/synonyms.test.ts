import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { freshDatabase } from '../../testing/test-database.ts';
import { getSiteMerchandising } from '../merchandising-config/index.ts';
import { createSite, type TestSite } from '../../testing/catalogue.ts';
import { createSynonym, deleteSynonym, listSynonyms, updateSynonym } from './synonyms.service.ts';

let handle: DatabaseHandle;
let shop: TestSite;
let otherShop: TestSite;

beforeAll(async () => {
  handle = await freshDatabase();
  shop = await createSite(handle.db);
  otherShop = await createSite(handle.db);
});

afterAll(() => handle.close());

describe('synonyms', () => {
  it('should store, update and delete a synonym group for the pipeline to read', async () => {
    const group = await createSynonym(
      handle.db,
      shop.siteId,
      {
        language: 'en',
        terms: ['jeans', 'denim trousers'],
      },
      null,
    );
    const stored = await getSiteMerchandising(handle.db, shop.siteId);
    expect(stored.synonyms.map((row) => row.terms)).toEqual([['jeans', 'denim trousers']]);
    expect(await listSynonyms(handle.db, shop.siteId)).toEqual(stored.synonyms);
    expect(await listSynonyms(handle.db, otherShop.siteId)).toEqual([]);
    await updateSynonym(
      handle.db,
      shop.siteId,
      group.id!,
      {
        language: 'en',
        terms: ['jeans', 'denim', 'denim trousers'],
      },
      null,
    );
    expect((await getSiteMerchandising(handle.db, shop.siteId)).synonyms[0]?.terms).toEqual([
      'jeans',
      'denim',
      'denim trousers',
    ]);
    await expect(
      updateSynonym(handle.db, otherShop.siteId, group.id!, { language: 'en', terms: ['a', 'b'] }, null),
    ).rejects.toMatchObject({
      status: 404,
    });
    await deleteSynonym(handle.db, shop.siteId, group.id!, null);
    expect((await getSiteMerchandising(handle.db, shop.siteId)).synonyms).toEqual([]);
  });

  it('should refuse a group of one term and a group without its language', async () => {
    await expect(
      createSynonym(handle.db, shop.siteId, { language: 'en', terms: ['sofa'] }, null),
    ).rejects.toMatchObject({ code: 'global-400', status: 400 });
    await expect(
      createSynonym(handle.db, shop.siteId, { terms: ['sofa', 'couch'] }, null),
    ).rejects.toMatchObject({
      code: 'global-400',
    });
  });
});
