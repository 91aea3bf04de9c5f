// Related tags (issue 34): the merchant's curated tags come first on the storefront, an organic
// tag hidden for a query is never offered, and the list shows each curated query and popular
// search with the organic tags the site's engine computes now; who may read and change them.
import { relatedTagsPageSchema, relatedTagsSchema } from '@playboard/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/account.ts';
import { dayBefore, insertEvents } from '../../testing/analytics.ts';
import { accessTokenFor } from '../../testing/auth.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { operatorTestApp } from '../../testing/operators.ts';
import { upsertProducts } from '../catalog/index.ts';

const { app, asOwner, site, otherSite, call } = await operatorTestApp(
  '',
  'related-tags-operator@playboard.test',
);
const base = `/merchandising/v1/sites/${site.id}`;
const asMerchant = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(method, url, payload, asOwner);

beforeAll(async () => {
  await upsertProducts(app, site.id, clothingCatalogue());
  // "shoes" is a popular search: three sessions searched it, one clicked.
  await insertEvents(app, site.id, dayBefore(new Date(), 1), [
    ...['a', 'b', 'c'].map((session) => ({
      event: 'query',
      query: 'shoes',
      language: 'en',
      session,
      totalHits: 2,
    })),
    { event: 'click', query: 'shoes', language: 'en', session: 'a' },
  ]);
  const build = await asMerchant('POST', `${base}/popular-searches/builds`, { language: 'en' });
  if (build.status !== 200) throw new Error(`the build failed: ${JSON.stringify(build.body)}`);
});

async function storefrontTags(query: string) {
  await app.searchIndexes.settled(site.id);
  const response = await app.inject(
    `/relatedtags/${site.instance}?query=${encodeURIComponent(query)}&lang=en`,
  );
  expect(response.statusCode).toBe(200);
  return response
    .json()
    .data.relatedtags.map((entry: { tag: string; source: string }) => `${entry.source}:${entry.tag}`);
}

async function list(params = '') {
  const response = await asMerchant('GET', `${base}/related-tags?language=en${params}`);
  expect(response.status).toBe(200);
  return relatedTagsPageSchema.parse(response.body);
}

describe('related tags', () => {
  it('should list popular searches with the organic tags the engine computes, before any curation', async () => {
    expect(await list()).toEqual({
      items: [{ query: 'shoes', curated: null, organic: expect.any(Array) }],
      total: 1,
    });
    const [shoes] = (await list()).items;
    expect(shoes!.organic.map((tag) => tag.state)).not.toContain('hidden');
    expect(shoes!.organic.map((tag) => `ORGANIC:${tag.tag}`)).toEqual(await storefrontTags('shoes'));
  });

  it('should offer curated tags first, never a hidden organic one, and list both with their state', async () => {
    const organic = (await storefrontTags('jeans')).map((entry: string) => entry.replace('ORGANIC:', ''));
    expect(organic).toEqual(['black', 'blue']);
    const created = await asMerchant('POST', `${base}/related-tags`, {
      language: 'en',
      query: 'jeans',
      tags: ['skinny', 'high waist'],
      hidden: ['Black'],
    });
    expect(created.status).toBe(201);
    expect(relatedTagsSchema.parse(created.body)).toMatchObject({
      query: 'jeans',
      tags: ['skinny', 'high waist'],
    });
    const offered = await storefrontTags('jeans');
    expect(offered.slice(0, 2)).toEqual(['CURATED:skinny', 'CURATED:high waist']);
    expect(offered).not.toContain('ORGANIC:black');
    expect(offered.slice(2).every((entry: string) => entry.startsWith('ORGANIC:'))).toBe(true);

    const read = await asMerchant('GET', `${base}/related-tags/${created.body.id}`);
    expect(read.body).toEqual(created.body);
    const page = await list();
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.query)).toEqual(['jeans', 'shoes']);
    expect(page.items[0]!.curated?.id).toBe(created.body.id);
    expect(page.items[0]!.organic).toContainEqual({ tag: 'black', state: 'hidden' });
    expect((await list('&search=SHO')).items.map((item) => item.query)).toEqual(['shoes']);
    expect(await list('&limit=1&offset=1')).toMatchObject({ items: [{ query: 'shoes' }], total: 2 });

    // A second entry for the query (a double submit) changes nothing.
    const again = await asMerchant('POST', `${base}/related-tags`, {
      language: 'en',
      query: 'Jeans ',
      tags: ['x'],
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('related-tags-1');
    // An entry emptied of both lists is refused, and the saved one stays as it was.
    const emptied = await asMerchant('PUT', `${base}/related-tags/${created.body.id}`, {
      language: 'en',
      query: 'jeans',
      tags: [],
    });
    expect(emptied.status).toBe(400);
    expect(emptied.body.errors[0].code).toBe('global-400');
    expect((await asMerchant('GET', `${base}/related-tags/${created.body.id}`)).body.tags).toEqual([
      'skinny',
      'high waist',
    ]);

    const shown = await asMerchant('PUT', `${base}/related-tags/${created.body.id}`, {
      language: 'en',
      query: 'jeans',
      tags: ['high waist'],
    });
    expect(shown.status).toBe(200);
    expect(shown.body.hidden).toEqual([]);
    const after = await storefrontTags('jeans');
    expect(after[0]).toBe('CURATED:high waist');
    expect(after).toContain('ORGANIC:black');

    expect((await asMerchant('DELETE', `${base}/related-tags/${created.body.id}`)).status).toBe(204);
    expect(await storefrontTags('jeans')).not.toContain('CURATED:high waist');
    expect((await asMerchant('GET', `${base}/related-tags/${created.body.id}`)).status).toBe(404);
    expect((await list()).total).toBe(1);
  });

  it('should record each change in history and revert one, the storefront following', async () => {
    const created = await asMerchant('POST', `${base}/related-tags`, {
      language: 'en',
      query: 'boots',
      tags: ['leather'],
    });
    await asMerchant('PUT', `${base}/related-tags/${created.body.id}`, {
      language: 'en',
      query: 'boots',
      tags: ['suede'],
    });
    expect((await storefrontTags('boots'))[0]).toBe('CURATED:suede');
    const history = await asMerchant('GET', `${base}/revisions?kind=relatedTags`);
    expect(history.body.revisions[0]).toMatchObject({
      entityId: created.body.id,
      before: { tags: ['leather'] },
      after: { tags: ['suede'] },
    });
    const revert = await asMerchant('POST', `${base}/revisions/${history.body.revisions[0].id}/revert`, {});
    expect(revert.status).toBeLessThan(300);
    expect((await asMerchant('GET', `${base}/related-tags/${created.body.id}`)).body.tags).toEqual([
      'leather',
    ]);
    expect((await storefrontTags('boots'))[0]).toBe('CURATED:leather');
    await asMerchant('DELETE', `${base}/related-tags/${created.body.id}`);
  });

  it('should answer 404 for a foreign site or id, and let a READ member read without changing', async () => {
    const created = await asMerchant('POST', `${base}/related-tags`, {
      language: 'en',
      query: 'dress',
      tags: ['red'],
    });
    expect(created.status).toBe(201);
    const stranger = await signUp(app, { email: `stranger.${crypto.randomUUID().slice(0, 8)}@example.com` });
    const asStranger = { authorization: `Bearer ${await accessTokenFor(app, stranger.id)}` };
    expect((await call('GET', `${base}/related-tags?language=en`, undefined, asStranger)).status).toBe(404);
    expect((await call('GET', `${base}/related-tags/${created.body.id}`, undefined, asStranger)).status).toBe(
      404,
    );
    const foreign = `/merchandising/v1/sites/${otherSite.id}/related-tags/${created.body.id}`;
    expect((await asMerchant('GET', foreign)).status).toBe(404);
    expect((await asMerchant('DELETE', foreign)).status).toBe(404);

    const invited = await call('POST', '/management/v1/guests', {
      email: `guest.${crypto.randomUUID().slice(0, 8)}@agency.example`,
      username: 'Agency',
      policies: [{ resource: 'play.relatedTags', instances: [site.instance], accessLevel: 'READ' }],
    });
    expect(invited.status).toBe(201);
    const reader = { authorization: `Bearer ${await accessTokenFor(app, invited.body.id)}` };
    expect((await call('GET', `${base}/related-tags?language=en`, undefined, reader)).status).toBe(200);
    expect((await call('GET', `${base}/related-tags/${created.body.id}`, undefined, reader)).status).toBe(
      200,
    );
    const body = { language: 'en', query: 'dress', tags: ['blue'] };
    expect((await call('POST', `${base}/related-tags`, { ...body, query: 'coat' }, reader)).status).toBe(403);
    expect((await call('PUT', `${base}/related-tags/${created.body.id}`, body, reader)).status).toBe(403);
    expect((await call('DELETE', `${base}/related-tags/${created.body.id}`, undefined, reader)).status).toBe(
      403,
    );
    expect((await asMerchant('GET', `${base}/related-tags/${created.body.id}`)).body.tags).toEqual(['red']);
  });
});
