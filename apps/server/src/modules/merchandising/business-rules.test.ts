import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { freshDatabase } from '../../testing/test-database.ts';
import { getSiteMerchandising } from '../merchandising-config/index.ts';
import { createSite, type TestSite } from '../search/testing/fixtures.ts';
import { createBusinessRule, deleteBusinessRule, updateBusinessRule } from './business-rules.service.ts';

let handle: DatabaseHandle;
let shop: TestSite;
let otherShop: TestSite;

beforeAll(async () => {
  handle = await freshDatabase();
  shop = await createSite(handle.db);
  otherShop = await createSite(handle.db);
});

afterAll(() => handle.close());

describe('business rules', () => {
  it('should store a scheduled rule for the pipeline to read', async () => {
    await createBusinessRule(handle.db, shop.siteId, {
      name: 'Push Levis',
      queries: ['jeans'],
      actions: [
        { type: 'boost', field: 'brand', value: 'Levis' },
        { type: 'pin', productId: 'p3', position: 1 },
      ],
      startsAt: '2026-11-27T00:00:00Z',
      endsAt: '2026-11-30T00:00:00Z',
      timeZone: 'Europe/Madrid',
    });
    const stored = await getSiteMerchandising(handle.db, shop.siteId);
    expect(stored.rules[0]).toMatchObject({
      actions: [{ strength: 1 }, { position: 1 }],
      timeZone: 'Europe/Madrid',
    });
  });

  it('should reject a schedule that ends before it starts and an unknown time zone', async () => {
    const rule = { name: 'r', actions: [{ type: 'hide', field: 'brand', value: 'x' }] };
    await expect(
      createBusinessRule(handle.db, shop.siteId, { ...rule, startsAt: '2026-12-01', endsAt: '2026-11-01' }),
    ).rejects.toMatchObject({ code: 'global-400' });
    await expect(
      createBusinessRule(handle.db, shop.siteId, { ...rule, timeZone: 'Mars/Olympus' }),
    ).rejects.toMatchObject({
      code: 'global-400',
    });
  });

  it('should answer 404 for another site’s rule', async () => {
    const rule = { name: 'Hide x', actions: [{ type: 'hide', field: 'brand', value: 'x' }] };
    const own = await createBusinessRule(handle.db, shop.siteId, rule);
    await expect(updateBusinessRule(handle.db, otherShop.siteId, own.id, rule)).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteBusinessRule(handle.db, otherShop.siteId, own.id)).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteBusinessRule(handle.db, shop.siteId, own.id)).resolves.toBeUndefined();
  });
});
