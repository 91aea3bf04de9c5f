import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { freshDatabase } from '../../testing/test-database.ts';
import { getSiteMerchandising } from '../merchandising-config/index.ts';
import { createSite, type TestSite } from '../../testing/catalogue.ts';
import {
  createQueryRankingRule,
  deleteQueryRankingRule,
  listQueryRankingRules,
  updateQueryRankingRule,
} from './query-ranking-rules.service.ts';

let handle: DatabaseHandle;
let shop: TestSite;
let otherShop: TestSite;

const schedule = { activationDate: '2026-11-27T00:00:00Z', deactivationDate: '2026-11-30T00:00:00Z' };
const rule = {
  title: 'Push Levis',
  criteria: { queries: ['jeans'] },
  attributesRanking: [{ id: 'a', fieldName: 'BRAND', fieldValue: 'Levis', action: 'BOOST', schedule }],
  pinnedProducts: [{ id: 'p', fieldValue: 'p3', position: 1, schedule }],
};

beforeAll(async () => {
  handle = await freshDatabase();
  shop = await createSite(handle.db);
  otherShop = await createSite(handle.db);
});

afterAll(() => handle.close());

describe('query ranking rules', () => {
  it('should store a scheduled rule with a boost and a pin for the pipeline to read', async () => {
    const own = await createQueryRankingRule(handle.db, shop.siteId, rule, null);
    const stored = await getSiteMerchandising(handle.db, shop.siteId);
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
        handle.db,
        shop.siteId,
        {
          ...rule,
          pinnedProducts: [{ id: 'p', fieldValue: 'p3', position: 1, schedule: backwards }],
        },
        null,
      ),
    ).rejects.toMatchObject({ code: 'global-400', status: 400 });
    await expect(
      createQueryRankingRule(
        handle.db,
        shop.siteId,
        { title: 'Empty', criteria: { queries: ['jeans'] } },
        null,
      ),
    ).rejects.toMatchObject({ code: 'global-400' });
  });

  it('should answer 404 for another site’s rule and leave it in place', async () => {
    const own = await createQueryRankingRule(handle.db, shop.siteId, rule, null);
    await expect(
      updateQueryRankingRule(handle.db, otherShop.siteId, own.id!, rule, null),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteQueryRankingRule(handle.db, otherShop.siteId, own.id!, null)).rejects.toMatchObject({
      code: 'global-404',
    });
    await expect(deleteQueryRankingRule(handle.db, shop.siteId, own.id!, null)).resolves.toBeUndefined();
    expect((await getSiteMerchandising(handle.db, shop.siteId)).rules).toHaveLength(1);
    expect(await listQueryRankingRules(handle.db, shop.siteId)).toHaveLength(1);
    expect(await listQueryRankingRules(handle.db, otherShop.siteId)).toEqual([]);
  });
});
