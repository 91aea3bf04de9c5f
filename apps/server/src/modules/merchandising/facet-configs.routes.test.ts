// The Facets API of spec 2 §7 under /configurations/clients/{instance}: the fields of §3, the save
// rules of §5, the error shape of §8; the default configuration is the filters screen's facet set;
// the storefront answers with the configuration of the request's context; every change in history.
import { describe, expect, it } from 'vitest';
import { accessTokenFor } from '../../testing/auth.ts';
import { signUp } from '../../testing/account.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { operatorTestApp } from '../../testing/operators.ts';
import { upsertProducts } from '../catalog/index.ts';

const OPERATOR = 'facets-operator@playboard.test';

const { app, owner, asOwner, site, otherSite, call } = await operatorTestApp('', OPERATOR);
await upsertProducts(app, site.id, clothingCatalogue());
await upsertProducts(app, otherSite.id, clothingCatalogue());

const base = (instance = site.instance) => `/configurations/clients/${instance}`;
const faceting = (endpoint = 'search', instance = site.instance) =>
  `${base(instance)}/endpoints/${endpoint}/requestors/catalog/features/search/faceting`;
const saved = (id: string, endpoint = 'search', instance = site.instance) =>
  `${faceting(endpoint, instance)}/config/${id}`;
const asMerchant = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(method, url, payload, asOwner);

/** A search configuration for these queries showing these value facets. */
const forQueries = (queries: string[], valueFacets: object[], extra: object = {}) => ({
  title: `Facets for ${queries.join(', ')}`,
  criteria: { pivots: [{ name: 'query', values: queries }] },
  config: { facetableFields: { valueFacets } },
  ...extra,
});

async function storefrontFacets(path: string, instance = site.instance): Promise<string[]> {
  await app.searchIndexes.settled(instance === site.instance ? site.id : otherSite.id);
  const response = await app.inject(`/search/v1/query/${instance}/${path}&lang=en`);
  expect(response.statusCode).toBe(200);
  return response.json().catalog.facets.map((facet: { facet: string; label: string }) => {
    return `${facet.facet}:${facet.label}`;
  });
}

async function digest() {
  const { body } = await asMerchant('GET', `${base()}/features?size=100`);
  const facetable = await app.inject({
    url: `/index/v1/fields/site/${site.id}/facetable`,
    headers: asOwner,
  });
  return JSON.stringify([body, facetable.json()]);
}

async function guestWith(policies: object[]) {
  const invited = await call('POST', '/management/v1/guests', {
    email: `guest.${crypto.randomUUID().slice(0, 8)}@agency.example`,
    username: 'Agency',
    policies,
  });
  expect(invited.status).toBe(201);
  return { authorization: `Bearer ${await accessTokenFor(app, invited.body.id)}` };
}

describe('GET /configurations/clients/{instance}/features (spec 2 §7)', () => {
  it('should list the default configuration, the filters screen’s facets, for a site never configured here', async () => {
    const { status, body } = await asMerchant('GET', `${base()}/features`);
    expect(status).toBe(200);
    expect(body.numFound).toBe(1);
    const [first] = body.results;
    expect(first).toMatchObject({
      id: 'default',
      endpointId: 'search',
      criteria: { enabled: true, pivots: [], inheritance: false },
      config: { enabled: true, facetingProvidersDisabled: false },
      metadata: { created: null, updated: null, author: null },
    });
    const facetable = await asMerchant('GET', `/index/v1/fields/site/${site.id}/facetable`);
    const selected = facetable.body.fields.filter((field: { selected: boolean }) => field.selected);
    expect(first.config.facets).toEqual(selected.map(({ field }: { field: string }) => ({ field })));
    expect((await asMerchant('GET', `${base()}/features/default`)).body).toEqual(first);
  });

  it('should page, sort, search (strict_search too), filter and keep the endpoints asked for', async () => {
    const shoes = await asMerchant('POST', faceting(), forQueries(['shoes'], [{ field: 'brand' }]));
    const jeans = await asMerchant('POST', faceting(), forQueries(['jeans', 'denim'], [{ field: 'brand' }]));
    const page = await asMerchant('POST', faceting('browse'), {
      title: 'Jackets page',
      criteria: { pivots: [{ name: 'CATEGORY', values: ['Jackets'] }] },
      config: { facetableFields: { valueFacets: [{ field: 'brand' }] } },
    });
    const ids = (body: { results: { id: string }[] }) => body.results.map((result) => result.id);
    const list = async (query: string) => (await asMerchant('GET', `${base()}/features?${query}`)).body;
    expect((await list('')).numFound).toBe(4);
    expect(ids(await list('endpointId=browse'))).toEqual(
      expect.arrayContaining(['default', page.body.current.id]),
    );
    expect((await list('endpointId=browse')).numFound).toBe(2);
    expect(ids(await list('query=den'))).toEqual([jeans.body.current.id]);
    expect(ids(await list('query=den&strict_search=true'))).toEqual([]);
    expect(ids(await list('query=Denim&strict_search=true'))).toEqual([jeans.body.current.id]);
    expect(ids(await list('filters=query:shoes'))).toEqual([shoes.body.current.id]);
    expect(ids(await list('filters=CATEGORY:jackets&feature=faceting'))).toEqual([page.body.current.id]);
    expect(ids(await list('sort.field=title&sort.direction=asc&size=2&page=1'))).toEqual([
      shoes.body.current.id,
      page.body.current.id,
    ]);
    const bad = await asMerchant('GET', `${base()}/features?endpointId=everything`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ status: 400, conflictingElements: [] });
    for (const { body } of [shoes, jeans, page]) {
      const endpoint = body.current.endpointId;
      expect((await asMerchant('DELETE', saved(body.current.id, endpoint))).status).toBe(204);
    }
  });
});

describe('POST, PUT and DELETE .../faceting (spec 2 §3, §5, §7)', () => {
  it('should create (current), read, save (current and previous) and delete a configuration', async () => {
    const created = await asMerchant('POST', faceting(), forQueries(['jeans'], [{ field: 'brand' }]));
    expect(created.status).toBe(201);
    const { current } = created.body;
    expect(current).toMatchObject({
      title: 'Facets for jeans',
      endpointId: 'search',
      criteria: { enabled: true, pivots: [{ name: 'query', values: ['jeans'] }], inheritance: false },
      config: { facetableFields: { valueFacets: [{ field: 'brand' }], rangeFacets: [] } },
      metadata: { author: owner.email },
    });
    expect(current.metadata.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect((await asMerchant('GET', `${base()}/features/${current.id}`)).body).toEqual(current);
    const put = await asMerchant(
      'PUT',
      saved(current.id),
      forQueries(['jeans'], [{ field: 'brand', prettyName: 'Maker' }], { title: 'Jeans' }),
    );
    expect(put.status).toBe(200);
    expect(put.body.previous).toEqual(current);
    expect(put.body.current).toMatchObject({
      id: current.id,
      title: 'Jeans',
      config: { facetableFields: { valueFacets: [{ field: 'brand', prettyName: 'Maker' }] } },
    });
    expect((await asMerchant('DELETE', saved(current.id))).status).toBe(204);
    const gone = await asMerchant('GET', `${base()}/features/${current.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toEqual({
      status: 404,
      message: gone.body.errors[0].message,
      conflictingElements: [],
    });
  });

  it('should drop empty pivots and omit empty prettyNames on save (spec 2 §5)', async () => {
    const { status, body } = await asMerchant('POST', faceting(), {
      criteria: {
        pivots: [
          { name: 'query', values: ['dress'] },
          { name: 'lang', values: [''] },
        ],
      },
      config: { facetableFields: { valueFacets: [{ field: 'brand', prettyName: '  ' }] } },
    });
    expect(status).toBe(201);
    expect(body.current.criteria.pivots).toEqual([{ name: 'query', values: ['dress'] }]);
    expect(body.current.config.facetableFields.valueFacets).toEqual([{ field: 'brand' }]);
    expect((await asMerchant('DELETE', saved(body.current.id))).status).toBe(204);
  });

  it('should answer a double submit with the configuration the first one made (200), creating nothing twice', async () => {
    const body = forQueries(['skirts'], [{ field: 'brand' }], {
      criteria: { enabled: false, pivots: [{ name: 'query', values: ['skirts'] }] },
    });
    const first = await asMerchant('POST', faceting(), body);
    const second = await asMerchant('POST', faceting(), body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.current).toEqual(first.body.current);
    const listed = await asMerchant('GET', `${base()}/features?filters=query:skirts`);
    expect(listed.body.numFound).toBe(1);
    expect((await asMerchant('DELETE', saved(first.body.current.id))).status).toBe(204);
  });

  it('should answer 409 with status, message and conflictingElements in error (spec 2 §8) for two enabled configurations of one context', async () => {
    const first = await asMerchant('POST', faceting(), forQueries(['boots'], [{ field: 'brand' }]));
    const before = await digest();
    const clash = await asMerchant(
      'POST',
      faceting(),
      forQueries(['Boots', 'sandals'], [{ field: 'categories' }]),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0].code).toBe('global-409');
    expect(clash.body.error).toEqual({
      status: 409,
      message: clash.body.errors[0].message,
      conflictingElements: [first.body.current.id],
    });
    const everything = await asMerchant('POST', faceting('browse'), {
      config: { facetableFields: { valueFacets: [{ field: 'brand' }] } },
    });
    expect(everything.status).toBe(409);
    expect(everything.body.error.conflictingElements).toEqual(['default']);
    expect(await digest()).toBe(before);
    const otherLanguage = await asMerchant('POST', faceting('browse'), {
      criteria: { pivots: [{ name: 'BRAND', values: ['Levis'] }] },
      config: { facetableFields: {} },
    });
    expect(otherLanguage.status).toBe(201);
    for (const { body } of [first, otherLanguage]) {
      await asMerchant('DELETE', saved(body.current.id, body.current.endpointId));
    }
  });

  it('should refuse bad input with a clear 400 and change nothing', async () => {
    const before = await digest();
    const cases: [string, string, object][] = [
      [
        faceting(),
        'criteria.pivots',
        { criteria: { pivots: [{ name: 'CATEGORY', values: ['Jeans'] }] }, config: {} },
      ],
      [
        faceting(),
        'criteria.pivots',
        { criteria: { pivots: [{ name: 'store', values: ['es'] }] }, config: {} },
      ],
      [
        faceting(),
        'language fr',
        forQueries(['x'], [], {
          criteria: {
            pivots: [
              { name: 'query', values: ['x'] },
              { name: 'lang', values: ['fr'] },
            ],
          },
        }),
      ],
      [faceting(), 'not a facetable field', forQueries(['x'], [{ field: 'nonexistent' }])],
      [faceting(), 'listed twice', forQueries(['x'], [{ field: 'brand' }, { field: 'brand' }])],
      [faceting(), 'config', { title: 'no config' }],
      [faceting('everywhere'), 'endpointId', forQueries(['x'], [])],
      [saved('default'), 'default configuration', forQueries(['x'], [{ field: 'brand' }])],
    ];
    for (const [url, words, payload] of cases) {
      const method = url.endsWith('/default') ? 'PUT' : 'POST';
      const { status, body } = await asMerchant(method, url, payload);
      expect([url, status, body.error.status]).toEqual([url, 400, 400]);
      expect(body.error.message).toContain(words);
    }
    const deleteDefault = await asMerchant('DELETE', saved('default'));
    expect(deleteDefault.status).toBe(400);
    expect(await digest()).toBe(before);
  });
});

describe('who may call the Facets API (spec 2 §6)', () => {
  it('should answer 404 for a foreign instance, 403 without play.facets, READ reading only, and let operators in', async () => {
    const stranger = await signUp(app, { email: `stranger.${crypto.randomUUID().slice(0, 8)}@example.com` });
    const asStranger = { authorization: `Bearer ${await accessTokenFor(app, stranger.id)}` };
    const foreign = await call('GET', `${base()}/features`, undefined, asStranger);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.status).toBe(404);
    const analyst = await guestWith([
      { resource: 'insights', instances: [site.instance], accessLevel: 'READ' },
    ]);
    const refused = await call('GET', `${base()}/features`, undefined, analyst);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ status: 403, conflictingElements: [] });
    const reader = await guestWith([
      { resource: 'play.facets', instances: [site.instance], accessLevel: 'READ' },
    ]);
    expect((await call('GET', `${base()}/features`, undefined, reader)).status).toBe(200);
    const write = await call('POST', faceting(), forQueries(['hats'], [{ field: 'brand' }]), reader);
    expect(write.status).toBe(403);
    expect((await call('GET', `${base(otherSite.instance)}/features`, undefined, reader)).status).toBe(404);
    const asOperator = await call(
      'POST',
      faceting('search', otherSite.instance),
      forQueries(['hats'], [{ field: 'brand' }]),
    );
    expect(asOperator.status).toBe(201);
    expect(asOperator.body.current.metadata.author).toBe(OPERATOR);
    expect((await call('GET', `${base(otherSite.instance)}/features`)).body.numFound).toBe(2);
    const unauthenticated = await app.inject({ url: `${base()}/features` });
    expect(unauthenticated.statusCode).toBe(401);
  });
});

describe('one storage with the filters screen', () => {
  it('should show a change made on the filters screen in GET features, and a PUT of the default on the filters screen', async () => {
    const screen = `/index/v1/fields/site/${site.id}/facetable`;
    const chosen = await asMerchant('PUT', screen, {
      fields: [
        { field: 'brand', type: 'value', label: { en: 'Label' } },
        { field: 'categories', type: 'hierarchical' },
      ],
    });
    expect(chosen.status).toBe(200);
    const fromScreen = (await asMerchant('GET', `${base()}/features/default`)).body;
    expect(fromScreen.config.facets).toEqual([{ field: 'brand' }, { field: 'categories' }]);
    expect(fromScreen.config.facetableFields).toEqual({
      hierarchicalFacets: [{ field: 'categories' }],
      valueFacets: [{ field: 'brand', prettyName: 'Label' }],
      rangeFacets: [],
    });
    const put = await asMerchant('PUT', saved('default'), {
      ...fromScreen,
      title: 'Every search and page',
      config: {
        ...fromScreen.config,
        facetableFields: {
          hierarchicalFacets: [{ field: 'categories', prettyName: 'Department' }],
          valueFacets: [],
          rangeFacets: [{ field: 'price' }],
        },
        facets: [{ field: 'price' }, { field: 'categories' }],
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.previous).toEqual(fromScreen);
    const shown = (await asMerchant('GET', screen)).body.fields.filter(
      (field: { selected: boolean }) => field.selected,
    );
    expect(
      shown.map((field: { field: string; label: Record<string, string> }) => [field.field, field.label.en]),
    ).toEqual([
      ['price', 'Price'],
      ['categories', 'Department'],
    ]);
    expect(await storefrontFacets('search?query=jeans')).toEqual(['price:Price', 'categories:Department']);
  });
});

describe('the storefront facets answer by context (spec 2 §3 pivots)', () => {
  it('should answer a query context’s facets for that query, a category page’s on that page and the default elsewhere', async () => {
    const screen = `/index/v1/fields/site/${site.id}/facetable`;
    await asMerchant('PUT', screen, {
      fields: [
        // The label the earlier test gave goes back to the usual name.
        { field: 'categories', type: 'hierarchical', label: { en: 'Categories' } },
        { field: 'brand', type: 'value' },
      ],
    });
    const query = await asMerchant(
      'POST',
      faceting(),
      forQueries(['jeans'], [{ field: 'brand', prettyName: 'Jeans makers' }], {
        config: {
          facetableFields: {
            valueFacets: [{ field: 'brand', prettyName: 'Jeans makers' }],
            rangeFacets: [{ field: 'price' }],
          },
        },
      }),
    );
    expect(query.status).toBe(201);
    const page = await asMerchant('POST', faceting('browse'), {
      criteria: { pivots: [{ name: 'CATEGORY', values: ['Shoes'] }], inheritance: true },
      config: { facetableFields: { rangeFacets: [{ field: 'price', prettyName: 'Cost' }] } },
    });
    expect(page.status).toBe(201);
    expect(await storefrontFacets('search?query=jeans')).toEqual(['brand:Jeans makers', 'price:Price']);
    expect(await storefrontFacets('browse?browseField=category&browseValue=Shoes')).toEqual([
      'price:Cost',
      'categories:Categories',
      'brand:Brand',
    ]);
    expect(await storefrontFacets('search?query=dress')).toEqual(['categories:Categories', 'brand:Brand']);
    expect(await storefrontFacets('browse?browseField=category&browseValue=Jeans')).toEqual([
      'categories:Categories',
      'brand:Brand',
    ]);
    await asMerchant('PUT', saved(query.body.current.id), {
      ...query.body.current,
      criteria: { ...query.body.current.criteria, enabled: false },
    });
    expect(await storefrontFacets('search?query=jeans')).toEqual(['categories:Categories', 'brand:Brand']);
  });
});

describe('a context’s names per language and value order (its facets entries)', () => {
  it('should name a facet by the entry’s name in the request’s language and list its values as the entry says', async () => {
    const created = await asMerchant('POST', faceting(), {
      ...forQueries(['men'], [{ field: 'brand', prettyName: 'Makers' }]),
      config: {
        facetableFields: { valueFacets: [{ field: 'brand', prettyName: 'Makers' }] },
        facets: [
          {
            field: 'brand',
            names: { en: 'Labels' },
            values: {
              sort: 'custom',
              values: [
                { value: 'Wrangler', hidden: false },
                { value: 'Levis', hidden: true },
              ],
            },
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    await app.searchIndexes.settled(site.id);
    const response = await app.inject(`/search/v1/query/${site.instance}/search?query=men&lang=en`);
    const [brand] = response.json().catalog.facets;
    expect(brand.label).toBe('Labels');
    // Wrangler pinned first, Levis (a brand of the men's products) hidden, the others by count.
    const values = brand.values.map((value: { value: string }) => value.value);
    expect(values[0]).toBe('Wrangler');
    expect(values.length).toBeGreaterThan(1);
    expect(values).not.toContain('Levis');
    await asMerchant('DELETE', saved(created.body.current.id));
  });
});

describe('history of facet configurations', () => {
  it('should record each change under facetConfig and revert it', async () => {
    const created = await asMerchant('POST', faceting(), forQueries(['coats'], [{ field: 'brand' }]));
    const { id } = created.body.current;
    await asMerchant('PUT', saved(id), forQueries(['coats'], [{ field: 'categories' }], { title: 'Coats' }));
    const history = await asMerchant(
      'GET',
      `/merchandising/v1/sites/${site.id}/revisions?kind=facetConfig&entityId=${id}`,
    );
    expect(history.status).toBe(200);
    const mine = history.body.revisions;
    expect(mine).toHaveLength(2);
    const revert = await asMerchant(
      'POST',
      `/merchandising/v1/sites/${site.id}/revisions/${mine[0].id}/revert`,
      {},
    );
    expect(revert.status).toBeLessThan(300);
    const back = await asMerchant('GET', `${base()}/features/${id}`);
    expect(back.body.title).toBe('Facets for coats');
    expect(back.body.config.facetableFields.valueFacets).toEqual([{ field: 'brand' }]);
  });

  it('should revert the default configuration, the filters screen’s facets, to what it was', async () => {
    const before = await asMerchant('GET', `${base()}/features/default`);
    const edited = await asMerchant('PUT', saved('default'), {
      ...before.body,
      config: { ...before.body.config, facetableFields: { valueFacets: [{ field: 'brand' }] }, facets: [] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.current.config.facetableFields.hierarchicalFacets).toEqual([]);
    const history = await asMerchant(
      'GET',
      `/merchandising/v1/sites/${site.id}/revisions?kind=facetConfig&entityId=default`,
    );
    const revert = await asMerchant(
      'POST',
      `/merchandising/v1/sites/${site.id}/revisions/${history.body.revisions[0].id}/revert`,
      {},
    );
    expect(revert.status).toBeLessThan(300);
    const back = await asMerchant('GET', `${base()}/features/default`);
    expect(back.body.config.facetableFields).toEqual(before.body.config.facetableFields);
  });
});
