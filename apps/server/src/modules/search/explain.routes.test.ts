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
let browseRuleId: string;

beforeAll(async () => {
  let organizationId: string;
  ({ app, asOwner, asStranger, organizationId } = await sitesTestApp());
  ({ site } = await addSite(app, organizationId, { languages: ['en', 'es'] }));
  await upsertProducts(app, site.id, clothingCatalogue());
  const rule = await createQueryRankingRule(
    app,
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
  const browseRule = await createQueryRankingRule(
    app,
    site.id,
    {
      title: "Women's page",
      endpointId: 'browse',
      criteria: { browseField: 'CATEGORY', browseValue: 'Women' },
      pinnedProducts: [{ id: 'pin-1', fieldValue: 'p6', position: 1 }],
      hiddenProducts: [{ id: 'hide-1', fieldName: 'PRODUCT_ID', fieldValue: 'p4', action: 'HIDE' }],
      // The Wrangler jacket is a men's product: not on the page, so not listed as hidden from it.
      hiddenAttributes: [{ id: 'hide-2', fieldName: 'BRAND', fieldValue: 'Wrangler', action: 'HIDE' }],
    },
    null,
  );
  browseRuleId = browseRule.id!;
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

async function storefront(query: string, headers: Record<string, string> = {}, endpoint = 'search') {
  const response = await app.inject({
    url: `/search/v1/query/${site.instance}/${endpoint}?${query}`,
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
    expect(first!.matches).toContainEqual({
      term: 'jeans',
      matched: 'jeans',
      field: 'name',
      kind: 'exact',
      builtIn: false,
    });
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
    expect(jacket.matches).toContainEqual({
      term: 'denim',
      matched: 'denim',
      field: 'name',
      kind: 'exact',
      builtIn: false,
    });
    // A boost of strength 1 doubles the relevance (engine keys are 1 + text score).
    expect(jacket.score).toBeCloseTo((jacket.textScore + 1) * 2 - 1, 3);
    const other = await preview({ language: 'en', query: 'jacket', explain: true });
    // The rule is for "jeans" and "denim" only: on "jacket" nothing moved it.
    expect((other.body.explanation as Explanation).products[0]).toMatchObject({ id: 'p3', rules: [] });
  });

  it('should show the correction and the built-in synonyms as the storefront searched them (issue 30)', async () => {
    const { body } = await preview({ language: 'en', query: 'white trainers', explain: true });
    const storefront = await app.inject(
      `/search/v1/query/${site.instance}/search?query=white%20trainers&lang=en`,
    );
    expect(body.after).toMatchObject({
      total: storefront.json().catalog.numFound,
      spellchecked: null,
      builtInSynonyms: [{ term: 'trainers', synonyms: ['sneakers'] }],
    });
    const explanation = explanationSchema.parse(body.explanation);
    expect(explanation.builtInSynonyms).toEqual([{ term: 'trainers', synonyms: ['sneakers'] }]);
    expect(explanation.products[0]).toMatchObject({ id: 'p6' });
    expect(explanation.products[0]!.matches).toContainEqual({
      term: 'trainers',
      matched: 'sneakers',
      field: 'name',
      kind: 'synonym',
      builtIn: true,
    });
    const corrected = await preview({ language: 'en', query: 'whte sneakers' });
    expect(corrected.body.after).toMatchObject({ spellchecked: 'white sneakers', relaxedTerms: [] });
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

describe('Explain of a browse page', () => {
  const womensPage = { kind: 'queryRanking', name: "Women's page" };

  it("should explain a category page in the preview: the browse rule's pin, the product it hid, not the search rules", async () => {
    const { status, body } = await preview({
      language: 'en',
      browseField: 'CATEGORY',
      browseValue: 'Women',
      explain: true,
    });
    expect(status).toBe(200);
    const explanation = explanationSchema.parse(body.explanation);
    expect(explanation).toMatchObject({ query: '', browse: { field: 'CATEGORY', value: 'Women' } });
    expect(body.after.products.map((p: { id: string }) => p.id)).toEqual(['p6', 'p2']);
    expect(explanation.products).toMatchObject([
      {
        id: 'p6',
        position: 1,
        reason: 'pinned',
        textScore: 0,
        matches: [],
        rules: [
          { ...womensPage, ruleId: browseRuleId, element: 'PRODUCT_ID: p6', effect: 'pin', position: 1 },
        ],
      },
      // "Jeans week" pins p2 on searches for jeans only: on the page nothing moved it.
      { id: 'p2', position: 2, rules: [] },
    ]);
    expect(explanation.hidden).toEqual([
      {
        id: 'p4',
        name: 'Red summer dress',
        rules: [{ ...womensPage, ruleId: browseRuleId, element: 'PRODUCT_ID: p4' }],
      },
    ]);
    expect(explanation.hiddenTotal).toBe(1);
  });

  it('should explain a browse page with the unsaved browse rule', async () => {
    const { body } = await preview({
      language: 'en',
      browseField: 'CATEGORY',
      browseValue: 'Women',
      explain: true,
      change: {
        kind: 'queryRankingRule',
        id: browseRuleId,
        value: {
          title: "Women's page",
          endpointId: 'browse',
          criteria: { browseField: 'CATEGORY', browseValue: 'Women' },
          pinnedProducts: [{ id: 'pin-1', fieldValue: 'p4', position: 1 }],
        },
      },
    });
    expect(body.before.products.map((p: { id: string }) => p.id)).toEqual(['p6', 'p2']);
    expect((body.explanation as Explanation).products.map((product) => product.id)).toEqual([
      'p4',
      'p2',
      'p6',
    ]);
    expect((body.explanation as Explanation).hiddenTotal).toBe(0);
  });

  it('should refuse a browse page without its value, or with a query too, and a query-less search (400)', async () => {
    for (const body of [
      { language: 'en', browseField: 'CATEGORY', explain: true },
      { language: 'en', browseValue: 'Women', explain: true },
      { language: 'en', query: 'jeans', browseField: 'CATEGORY', browseValue: 'Women', explain: true },
      { language: 'en', browseField: 'COLOUR', browseValue: 'red', explain: true },
      { language: 'en', explain: true },
    ]) {
      const { status, body: answer } = await preview(body);
      expect({ body, status, code: answer.errors?.[0]?.code }).toMatchObject({
        status: 400,
        code: 'global-400',
      });
    }
  });

  it("should answer 404 for another organisation's site", async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/merchandising/v1/sites/${site.id}/search-preview`,
      headers: asStranger,
      payload: { language: 'en', browseField: 'CATEGORY', browseValue: 'Women', explain: true },
    });
    expect(response.statusCode).toBe(404);
  });

  it('should explain the storefront browse call to a member, uncached, naming the page as the call did', async () => {
    const query = 'browseField=category&browseValue=Women&lang=en&explain=true';
    const { status, body, cacheControl } = await storefront(query, asOwner, 'browse');
    expect(status).toBe(200);
    expect(cacheControl).toBe('private, no-store');
    const explanation = explanationSchema.parse(body.explanation);
    expect(explanation.browse).toEqual({ field: 'category', value: 'Women' });
    expect(explanation.products.map((product) => product.id)).toEqual(body.catalog.content.map(idOf));
    expect(explanation.products[0]).toMatchObject({ id: 'p6', reason: 'pinned' });
    expect(explanation.hidden.map((product) => product.id)).toEqual(['p4']);
  });

  it('should give the public and a stranger the browse page without the explanation', async () => {
    const page = 'browseField=category&browseValue=Women&lang=en';
    const normal = await storefront(page, {}, 'browse');
    expect(normal.body.catalog.content.map(idOf)).toEqual(['p6', 'p2']);
    for (const headers of [{}, asStranger, { authorization: 'Bearer not-a-token' }]) {
      const { status, body } = await storefront(`${page}&explain=true`, headers, 'browse');
      expect(status).toBe(200);
      expect(body).not.toHaveProperty('explanation');
      expect(body.catalog.content.map(idOf)).toEqual(['p6', 'p2']);
    }
    expect((await storefront(`${page}&explain=yes`, asOwner, 'browse')).status).toBe(400);
  });
});
