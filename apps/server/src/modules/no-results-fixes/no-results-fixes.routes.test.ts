import { addDays, NO_RESULTS_FIX_BEFORE_DAYS, NO_RESULTS_FIX_MAX_TERMS } from '@playboard/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { analyticsDailyQueries, synonyms, type EngineRow, type SiteRow } from '../../db/schema/index.ts';
import type { MovableClock } from '../../testing/account.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { addSite, sitesTestApp } from '../../testing/sites.ts';
import { upsertProducts } from '../catalog/index.ts';

// Issue 15, "Searches with no results: from report to fix": a proposal from the catalogue for a
// query of the no-results report, accepted (saved as a synonym group or redirection) or dismissed,
// and each fix's searches before and after it.
let app: App;
let clock: MovableClock;
let asOwner: Record<string, string>;
let asStranger: Record<string, string>;
let site: SiteRow;
let engines: EngineRow[];

beforeAll(async () => {
  let organizationId: string;
  ({ app, clock, asOwner, asStranger, organizationId } = await sitesTestApp());
  ({ site, engines } = await addSite(app, organizationId, { languages: ['en', 'es'] }));
  await upsertProducts(app, site.id, clothingCatalogue());
});

const base = () => `/merchandising/v1/sites/${site.id}/no-results-fixes`;

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = asOwner) {
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

const proposal = (query: string, language = 'en') =>
  call('GET', `${base()}/proposal?language=${language}&query=${encodeURIComponent(query)}`);

async function storefrontTotal(query: string): Promise<number> {
  await app.searchIndexes.settled(site.id);
  const response = await app.inject(
    `/search/v1/query/${site.instance}/search?query=${encodeURIComponent(query)}&lang=en`,
  );
  return response.json().catalog.numFound;
}

describe('GET /merchandising/v1/sites/{siteId}/no-results-fixes/proposal', () => {
  it('should propose a one-way synonym group of a misspelt query and the catalogue word it meant', async () => {
    expect(await storefrontTotal('snikrs')).toBe(0);
    const { status, body } = await proposal('Snikrs');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      kind: 'synonym',
      query: 'snikrs',
      group: { language: 'en', terms: ['snikrs', 'sneakers'], oneWay: true },
    });
    expect(body.candidates[0]).toEqual({ term: 'sneakers', source: 'spelling', distance: 3, total: 1 });
    expect(body.preview.total).toBe(1);
    expect(body.preview.products).toEqual([
      { id: 'p6', name: 'White sneakers', image: 'https://cdn.example.com/p6.jpg', price: 95 },
    ]);
    expect(body.group.terms.length - 1).toBeLessThanOrEqual(NO_RESULTS_FIX_MAX_TERMS);
  });

  it('should store nothing and change nothing shoppers get', async () => {
    await proposal('snikrs');
    expect(await storefrontTotal('snikrs')).toBe(0);
    expect(await app.db.select().from(synonyms).where(eq(synonyms.siteId, site.id))).toEqual([]);
  });

  it('should propose the same twice (deterministic)', async () => {
    expect((await proposal('snikrs')).body).toEqual((await proposal('snikrs')).body);
  });

  it('should propose a redirection to the shop for a service word, in English and Spanish', async () => {
    const { body } = await proposal('returns policy');
    expect(body).toEqual({
      kind: 'redirection',
      query: 'returns policy',
      topic: 'returns',
      redirection: {
        language: 'en',
        matchingQueries: ['returns policy'],
        targetUrl: site.url,
        enabled: true,
      },
    });
    const spanish = await proposal('Gastos de envío', 'es');
    expect(spanish.body).toMatchObject({ kind: 'redirection', topic: 'shipping', query: 'gastos de envío' });
    expect((await proposal('size guide')).body).toMatchObject({ topic: 'sizeGuide' });
  });

  it('should answer no good match for gibberish, and for a query that finds products', async () => {
    expect((await proposal('xqzvwk')).body).toEqual({
      kind: 'none',
      query: 'xqzvwk',
      reason: 'noCloseTerm',
      total: 0,
    });
    expect((await proposal('jeans')).body).toEqual({
      kind: 'none',
      query: 'jeans',
      reason: 'findsProducts',
      total: 2,
    });
  });

  it('should refuse a language the site has no search in and an empty query with global-400', async () => {
    const french = await proposal('snikrs', 'en-GB');
    expect(french.status).toBe(400);
    expect(french.body.errors[0].code).toBe('global-400');
    expect((await proposal('  ')).status).toBe(400);
  });
});

describe('POST /merchandising/v1/sites/{siteId}/no-results-fixes/synonyms', () => {
  const group = { language: 'en', terms: ['snikrs', 'sneakers'], oneWay: true };

  it('should save the group, record the fix, and make the storefront search find products', async () => {
    const { status, body } = await call('POST', `${base()}/synonyms`, { query: 'Snikrs', value: group });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      language: 'en',
      query: 'snikrs',
      status: 'accepted',
      kind: 'synonym',
      terms: ['snikrs', 'sneakers'],
      targetUrl: null,
      figures: null,
    });
    const saved = await app.db.select().from(synonyms).where(eq(synonyms.siteId, site.id));
    expect(saved.map((row) => row.id)).toEqual([body.entityId]);
    expect(await storefrontTotal('snikrs')).toBe(1);
    expect((await proposal('snikrs')).body).toMatchObject({
      kind: 'none',
      reason: 'findsProducts',
      total: 1,
    });
  });

  it('should answer the same fix for a double submit and create one group', async () => {
    const again = await call('POST', `${base()}/synonyms`, { query: 'snikrs', value: group });
    expect(again.status).toBe(200);
    expect(again.body.query).toBe('snikrs');
    expect(await app.db.select().from(synonyms).where(eq(synonyms.siteId, site.id))).toHaveLength(1);
  });

  it("should refuse a group without the query it fixes, or with one term (the spec's message), saving nothing", async () => {
    const without = await call('POST', `${base()}/synonyms`, {
      query: 'jakket',
      value: { language: 'en', terms: ['jacket', 'coat'] },
    });
    expect(without.status).toBe(400);
    expect(without.body.errors[0]).toMatchObject({ code: 'global-400' });
    expect(without.body.errors[0].message).toBe('value.terms: Keep the search this fixes among the terms.');
    const single = await call('POST', `${base()}/synonyms`, {
      query: 'jakket',
      value: { language: 'en', terms: ['jakket'] },
    });
    expect(single.status).toBe(400);
    expect(single.body.errors[0].message).toContain('Add more than one term to save a Synonym group');
    expect(await app.db.select().from(synonyms).where(eq(synonyms.siteId, site.id))).toHaveLength(1);
  });
});

describe('POST /merchandising/v1/sites/{siteId}/no-results-fixes/redirections', () => {
  const redirection = (terms: string[]) => ({
    language: 'en',
    matchingQueries: terms,
    targetUrl: 'https://shop.example.com/help/returns',
  });

  it('should save the redirection the merchant completed and send the shopper there', async () => {
    const { status, body } = await call('POST', `${base()}/redirections`, {
      query: 'returns policy',
      value: redirection(['returns policy', 'refunds']),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      kind: 'redirection',
      query: 'returns policy',
      terms: ['returns policy', 'refunds'],
      targetUrl: 'https://shop.example.com/help/returns',
    });
    await app.searchIndexes.settled(site.id);
    const search = await app.inject(`/search/v1/query/${site.instance}/search?query=refunds&lang=en`);
    expect(search.json().direct.content).toMatchObject([{ url: 'https://shop.example.com/help/returns' }]);
  });

  it('should refuse a term another redirection has with search-extensions-7 (409), recording no fix', async () => {
    const { status, body } = await call('POST', `${base()}/redirections`, {
      query: 'refund',
      value: redirection(['refund', 'refunds']),
    });
    expect(status).toBe(409);
    expect(body.errors[0].code).toBe('search-extensions-7');
    const list = await call('GET', `${base()}?language=en`);
    expect(list.body.fixes.map((fix: { query: string }) => fix.query)).not.toContain('refund');
  });
});

describe('dismissing and restoring', () => {
  it('should record a dismissal once, list it, and bring it back to the report', async () => {
    const first = await call('POST', `${base()}/dismissals`, { language: 'en', query: 'Telescope' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ query: 'telescope', status: 'dismissed', kind: null, entityId: null });
    const again = await call('POST', `${base()}/dismissals`, { language: 'en', query: 'telescope' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const list = await call('GET', `${base()}?language=en`);
    expect(list.body.fixes.filter((fix: { status: string }) => fix.status === 'dismissed')).toHaveLength(1);
    expect((await call('DELETE', `${base()}/${first.body.id}`)).status).toBe(204);
    expect((await call('DELETE', `${base()}/${first.body.id}`)).status).toBe(404);
  });

  it('should refuse to dismiss or restore a fixed query with global-409', async () => {
    const dismissed = await call('POST', `${base()}/dismissals`, { language: 'en', query: 'snikrs' });
    expect(dismissed.status).toBe(409);
    expect(dismissed.body.errors[0].code).toBe('global-409');
    const list = await call('GET', `${base()}?language=en`);
    const fixed = list.body.fixes.find((fix: { query: string }) => fix.query === 'snikrs');
    expect((await call('DELETE', `${base()}/${fixed.id}`)).status).toBe(409);
  });

  it('should accept a query dismissed before', async () => {
    await call('POST', `${base()}/dismissals`, { language: 'en', query: 'snekers' });
    const { status, body } = await call('POST', `${base()}/synonyms`, {
      query: 'snekers',
      value: { language: 'en', terms: ['snekers', 'sneakers'], oneWay: true },
    });
    expect(status).toBe(201);
    expect(body.status).toBe('accepted');
  });
});

describe('GET /merchandising/v1/sites/{siteId}/no-results-fixes: before and after', () => {
  it('should give a fixed query its searches in the 28 days up to its day and in the whole days since, and its results now', async () => {
    const engineId = engines.find((engine) => engine.language === 'en')!.id;
    const list = await call('GET', `${base()}?language=en`);
    const fix = list.body.fixes.find((found: { query: string }) => found.query === 'snikrs');
    const day = fix.decidedAt.slice(0, 10);
    const seed = (offset: number, searches: number, searchesNoResults: number) => ({
      engineId,
      day: addDays(day, offset),
      query: 'snikrs',
      searches,
      searchesNoResults,
    });
    await app.db
      .insert(analyticsDailyQueries)
      .values([
        seed(-NO_RESULTS_FIX_BEFORE_DAYS, 50, 50),
        seed(1 - NO_RESULTS_FIX_BEFORE_DAYS, 6, 6),
        seed(-1, 4, 4),
        seed(0, 3, 2),
        seed(1, 5, 0),
        seed(2, 2, 0),
      ]);
    const today = await call('GET', `${base()}?language=en`);
    const sameDay = today.body.fixes.find((found: { id: string }) => found.id === fix.id);
    expect(sameDay.figures).toEqual({
      before: { from: addDays(day, -27), to: day, searches: 13, searchesNoResults: 12 },
      after: null,
      total: 1,
    });

    clock.advance(2 * 86_400_000);
    const later = await call('GET', `${base()}?language=en`);
    const fixed = later.body.fixes.find((found: { id: string }) => found.id === fix.id);
    expect(fixed.figures.after).toEqual({
      from: addDays(day, 1),
      to: addDays(day, 2),
      searches: 7,
      searchesNoResults: 0,
    });
    const dismissedOrNot = later.body.fixes.filter(
      (found: { status: string }) => found.status === 'dismissed',
    );
    expect(dismissedOrNot.every((found: { figures: unknown }) => found.figures === null)).toBe(true);
  });

  it('should list the fixes of the language asked only', async () => {
    const spanish = await call('GET', `${base()}?language=es`);
    expect(spanish.body).toEqual({ fixes: [], total: 0 });
  });
});

describe('another organisation', () => {
  it("should answer 404 to a stranger for every route of the site's fixes", async () => {
    const stranger = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      call(method, url, payload, asStranger);
    expect((await stranger('GET', `${base()}/proposal?language=en&query=snikrs`)).status).toBe(404);
    expect((await stranger('GET', `${base()}?language=en`)).status).toBe(404);
    const accepted = await stranger('POST', `${base()}/synonyms`, {
      query: 'jakket',
      value: { language: 'en', terms: ['jakket', 'jacket'] },
    });
    expect(accepted.status).toBe(404);
    expect((await stranger('POST', `${base()}/dismissals`, { language: 'en', query: 'jakket' })).status).toBe(
      404,
    );
    expect((await stranger('DELETE', `${base()}/${crypto.randomUUID()}`)).status).toBe(404);
    expect(await app.db.select().from(synonyms).where(eq(synonyms.siteId, site.id))).toHaveLength(2);
  });
});

describe('a query of several words', () => {
  it('should replace the word the catalogue lacks by the closest one and keep the others', async () => {
    const { body } = await proposal('white snikkrs');
    expect(body).toMatchObject({ kind: 'synonym', group: { terms: ['white snikkrs', 'white sneakers'] } });
    expect(body.preview.products.map((product: { id: string }) => product.id)).toEqual(['p6']);
  });
});
