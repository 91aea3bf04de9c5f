import { describe, expect, it } from 'vitest';
import { getSiteMerchandising } from './tuning-resources.ts';
import { siteAndNeighbour } from '../../testing/catalogue.ts';
import {
  createNextQueries,
  deleteNextQueries,
  listNextQueries,
  updateNextQueries,
} from './next-queries.service.ts';

const { db, store, shop, otherShop } = await siteAndNeighbour();

describe('next queries', () => {
  it('should store, update and delete curated next queries for the pipeline to read', async () => {
    const entry = await createNextQueries(
      store,
      shop.siteId,
      {
        language: 'en',
        query: 'jeans',
        nextQueries: ['denim jacket'],
      },
      null,
    );
    expect((await getSiteMerchandising(db, shop.siteId)).nextQueries).toEqual([entry]);
    expect(await listNextQueries(db, shop.siteId)).toEqual([entry]);
    expect(await listNextQueries(db, otherShop.siteId)).toEqual([]);
    await updateNextQueries(
      store,
      shop.siteId,
      entry.id!,
      {
        language: 'en',
        query: 'jeans',
        nextQueries: ['denim jacket', 'belt'],
      },
      null,
    );
    expect((await getSiteMerchandising(db, shop.siteId)).nextQueries[0]?.nextQueries).toEqual([
      'denim jacket',
      'belt',
    ]);
    await expect(deleteNextQueries(store, otherShop.siteId, entry.id!, null)).rejects.toMatchObject({
      code: 'global-404',
    });
    await deleteNextQueries(store, shop.siteId, entry.id!, null);
    expect((await getSiteMerchandising(db, shop.siteId)).nextQueries).toEqual([]);
  });

  it('should refuse an entry without next queries', async () => {
    await expect(
      createNextQueries(store, shop.siteId, { language: 'en', query: 'jeans', nextQueries: [] }, null),
    ).rejects.toMatchObject({ code: 'global-400', status: 400 });
  });
});
