// The facets by context editor's data check: what in a facet's values would confuse shoppers.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { engines } from '../../db/schema/index.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { addSite, sitesTestApp } from '../../testing/sites.ts';
import { upsertProducts } from '../catalog/index.ts';
import { facetCheck } from './facet-check.ts';

describe('facetCheck', () => {
  it('should find spellings of one value, mixed units, few products and single-product values', () => {
    const check = facetCheck(100, [
      {
        field: 'colour',
        products: 90,
        values: [
          { value: 'Black', count: 50 },
          { value: 'black-', count: 3 },
          { value: 'BL ÁCK', count: 1 },
          { value: 'Red', count: 36 },
        ],
      },
      {
        field: 'volume',
        products: 40,
        values: [
          { value: '500 ml', count: 20 },
          { value: '0,5 L', count: 12 },
          { value: '1l', count: 8 },
        ],
      },
      { field: 'fabric', products: 4, values: [{ value: 'Wool', count: 4 }] },
      {
        field: 'model',
        products: 60,
        values: [
          { value: 'A1', count: 1 },
          { value: 'B2', count: 1 },
          { value: 'C3', count: 1 },
          { value: 'D4', count: 57 },
        ],
      },
      { field: 'brand', products: 100, values: [{ value: 'Levis', count: 100 }] },
    ]);
    expect(check.facets).toEqual([
      {
        field: 'colour',
        products: 90,
        findings: [
          {
            kind: 'variants',
            values: [
              { value: 'Black', count: 50 },
              { value: 'black-', count: 3 },
              { value: 'BL ÁCK', count: 1 },
            ],
          },
        ],
      },
      {
        field: 'volume',
        products: 40,
        findings: [
          {
            kind: 'mixedUnits',
            units: [
              { unit: 'ml', count: 20, example: '500 ml' },
              { unit: 'l', count: 20, example: '0,5 L' },
            ],
          },
        ],
      },
      { field: 'fabric', products: 4, findings: [{ kind: 'fewProducts', share: 0.04 }] },
      {
        field: 'model',
        products: 60,
        findings: [{ kind: 'singleProductValues', values: ['A1', 'B2', 'C3'], total: 3 }],
      },
      { field: 'brand', products: 100, findings: [] },
    ]);
  });

  it('should not read sizes as measures, nor flag a catalogue without products', () => {
    const sizes = ['Size 38', 'Size 40', 'EU 42 wide', '44'].map((value) => ({ value, count: 5 }));
    expect(facetCheck(0, [{ field: 'size', products: 0, values: sizes }]).facets[0]!.findings).toEqual([]);
  });
});

let app: App;
let asOwner: Record<string, string>;
let asStranger: Record<string, string>;
let engineId: string;

beforeAll(async () => {
  let organizationId: string;
  ({ app, asOwner, asStranger, organizationId } = await sitesTestApp());
  const { site } = await addSite(app, organizationId, { languages: ['en'] });
  // The engine counts "navy blue" and "NAVY BLUE" as one value; "Navy-Blue" it keeps apart.
  const colours: Record<number, string> = { 1: 'Navy-Blue', 2: 'navy blue', 3: 'NAVY BLUE' };
  const catalogue = clothingCatalogue().map((product, index) =>
    colours[index] ? { ...product, attributes: { colour: colours[index] } } : product,
  );
  await upsertProducts(app, site.id, catalogue);
  const [engine] = await app.db.select().from(engines).where(eq(engines.siteId, site.id));
  engineId = engine!.id;
  await app.searchIndexes.settled(site.id);
});

const check = (facets: string, headers = asOwner) =>
  app.inject({ url: `/index/v1/fields/engines/${engineId}/facet-check?facets=${facets}`, headers });

describe('GET /index/v1/fields/engines/{id}/facet-check', () => {
  it('should check the catalogue’s values of each facet asked, range facets for coverage only', async () => {
    const answer = await check('colour,price,fabric');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.products).toBe(6);
    expect(body.facets.map((facet: { field: string }) => facet.field)).toEqual(['colour', 'price', 'fabric']);
    expect(body.facets[0].findings).toContainEqual({
      kind: 'variants',
      values: [
        { value: 'navy blue', count: 2 },
        { value: 'Navy-Blue', count: 1 },
      ],
    });
    expect(body.facets[1]).toEqual({ field: 'price', products: 6, findings: [] });
    expect(body.facets[2]).toEqual({
      field: 'fabric',
      products: 0,
      findings: [{ kind: 'fewProducts', share: 0 }],
    });
  });

  it('should refuse no facet and a facet with a colon, and answer 404 to another organisation', async () => {
    expect((await check('')).statusCode).toBe(400);
    expect((await check('a:b')).statusCode).toBe(400);
    expect((await check('colour', asStranger)).statusCode).toBe(404);
  });
});
