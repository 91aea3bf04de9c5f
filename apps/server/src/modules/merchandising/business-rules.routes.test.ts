import type { BusinessRule } from '@playboard/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configRevisions } from '../../db/schema/index.ts';
import { upsertProducts } from '../catalog/index.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { merchandisingTestKit } from '../../testing/merchandising.ts';
import { addSite } from '../../testing/sites.ts';

// The older business rules through the merchandising API (issue 17; spec 1 §3, §5, §8, §9).
const { context, base, call, freshSite, firstError } = merchandisingTestKit('business-rules');

const rule = (input: Partial<BusinessRule> = {}) => ({
  language: 'en',
  field: 'BRAND',
  type: 'BOOST',
  values: ['Levis'],
  matchingQueries: ['jeans'],
  ...input,
});

async function create(siteId: string, body: object): Promise<BusinessRule> {
  const { status, body: created } = await call('POST', base(siteId), body);
  expect(status).toBe(201);
  return created;
}

describe('business rules through /merchandising/v1/sites/{siteId}/business-rules', () => {
  it('should create, read, replace and delete a rule, each change recorded in the history', async () => {
    const own = await freshSite();
    const created = await create(own.id, rule());
    expect(created).toMatchObject(rule());
    expect((await call('GET', `${base(own.id)}/${created.id}`)).body).toEqual(created);
    const replaced = await call(
      'PUT',
      `${base(own.id)}/${created.id}`,
      rule({ type: 'BURY', values: ['Levis', 'Wrangler'] }),
    );
    expect(replaced.body).toMatchObject({ type: 'BURY', values: ['Levis', 'Wrangler'] });
    expect((await call('DELETE', `${base(own.id)}/${created.id}`)).status).toBe(204);
    const revisions = await context.app.db
      .select()
      .from(configRevisions)
      .where(and(eq(configRevisions.siteId, own.id), eq(configRevisions.entityId, created.id!)));
    expect(revisions.map((revision) => revision.kind)).toEqual([
      'businessRule',
      'businessRule',
      'businessRule',
    ]);
  });

  it('should convert a rule into a query ranking rule in one step, once (issue 32)', async () => {
    const own = await freshSite();
    const older = await create(
      own.id,
      rule({ field: 'CATEGORY', values: ['Jackets'], matchingQueries: ['denim'] }),
    );
    const rules = `/configurations/clients/${own.instance}/features/groups/query_ranking`;

    const converted = await call('POST', `${base(own.id)}/${older.id}/convert`);
    expect(converted.status).toBe(201);
    expect(converted.body).toMatchObject({
      title: '',
      endpointId: 'search',
      criteria: { enabled: true, queries: ['denim'], pivots: [{ name: 'lang', value: 'en' }] },
      attributesRanking: [{ fieldName: 'CATEGORY', fieldValue: 'Jackets', action: 'BOOST' }],
      productsRanking: [],
    });
    expect((await call('GET', `${base(own.id)}/${older.id}`)).status).toBe(404);
    const listed = await call('GET', rules);
    expect(listed.body).toMatchObject({ numFound: 1, results: [{ id: converted.body.id }] });

    // A second submit finds the rule gone and creates nothing.
    const again = await call('POST', `${base(own.id)}/${older.id}/convert`);
    expect(again.status).toBe(404);
    expect((await call('GET', rules)).body.numFound).toBe(1);
    const kinds = await context.app.db
      .select({ kind: configRevisions.kind, after: configRevisions.after })
      .from(configRevisions)
      .where(eq(configRevisions.siteId, own.id));
    expect(kinds.map(({ kind, after }) => `${kind} ${after === null ? 'deleted' : 'saved'}`).sort()).toEqual([
      'businessRule deleted',
      'businessRule saved',
      'queryRankingRule saved',
    ]);
  });

  it('should keep the older rule when its query ranking rule would conflict with a saved one, with 409 naming it', async () => {
    const own = await freshSite();
    const older = await create(own.id, rule());
    const first = await call('POST', `${base(own.id)}/${older.id}/convert`);
    const twin = await create(own.id, rule());
    const refused = await call('POST', `${base(own.id)}/${twin.id}/convert`);
    expect(refused.status).toBe(409);
    expect(refused.body.conflicts).toEqual([{ id: first.body.id, queries: ['jeans'] }]);
    expect((await call('GET', `${base(own.id)}/${twin.id}`)).body).toEqual(twin);
  });

  it('should answer 404 for a rule that no longer exists (spec 1 §8)', async () => {
    const own = await freshSite();
    const created = await create(own.id, rule());
    await call('DELETE', `${base(own.id)}/${created.id}`);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const gone = await call(method, `${base(own.id)}/${created.id}`, method === 'PUT' ? rule() : undefined);
      expect(gone.status).toBe(404);
      expect(firstError(gone.body)?.code).toBe('global-404');
    }
  });

  it('should need an attribute ranking, 0 to 30 distinct terms of at most 255 characters (spec 1 §5)', async () => {
    const none = await call('POST', base(), rule({ values: [] }));
    expect(firstError(none.body)).toEqual({
      code: 'global-400',
      message: 'values: Add at least one attribute ranking.',
    });
    const terms = Array.from({ length: 31 }, (_, index) => `term ${index}`);
    expect(firstError((await call('POST', base(), rule({ matchingQueries: terms }))).body)?.message).toBe(
      'matchingQueries: You can add up to 30 terms.',
    );
    expect(
      firstError((await call('POST', base(), rule({ matchingQueries: ['x'.repeat(256)] }))).body)?.message,
    ).toBe('matchingQueries.0: Each term can have at most 255 characters.');
    const twice = await call('POST', base(), rule({ matchingQueries: ['sale', ' SALE'] }));
    expect(twice.status).toBe(400);
    const own = await freshSite();
    expect((await call('POST', base(own.id), rule({ matchingQueries: terms.slice(0, 30) }))).status).toBe(
      201,
    );
    expect((await call('POST', base(own.id), rule({ matchingQueries: ['y'.repeat(255)] }))).status).toBe(201);
  });

  it("should offer only the platform's fields (spec 1 §9) and IS_NEW with its one value", async () => {
    const { site: shopify } = await addSite(context.app, context.organizationId, { platform: 'SHOPIFY' });
    const brand = await call('POST', base(shopify.id), rule());
    expect(brand.status).toBe(400);
    expect(firstError(brand.body)?.message).toBe(
      'field: BRAND is not a business rule field of SHOPIFY sites',
    );
    expect(
      (await call('POST', base(shopify.id), rule({ field: 'CATEGORY', values: ['Jeans'] }))).status,
    ).toBe(201);
    expect((await call('GET', `${base(shopify.id)}/values?field=BRAND&language=en`)).status).toBe(400);
    const { site: custom } = await addSite(context.app, context.organizationId, { platform: 'CUSTOM' });
    expect((await call('POST', base(custom.id), rule({ field: 'IS_NEW', values: ['true'] }))).status).toBe(
      400,
    );
    const { site: prestashop } = await addSite(context.app, context.organizationId, {
      platform: 'PRESTASHOP',
    });
    const oddValue = await call('POST', base(prestashop.id), rule({ field: 'IS_NEW', values: ['yes'] }));
    expect(firstError(oddValue.body)?.message).toBe(
      'values: an IS_NEW rule has the one value "true" (the new products)',
    );
    expect(
      (await call('POST', base(prestashop.id), rule({ field: 'IS_NEW', values: ['true'] }))).status,
    ).toBe(201);
  });

  it('should answer 409 naming the rule when all searches or a term already have one (spec 1 §8)', async () => {
    const own = await freshSite();
    const everywhere = await create(own.id, rule({ matchingQueries: [] }));
    const again = await call('POST', base(own.id), rule({ matchingQueries: [], values: ['Nike'] }));
    expect(again.status).toBe(409);
    expect(firstError(again.body)).toEqual({
      code: 'global-409',
      message: `A configuration for all searches already exists: BOOST BRAND rule ${everywhere.id} (Levis)`,
    });
    const jeans = await create(own.id, rule({ matchingQueries: ['jeans', 'denim'] }));
    const taken = await call(
      'POST',
      base(own.id),
      rule({ values: ['Nike'], matchingQueries: ['shoes', ' DENIM '] }),
    );
    expect(taken.status).toBe(409);
    expect(firstError(taken.body)).toEqual({
      code: 'global-409',
      message: `"DENIM" already used by the BOOST BRAND rule ${jeans.id} (Levis)`,
    });
    // Another type, field or language is another configuration; a rule may keep its own terms.
    expect((await call('POST', base(own.id), rule({ type: 'BURY', values: ['Nike'] }))).status).toBe(201);
    expect((await call('POST', base(own.id), rule({ language: 'es' }))).status).toBe(201);
    expect(
      (await call('PUT', `${base(own.id)}/${jeans.id}`, rule({ matchingQueries: ['jeans'] }))).status,
    ).toBe(200);
    const [first, second] = await Promise.all([
      call('POST', base(own.id), rule({ matchingQueries: ['sale'] })),
      call('POST', base(own.id), rule({ matchingQueries: ['sale'] })),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
  });

  it('should page, sort and search the list by term and value, by language, field and type', async () => {
    const own = await freshSite();
    await create(own.id, rule({ matchingQueries: ['bravo'] }));
    await create(own.id, rule({ matchingQueries: ['alpha'], values: ['Wrangler'] }));
    await create(own.id, rule({ matchingQueries: ['charlie'], type: 'BURY' }));
    await create(own.id, rule({ matchingQueries: ['alpha'], language: 'es' }));
    const page = await call('GET', `${base(own.id)}?language=en&sort=terms&order=asc&limit=2&offset=1`);
    expect(page.body.total).toBe(3);
    expect(page.body.businessRules.map((item: BusinessRule) => item.matchingQueries[0])).toEqual([
      'bravo',
      'charlie',
    ]);
    const byValue = await call('GET', `${base(own.id)}?q=wrang`);
    expect(byValue.body.businessRules.map((item: BusinessRule) => item.values)).toEqual([['Wrangler']]);
    expect((await call('GET', `${base(own.id)}?type=BURY`)).body.total).toBe(1);
    expect((await call('GET', `${base(own.id)}?field=CATEGORY`)).body.total).toBe(0);
  });

  it("should give the catalogue's values of a field: brands, categories, products with name and image", async () => {
    const brands = await call('GET', `${base()}/values?field=BRAND&language=en`);
    expect(brands.body.values[0]).toEqual({
      value: 'Levis',
      label: 'Levis',
      products: 2,
      image: null,
      available: null,
    });
    expect(brands.body.values).toHaveLength(5);
    const categories = await call('GET', `${base()}/values?field=CATEGORY&language=es&q=je`);
    // Each category by its path, so Men › Jeans and Women › Jeans are told apart (issue 32).
    expect(categories.body.values).toEqual([
      { value: 'Men>Jeans', label: 'Men › Jeans', products: 1, image: null, available: null },
      { value: 'Women>Jeans', label: 'Women › Jeans', products: 1, image: null, available: null },
    ]);
    const women = await call('GET', `${base()}/values?field=CATEGORY&language=en&q=women`);
    expect(women.body.values.map((value: { label: string }) => value.label)).toEqual([
      'Women',
      'Women › Dresses',
      'Women › Jeans',
      'Women › Shoes',
    ]);
    expect(
      (await call('GET', `${base()}/values?field=CATEGORY&language=en&q=${encodeURIComponent('men › sh')}`))
        .body.values,
    ).toEqual([
      { value: 'Men>Shoes', label: 'Men › Shoes', products: 1, image: null, available: null },
      { value: 'Women>Shoes', label: 'Women › Shoes', products: 1, image: null, available: null },
    ]);
    const products = await call('GET', `${base()}/values?field=PRODUCT_ID&language=es&q=vaqueros`);
    expect(products.body.values).toEqual([
      {
        value: 'p1',
        label: 'Vaqueros azules slim',
        products: 1,
        image: 'https://cdn.example.com/p1.jpg',
        available: true,
      },
      {
        value: 'p2',
        label: 'Vaqueros negros skinny',
        products: 1,
        image: 'https://cdn.example.com/p2.jpg',
        available: true,
      },
    ]);
    // The boots are out of stock: the editor warns before pinning them.
    const boots = await call('GET', `${base()}/values?field=PRODUCT_ID&language=en&q=boots`);
    expect(boots.body.values).toEqual([
      expect.objectContaining({ value: 'p5', label: 'Leather boots', available: false }),
    ]);
    const { site: prestashop } = await addSite(context.app, context.organizationId, {
      platform: 'PRESTASHOP',
    });
    await upsertProducts(context.app, prestashop.id, clothingCatalogue());
    const fresh = await call('GET', `${base(prestashop.id)}/values?field=IS_NEW&language=en`);
    expect(fresh.body.values).toEqual([
      { value: 'true', label: 'true', products: 6, image: null, available: null },
    ]);
  });

  it('should answer 404 to another organisation and 401 without a token', async () => {
    const created = await create(context.site.id, rule({ matchingQueries: ['contact'] }));
    for (const [method, url, payload] of [
      ['GET', base(), undefined],
      ['GET', `${base()}/values?field=BRAND&language=en`, undefined],
      ['POST', base(), rule({ matchingQueries: ['jobs'] })],
      ['GET', `${base()}/${created.id}`, undefined],
      ['PUT', `${base()}/${created.id}`, rule({ matchingQueries: ['jobs'] })],
      ['DELETE', `${base()}/${created.id}`, undefined],
    ] as const) {
      expect((await call(method, url, payload, context.asStranger)).status).toBe(404);
      expect((await call(method, url, payload, {})).status).toBe(401);
    }
    const other = await freshSite();
    expect((await call('DELETE', `${base(other.id)}/${created.id}`)).status).toBe(404);
    expect((await call('GET', `${base()}/${created.id}`)).status).toBe(200);
  });
});
