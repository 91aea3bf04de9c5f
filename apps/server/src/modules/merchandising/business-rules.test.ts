import { describe, expect, it } from 'vitest';
import { getSiteMerchandising } from './tuning-resources.ts';
import { siteAndNeighbour } from '../../testing/catalogue.ts';
import {
  createBusinessRule,
  deleteBusinessRule,
  listBusinessRules,
  updateBusinessRule,
} from './business-rules.service.ts';

const rule = { language: 'en', field: 'BRAND', type: 'BOOST', values: ['Levis'], matchingQueries: ['jeans'] };

const { db, store, shop, otherShop } = await siteAndNeighbour();

describe('business rules (older version)', () => {
  it('should store a rule for the pipeline to read', async () => {
    const own = await createBusinessRule(store, shop.siteId, rule, null);
    expect((await getSiteMerchandising(db, shop.siteId)).businessRules).toEqual([own]);
    expect(own).toMatchObject(rule);
  });

  it('should refuse a rule without values or on a field rules do not offer', async () => {
    await expect(createBusinessRule(store, shop.siteId, { ...rule, values: [] }, null)).rejects.toMatchObject(
      {
        code: 'global-400',
        status: 400,
      },
    );
    await expect(
      createBusinessRule(store, shop.siteId, { ...rule, field: 'colour' }, null),
    ).rejects.toMatchObject({
      code: 'global-400',
    });
  });

  it('should answer 404 for another site’s rule and leave it in place', async () => {
    const own = await createBusinessRule(store, shop.siteId, { ...rule, type: 'BURY' }, null);
    await expect(updateBusinessRule(store, otherShop.siteId, own.id!, rule, null)).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteBusinessRule(store, otherShop.siteId, own.id!, null)).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteBusinessRule(store, shop.siteId, own.id!, null)).resolves.toBeUndefined();
    expect(await listBusinessRules(db, shop.siteId)).toHaveLength(1);
    expect(await listBusinessRules(db, otherShop.siteId)).toEqual([]);
  });
});
