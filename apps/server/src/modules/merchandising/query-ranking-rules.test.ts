import { describe, expect, it } from 'vitest';
import { getSiteMerchandising } from './tuning-resources.ts';
import { siteAndNeighbour } from '../../testing/catalogue.ts';
import {
  createQueryRankingRule,
  deleteQueryRankingRule,
  listQueryRankingRules,
  updateQueryRankingRule,
} from './query-ranking-rules.service.ts';

const schedule = { activationDate: '2026-11-27T00:00:00Z', deactivationDate: '2026-11-30T00:00:00Z' };
const rule = {
  title: 'Push Levis',
  criteria: { queries: ['jeans'] },
  attributesRanking: [{ id: 'a', fieldName: 'BRAND', fieldValue: 'Levis', action: 'BOOST', schedule }],
  pinnedProducts: [{ id: 'p', fieldValue: 'p3', position: 1, schedule }],
};

const { db, store, shop, otherShop } = await siteAndNeighbour();

describe('query ranking rules', () => {
  it('should store a scheduled rule with a boost and a pin for the pipeline to read', async () => {
    const own = await createQueryRankingRule(store, shop.siteId, rule, null);
    const stored = await getSiteMerchandising(db, shop.siteId);
    expect(stored.rules).toEqual([own]);
    expect(own).toMatchObject({
      endpointId: 'search',
      criteria: { enabled: true, queries: ['jeans'] },
      attributesRanking: [{ fieldValue: 'Levis', schedule }],
      pinnedProducts: [{ fieldName: 'PRODUCT_ID', position: 1, schedule }],
    });
  });

  it('should reject a window that ends before it starts and a rule with nothing to rank (spec 2 §5)', async () => {
    const backwards = { activationDate: '2026-12-01T00:00:00Z', deactivationDate: '2026-11-01T00:00:00Z' };
    await expect(
      createQueryRankingRule(
        store,
        shop.siteId,
        {
          ...rule,
          pinnedProducts: [{ id: 'p', fieldValue: 'p3', position: 1, schedule: backwards }],
        },
        null,
      ),
    ).rejects.toMatchObject({ code: 'global-400', status: 400 });
    await expect(
      createQueryRankingRule(store, shop.siteId, { title: 'Empty', criteria: { queries: ['jeans'] } }, null),
    ).rejects.toMatchObject({ code: 'global-400' });
  });

  it('should refuse the same rule again with 409 listing the saved one (spec 2 §8)', async () => {
    const [saved] = await listQueryRankingRules(db, shop.siteId);
    await expect(createQueryRankingRule(store, shop.siteId, rule, null)).rejects.toMatchObject({
      code: 'global-409',
      status: 409,
      details: { conflicts: [{ id: saved!.id, queries: ['jeans'] }] },
    });
  });

  it('should answer 404 for another site’s rule and leave it in place', async () => {
    const own = await createQueryRankingRule(
      store,
      shop.siteId,
      { ...rule, criteria: { queries: ['jackets'] } },
      null,
    );
    await expect(updateQueryRankingRule(store, otherShop.siteId, own.id!, rule, null)).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteQueryRankingRule(store, otherShop.siteId, own.id!, null)).rejects.toMatchObject({
      code: 'global-404',
    });
    await expect(deleteQueryRankingRule(store, shop.siteId, own.id!, null)).resolves.toBeUndefined();
    expect((await getSiteMerchandising(db, shop.siteId)).rules).toHaveLength(1);
    expect(await listQueryRankingRules(db, shop.siteId)).toHaveLength(1);
    expect(await listQueryRankingRules(db, otherShop.siteId)).toEqual([]);
  });
});
