import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { freshDatabase } from '../../testing/test-database.ts';
import { getSiteMerchandising } from '../merchandising-config/index.ts';
import { createSite, type TestSite } from '../../testing/catalogue.ts';
import {
  createBusinessRule,
  deleteBusinessRule,
  listBusinessRules,
  updateBusinessRule,
} from './business-rules.service.ts';

let handle: DatabaseHandle;
let shop: TestSite;
let otherShop: TestSite;

const rule = { language: 'en', field: 'BRAND', type: 'BOOST', values: ['Levis'], matchingQueries: ['jeans'] };

beforeAll(async () => {
  handle = await freshDatabase();
  shop = await createSite(handle.db);
  otherShop = await createSite(handle.db);
});

afterAll(() => handle.close());

describe('business rules (older version)', () => {
  it('should store a rule for the pipeline to read', async () => {
    const own = await createBusinessRule(handle.db, shop.siteId, rule, null);
    expect((await getSiteMerchandising(handle.db, shop.siteId)).businessRules).toEqual([own]);
    expect(own).toMatchObject(rule);
  });

  it('should refuse a rule without values or on a field rules do not offer', async () => {
    await expect(
      createBusinessRule(handle.db, shop.siteId, { ...rule, values: [] }, null),
    ).rejects.toMatchObject({
      code: 'global-400',
      status: 400,
    });
    await expect(
      createBusinessRule(handle.db, shop.siteId, { ...rule, field: 'colour' }, null),
    ).rejects.toMatchObject({
      code: 'global-400',
    });
  });

  it('should answer 404 for another site’s rule and leave it in place', async () => {
    const own = await createBusinessRule(handle.db, shop.siteId, { ...rule, type: 'BURY' }, null);
    await expect(updateBusinessRule(handle.db, otherShop.siteId, own.id!, rule, null)).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteBusinessRule(handle.db, otherShop.siteId, own.id!, null)).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteBusinessRule(handle.db, shop.siteId, own.id!, null)).resolves.toBeUndefined();
    expect(await listBusinessRules(handle.db, shop.siteId)).toHaveLength(1);
    expect(await listBusinessRules(handle.db, otherShop.siteId)).toEqual([]);
  });
});
