import { explanationSchema, type Explanation } from '@playboard/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { SiteRow } from '../../db/schema/index.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { addSite, sitesTestApp } from '../../testing/sites.ts';
import { upsertProducts } from '../catalog/index.ts';
import { createQueryRankingRule } from '../merchandising/index.ts';

// Explain (issue 17): for a query, why each product is where it is, which products rules hid, and
// the redirection and banners; in the console's search preview and, for integrators, as an
// authenticated option of the storefront search API that the public call never exposes.
let app: App;
let asOwner: Record<string, string>;
let asStranger: Record<string, string>;
let site: SiteRow;
let ruleId: string;

beforeAll(async () => {
  let organizationId: string;
  ({ app, asOwner, asStranger, organizationId } = await sitesTestApp());
  ({ site } = await addSite(app, organizationId, { languages: ['en', 'es'] }));
  await upsertProducts(app.db, site.id, clothingCatalogue());
  const rule = await createQueryRankingRule(
    app.db,
    site.id,
    {
      title: 'Jeans week',
      criteria: { queries: ['jeans', 'denim'] },
      productsRanking: [{ id: 'boost-1', fieldName: 'PRODUCT_ID', fieldValue: 'p3', action: 'BOOST' }],
      pinnedProducts: [{ id: 'pin-1', fieldValue: 'p2', position: 1 }],
      hiddenProducts: [{ id: 'hide-1', fieldName: 'PRODUCT_ID', fieldValue: 'p1', action: 'HIDE' }],
    },
    null,
  );
  ruleId = rule.id!;
  await app.searchIndexes.settled(site.id);
});

async function preview(body: object) {
  const response = await app.inject({
    method: 'POST',
    url: `/merchandising/v1/sites/${site.id}/search-preview`,
    headers: asOwner,
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

async function storefront(query: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    url: `/search/v1/query/${site.instance}/search?${query}`,
    headers,
  });
  return {
    status: response.statusCode,
    body: response.json(),
    cacheControl: response.headers['cache-control'],
  };
}

const rule = { kind: 'queryRanking', name: 'Jeans week' };
const idOf = (product: { __id: string }) => product.__id;

describe('Explain in the search preview', () => {
  it('should say why each product is where it is: pinned, matched, boosted, and which one a rule hid', async () => {
    const { status, body } = await preview({ language: 'en', query: 'jeans', explain: true });
    expect(status).toBe(200);
    const explanation: Explanation = explanationSchema.parse(body.explanation);
    expect(explanation.products.map((product) => product.id)).toEqual(
      body.after.products.map((p: { id: string }) => p.id),
    );
    const [first] = explanation.products;
    expect(first).toMatchObject({
      id: 'p2',
      name: 'Black skinny jeans',
      position: 1,
      reason: 'pinned',
      rules: [{ ...rule, ruleId, element: 'PRODUCT_ID: p2', effect: 'pin', position: 1, strength: null }],
    });
    expect(first!.matches).toContainEqual({ term: 'jeans', matched: 'jeans', field: 'name', kind: 'exact' });
    expect(first!.textScore).toBeGreaterThan(0);
    expect(explanation.hidden).toEqual([
      { id: 'p1', name: 'Blue slim jeans', rules: [{ ...rule, ruleId, element: 'PRODUCT_ID: p1' }] },
    ]);
    expect(explanation.hiddenTotal).toBe(1);
    expect(explanation).toMatchObject({ query: 'jeans', redirection: null, banners: [] });
  });

  it('should name the boost that raised a product and give its text score before it', async () => {
    const { body } = await preview({ language: 'en', query: 'denim', explain: true });
    const jacket = (body.explanation as Explanation).products.find((product) => product.id === 'p3')!;
    expect(jacket.rules).toEqual([
      { ...rule, ruleId, element: 'PRODUCT_ID: p3', effect: 'boost', position: null, strength: 1 },
    ]);
    expect(jacket.matches).toContainEqual({ term: 'denim', matched: 'denim', field: 'name', kind: 'exact' });
    // A boost of strength 1 doubles the relevance (engine keys are 1 + text score).
    expect(jacket.score).toBeCloseTo((jacket.textScore + 1) * 2 - 1, 3);
    const other = await preview({ language: 'en', query: 'jacket', explain: true });
    // The rule is for "jeans" and "denim" only: on "jacket" nothing moved it.
    expect((other.body.explanation as Explanation).products[0]).toMatchObject({ id: 'p3', rules: [] });
  });

  it('should explain the answer with an unsaved change, and add nothing without explain', async () => {
    const { body } = await preview({
      language: 'en',
      query: 'jeans',
      explain: true,
      change: {
        kind: 'queryRankingRule',
        id: ruleId,
        value: {
          title: 'Jeans week',
          criteria: { queries: ['jeans'] },
          pinnedProducts: [{ id: 'pin-1', fieldValue: 'p4', position: 1 }],
        },
      },
    });
    expect(body.after.products[0].id).toBe('p4');
    expect((body.explanation as Explanation).products[0]).toMatchObject({
      id: 'p4',
      matches: [],
      textScore: 0,
    });
    expect((body.explanation as Explanation).hidden).toEqual([]);
    const plain = await preview({ language: 'en', query: 'jeans' });
    expect(plain.body).not.toHaveProperty('explanation');
  });
});

describe('Explain in the storefront search API', () => {
  it('should explain the answer to a member of the organisation allowed to read Explain, uncached', async () => {
    const { status, body, cacheControl } = await storefront('query=jeans&lang=en&explain=true', asOwner);
    expect(status).toBe(200);
    expect(cacheControl).toBe('private, no-store');
    const explanation = explanationSchema.parse(body.explanation);
    expect(explanation.products.map((product) => product.id)).toEqual(body.catalog.content.map(idOf));
    expect(explanation.products[0]).toMatchObject({ id: 'p2', reason: 'pinned' });
    expect(explanation.hidden.map((product) => product.id)).toEqual(['p1']);
  });

  it('should give the public and a stranger the normal answer, without the explanation', async () => {
    const normal = await storefront('query=jeans&lang=en');
    for (const headers of [{}, asStranger, { authorization: 'Bearer not-a-token' }]) {
      const { status, body } = await storefront('query=jeans&lang=en&explain=true', headers);
      expect(status).toBe(200);
      expect(body).not.toHaveProperty('explanation');
      expect(body.catalog.content.map(idOf)).toEqual(normal.body.catalog.content.map(idOf));
    }
  });

  it('should refuse an explain value other than true or false', async () => {
    const { status } = await storefront('query=jeans&lang=en&explain=yes', asOwner);
    expect(status).toBe(400);
  });
});
