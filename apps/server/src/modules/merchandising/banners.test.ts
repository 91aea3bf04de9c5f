import { merchandisingListQuerySchema } from '@playboard/domain';
import { describe, expect, it } from 'vitest';
import { getSiteMerchandising } from './tuning-resources.ts';
import { siteAndNeighbour } from '../../testing/catalogue.ts';
import { createBanner, deleteBanner, listBanners, updateBanner } from './banners.service.ts';

const banner = {
  language: 'en',
  assetUrl: 'https://cdn.example.com/sale.jpg',
  targetUrl: 'https://shop.example.com/sale',
  matchingQueries: ['jeans'],
  status: 'ACTIVE',
  schedule: { type: 'ALWAYS' },
};

const { db, store, shop, otherShop } = await siteAndNeighbour();

describe('banners', () => {
  it('should store a banner at the first row, active, for the pipeline to read', async () => {
    await createBanner(store, shop.siteId, { ...banner, title: 'Sale' }, null);
    const stored = await getSiteMerchandising(db, shop.siteId);
    expect(stored.banners[0]).toMatchObject({ kind: 'BANNER', position: 1, status: 'ACTIVE', title: 'Sale' });
  });

  it('should store a promoted tile with its schedule of days in a time zone', async () => {
    const schedule = {
      type: 'LIMITED',
      startDate: '2026-11-27',
      endDate: '2026-11-30',
      timeZone: 'Europe/Madrid',
    };
    const promoted = await createBanner(
      store,
      shop.siteId,
      {
        ...banner,
        assetUrl: 'https://cdn.example.com/tile.jpg',
        kind: 'PROMOTED',
        position: 3,
        schedule,
      },
      null,
    );
    expect(promoted).toMatchObject({ kind: 'PROMOTED', position: 3, schedule });
    await expect(
      updateBanner(
        store,
        shop.siteId,
        promoted.id!,
        { ...banner, assetUrl: 'https://cdn.example.com/new-in.jpg', status: 'INACTIVE' },
        null,
      ),
    ).resolves.toMatchObject({ kind: 'BANNER', status: 'INACTIVE', schedule: { type: 'ALWAYS' } });
  });

  it('should answer 404 for another site’s banner and leave it in place', async () => {
    const own = await createBanner(
      store,
      shop.siteId,
      { ...banner, assetUrl: 'https://cdn.example.com/outlet.jpg' },
      null,
    );
    await expect(deleteBanner(store, otherShop.siteId, own.id!, null)).rejects.toMatchObject({
      status: 404,
    });
    await expect(updateBanner(store, otherShop.siteId, own.id!, banner, null)).rejects.toMatchObject({
      code: 'global-404',
    });
    await deleteBanner(store, shop.siteId, own.id!, null);
    expect((await getSiteMerchandising(db, shop.siteId)).banners).toHaveLength(2);
    expect(
      await listBanners(db, otherShop.siteId, merchandisingListQuerySchema.parse({}), new Date()),
    ).toEqual({
      banners: [],
      total: 0,
    });
  });

  it('should refuse a banner without matching terms or with an end before its start', async () => {
    await expect(
      createBanner(store, shop.siteId, { ...banner, matchingQueries: [] }, null),
    ).rejects.toMatchObject({
      code: 'global-400',
    });
    await expect(
      createBanner(
        store,
        shop.siteId,
        {
          ...banner,
          schedule: { type: 'LIMITED', startDate: '2026-12-02', endDate: '2026-12-01', timeZone: 'UTC' },
        },
        null,
      ),
    ).rejects.toMatchObject({ code: 'global-400' });
  });
});
