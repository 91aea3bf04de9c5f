import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { freshDatabase } from '../../testing/test-database.ts';
import { getSiteMerchandising } from '../merchandising-config/index.ts';
import { createSite, type TestSite } from '../../testing/catalogue.ts';
import {
  createNextQueries,
  deleteNextQueries,
  listNextQueries,
  updateNextQueries,
} from './next-queries.service.ts';

let handle: DatabaseHandle;
let shop: TestSite;
let otherShop: TestSite;

beforeAll(async () => {
  handle = await freshDatabase();
  shop = await createSite(handle.db);
  otherShop = await createSite(handle.db);
});

afterAll(() => handle.close());

describe('next queries', () => {
  it('should store, update and delete curated next queries for the pipeline to read', async () => {
    const entry = await createNextQueries(
      handle.db,
      shop.siteId,
      {
        language: 'en',
        query: 'jeans',
        nextQueries: ['denim jacket'],
      },
      null,
    );
    expect((await getSiteMerchandising(handle.db, shop.siteId)).nextQueries).toEqual([entry]);
    expect(await listNextQueries(handle.db, shop.siteId)).toEqual([entry]);
    expect(await listNextQueries(handle.db, otherShop.siteId)).toEqual([]);
    await updateNextQueries(
      handle.db,
      shop.siteId,
      entry.id!,
      {
        language: 'en',
        query: 'jeans',
        nextQueries: ['denim jacket', 'belt'],
      },
      null,
    );
    expect((await getSiteMerchandising(handle.db, shop.siteId)).nextQueries[0]?.nextQueries).toEqual([
      'denim jacket',
      'belt',
    ]);
    await expect(deleteNextQueries(handle.db, otherShop.siteId, entry.id!, null)).rejects.toMatchObject({
      code: 'global-404',
    });
    await deleteNextQueries(handle.db, shop.siteId, entry.id!, null);
    expect((await getSiteMerchandising(handle.db, shop.siteId)).nextQueries).toEqual([]);
  });

  it('should refuse an entry without next queries', async () => {
    await expect(
      createNextQueries(handle.db, shop.siteId, { language: 'en', query: 'jeans', nextQueries: [] }, null),
    ).rejects.toMatchObject({ code: 'global-400', status: 400 });
  });
});
