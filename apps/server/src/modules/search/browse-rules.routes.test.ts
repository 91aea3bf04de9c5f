import { describe, expect, it } from 'vitest';
import { upsertProducts } from '../catalog/index.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { merchandisingTestKit } from '../../testing/merchandising.ts';
import { addSite } from '../../testing/sites.ts';

// Query ranking rules reaching the storefront (issue 17; spec 2 §4, §7): browse rules on the browse
// endpoint only, ended schedules without effect, stock-safe pins.
const { context, call } = merchandisingTestKit('query-ranking');

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString();

/** The instance keys of the shops made here, by site id. */
const sites = new Map<string, string>();

async function shop(): Promise<string> {
  const { site } = await addSite(context.app, context.organizationId, { languages: ['en'] });
  await upsertProducts(context.app, site.id, clothingCatalogue());
  sites.set(site.instance, site.id);
  return site.instance;
}

/** Saves a rule through the API and waits until search has it. */
async function saveRule(instance: string, body: object): Promise<void> {
  const url = `/configurations/clients/${instance}/features/groups/query_ranking`;
  const { status, body: saved } = await call('POST', url, body);
  expect({ status, saved }).toMatchObject({ status: 201 });
  await context.app.searchIndexes.settled(sites.get(instance)!);
}

async function storefront(instance: string, path: string): Promise<string[]> {
  const response = await context.app.inject(`/search/v1/query/${instance}/${path}&lang=en`);
  expect(response.statusCode).toBe(200);
  return response.json().catalog.content.map((result: { __id: string }) => result.__id);
}

const pin = (fieldValue: string, position: number, extra: object = {}) => ({
  type: 'PINNED_PRODUCTS',
  fieldName: 'PRODUCT_ID',
  fieldValue,
  position,
  ...extra,
});

describe('query ranking on the storefront', () => {
  it('should apply a browse rule to its browse page only, and search rules to searches only', async () => {
    const instance = await shop();
    await saveRule(instance, {
      title: 'Skinny first on the jeans page',
      endpointId: 'browse',
      criteria: { browseField: 'CATEGORY', browseValue: 'Jeans' },
      pinnedProducts: [pin('p2', 1)],
    });
    await saveRule(instance, {
      title: 'Jacket first',
      criteria: { queries: [] },
      pinnedProducts: [pin('p3', 1)],
    });
    expect(await storefront(instance, 'browse?browseField=category&browseValue=Jeans')).toEqual(['p2', 'p1']);
    expect(await storefront(instance, 'browse?browseField=categoryPaths&browseValue=Men>Jeans')).toEqual([
      'p1',
    ]);
    expect((await storefront(instance, 'search?query=jeans'))[0]).toBe('p3');
    expect((await storefront(instance, 'browse?browseField=brand&browseValue=Levis')).sort()).toEqual([
      'p1',
      'p2',
    ]);
    const missing = await context.app.inject(`/search/v1/query/${instance}/browse?browseValue=Jeans`);
    expect(missing.statusCode).toBe(400);
  });

  it('should give a rule whose schedule has ended no effect, and one in force its effect', async () => {
    const instance = await shop();
    const hideLevis = (schedule: object) => ({
      title: 'No Levis',
      criteria: { queries: ['jeans'] },
      hiddenAttributes: [{ fieldName: 'BRAND', fieldValue: 'Levis', action: 'HIDE', schedule }],
    });
    await saveRule(
      instance,
      hideLevis({ activationDate: iso(Date.now() - 3 * DAY), deactivationDate: iso(Date.now() - DAY) }),
    );
    expect((await storefront(instance, 'search?query=jeans')).sort()).toEqual(['p1', 'p2']);
    await saveRule(instance, {
      ...hideLevis({ activationDate: iso(Date.now() - DAY) }),
      criteria: { queries: ['jeans'], pivots: [{ name: 'lang', value: 'en' }] },
    });
    expect(await storefront(instance, 'search?query=jeans')).toEqual([]);
  });

  it("should apply an element only to the products its filters name (spec 2 §3's filters map)", async () => {
    const instance = await shop();
    await saveRule(instance, {
      title: 'No Levis for women',
      criteria: { queries: ['jeans'] },
      hiddenAttributes: [
        { fieldName: 'BRAND', fieldValue: 'Levis', action: 'HIDE', filters: { CATEGORY: ['Women'] } },
      ],
    });
    expect(await storefront(instance, 'search?query=jeans')).toEqual(['p1']);
  });

  it('should not pin a product out of stock unless the pin allows it (stock-safe)', async () => {
    const instance = await shop();
    await saveRule(instance, {
      title: 'Boots',
      criteria: { queries: ['jeans'] },
      pinnedProducts: [pin('p5', 1)],
    });
    expect(await storefront(instance, 'search?query=jeans')).not.toContain('p5');
    const other = await shop();
    await saveRule(other, {
      title: 'Boots anyway',
      criteria: { queries: ['jeans'] },
      pinnedProducts: [pin('p5', 1, { allowUnavailable: true })],
    });
    expect((await storefront(other, 'search?query=jeans'))[0]).toBe('p5');
  });
});
