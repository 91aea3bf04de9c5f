import { defaultSearchSettings, type SearchSettings } from '@playboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { freshDatabase } from '../../testing/test-database.ts';
import type { ConfigChange, Store } from '../../plugins/changes.ts';
import { getSiteMerchandising } from './tuning-resources.ts';
import { createSite, storeOf, type TestSite } from '../../testing/catalogue.ts';
import { updateSearchSettings } from './search-settings.service.ts';

let handle: DatabaseHandle;
let shop: TestSite;
let store: Store;

beforeAll(async () => {
  handle = await freshDatabase();
  store = storeOf(handle.db);
  shop = await createSite(handle.db);
});

afterAll(() => handle.close());

describe('search settings', () => {
  it('should answer the defaults until the merchant saves settings', async () => {
    expect((await getSiteMerchandising(handle.db, shop.siteId)).settings).toEqual(defaultSearchSettings);
  });

  it('should save settings and notify the index manager', async () => {
    const changes: ConfigChange[] = [];
    const unsubscribe = store.changes.on('config', (change) => changes.push(change));
    const settings: SearchSettings = {
      searchableFields: [{ name: 'name', active: true, weight: 5 }],
      resultsVisibility: { showOutOfStock: false, notAvailableForOrder: 'BURY' },
      featuredProducts: { type: 'recommended', productIds: ['p1', 'p2', 'p3', 'p4'] },
    };
    await updateSearchSettings(store, shop.siteId, 'searchableFields', settings.searchableFields, null);
    await updateSearchSettings(store, shop.siteId, 'resultsVisibility', settings.resultsVisibility, null);
    await updateSearchSettings(store, shop.siteId, 'featuredProducts', settings.featuredProducts, null);
    unsubscribe();
    expect((await getSiteMerchandising(handle.db, shop.siteId)).settings).toEqual(settings);
    expect(changes).toEqual(
      (['searchableFields', 'resultsVisibility', 'featuredProducts'] as const).map((resource) => ({
        siteId: shop.siteId,
        resource,
        ids: [shop.siteId],
        revision: expect.any(String),
      })),
    );
  });

  it('should reject fewer than 4 recommended featured products (spec 1 §9)', async () => {
    await expect(
      updateSearchSettings(
        store,
        shop.siteId,
        'featuredProducts',
        { type: 'recommended', productIds: ['p1', 'p2', 'p3'] },
        null,
      ),
    ).rejects.toMatchObject({ code: 'global-400', status: 400 });
  });
});
