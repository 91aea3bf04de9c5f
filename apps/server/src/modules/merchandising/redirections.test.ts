import { merchandisingListQuerySchema } from '@playboard/domain';
import { describe, expect, it } from 'vitest';
import { getSiteMerchandising } from './tuning-resources.ts';
import { siteAndNeighbour } from '../../testing/catalogue.ts';
import {
  createRedirection,
  deleteRedirection,
  listRedirections,
  updateRedirection,
} from './redirections.service.ts';

const { db, store, shop, otherShop } = await siteAndNeighbour({ languages: ['en', 'es'] });

describe('redirections', () => {
  it('should refuse a term another redirection already has with search-extensions-7', async () => {
    await createRedirection(
      store,
      shop.siteId,
      {
        language: 'en',
        matchingQueries: ['Returns'],
        targetUrl: 'https://shop.example.com/returns',
      },
      null,
    );
    await expect(
      createRedirection(
        store,
        shop.siteId,
        {
          language: 'en',
          matchingQueries: ['returns'],
          targetUrl: 'https://shop.example.com/other',
        },
        null,
      ),
    ).rejects.toMatchObject({ code: 'search-extensions-7', status: 409 });
    await expect(
      createRedirection(
        store,
        otherShop.siteId,
        {
          language: 'en',
          matchingQueries: ['returns'],
          targetUrl: 'https://other.example.com/r',
        },
        null,
      ),
    ).resolves.toMatchObject({ matchingQueries: ['returns'] });
  });

  it('should take the same term in another language of the site', async () => {
    await expect(
      createRedirection(
        store,
        shop.siteId,
        {
          language: 'es',
          matchingQueries: ['returns'],
          targetUrl: 'https://shop.example.com/es/devoluciones',
        },
        null,
      ),
    ).resolves.toMatchObject({ language: 'es', matchingQueries: ['returns'] });
  });

  it('should let a redirection keep its own terms when it is updated', async () => {
    const own = await createRedirection(
      store,
      shop.siteId,
      {
        language: 'en',
        matchingQueries: ['shipping'],
        targetUrl: 'https://shop.example.com/shipping',
      },
      null,
    );
    await expect(
      updateRedirection(
        store,
        shop.siteId,
        own.id!,
        {
          language: 'en',
          matchingQueries: ['shipping', 'delivery'],
          targetUrl: 'https://shop.example.com/delivery',
        },
        null,
      ),
    ).resolves.toMatchObject({ matchingQueries: ['shipping', 'delivery'] });
  });

  it('should reject more than 30 terms and terms over 255 characters (spec 1 §9)', async () => {
    const base = { language: 'en', targetUrl: 'https://shop.example.com/x' };
    const terms = Array.from({ length: 31 }, (_, index) => `term ${index}`);
    await expect(
      createRedirection(store, shop.siteId, { ...base, matchingQueries: terms }, null),
    ).rejects.toMatchObject({
      code: 'global-400',
    });
    await expect(
      createRedirection(store, shop.siteId, { ...base, matchingQueries: ['x'.repeat(256)] }, null),
    ).rejects.toMatchObject({
      code: 'global-400',
    });
  });

  it('should answer 404 for another site’s redirection and for a malformed id', async () => {
    const own = await createRedirection(
      store,
      shop.siteId,
      {
        language: 'en',
        matchingQueries: ['faq'],
        targetUrl: 'https://shop.example.com/faq',
      },
      null,
    );
    await expect(
      updateRedirection(
        store,
        otherShop.siteId,
        own.id!,
        {
          language: 'en',
          matchingQueries: ['faq'],
          targetUrl: 'https://x.example.com',
        },
        null,
      ),
    ).rejects.toMatchObject({ code: 'global-404', status: 404 });
    await expect(deleteRedirection(store, otherShop.siteId, own.id!, null)).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteRedirection(store, shop.siteId, 'not-a-uuid', null)).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteRedirection(store, shop.siteId, own.id!, null)).resolves.toBeUndefined();
  });

  it('should store a redirection as the domain shapes it, for the pipeline to read', async () => {
    const { redirections: listed } = await listRedirections(
      db,
      shop.siteId,
      merchandisingListQuerySchema.parse({ sort: 'updated', order: 'asc', limit: 100 }),
    );
    expect((await getSiteMerchandising(db, shop.siteId)).redirections).toEqual(listed);
    expect(listed[0]).toMatchObject({
      language: 'en',
      matchingQueries: ['Returns'],
      targetUrl: 'https://shop.example.com/returns',
      enabled: true,
    });
    expect(listed[0]).not.toHaveProperty('schedule');
  });
});
