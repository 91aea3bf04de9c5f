// Popular searches learned from the site's own searches (issue 34): the harvest's rules on a
// constructed log (a misspelling never becomes a popular search, a query of one session never
// does, a variant merges), the build's account of what it left out, the merchant's banned words
// applied at once to the list and the storefront, thresholds at the next build, and who may call.
import {
  nextQueriesPageSchema,
  popularSearchBuildSchema,
  popularSearchPageSchema,
  suggestionRulesSchema,
  type PopularSearchPage,
} from '@playboard/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents, type NewTrackingEventRow } from '../../db/schema/index.ts';
import { signUp } from '../../testing/account.ts';
import { dayBefore, insertEvents } from '../../testing/analytics.ts';
import { accessTokenFor } from '../../testing/auth.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { operatorTestApp } from '../../testing/operators.ts';
import { addSite } from '../../testing/sites.ts';
import { upsertProducts } from '../catalog/index.ts';
import { PopularSearchBuilds } from './popular-searches.ts';

const { app, asOwner, site, otherSite, organizationId, call } = await operatorTestApp(
  '',
  'popular-searches-operator@playboard.test',
);
const base = `/merchandising/v1/sites/${site.id}`;
const asMerchant = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(method, url, payload, asOwner);

type Event = Omit<NewTrackingEventRow, 'siteId'>;
const query = (text: string, session: string, extra: Partial<Event> = {}): Event => ({
  event: 'query',
  query: text,
  language: 'en',
  session,
  totalHits: 4,
  ...extra,
});
const click = (text: string, session: string): Event => ({
  event: 'click',
  query: text,
  language: 'en',
  session,
});

beforeAll(async () => {
  await upsertProducts(app, site.id, clothingCatalogue());
  await insertEvents(app, site.id, dayBefore(new Date(), 1), [
    // Three sessions, any case, one click: popular.
    query('jeans', 'a'),
    query('Jeans', 'b'),
    query('JEANS ', 'c'),
    click('jeans', 'c'),
    // A misspelling counts under the word the engine searched instead.
    query('shrt', 'a', { params: { spellcheck: 'shirt' } }),
    click('shrt', 'a'),
    query('shirt', 'd'),
    // One shopper searching again and again is no popular search.
    ...Array.from({ length: 6 }, () => query('de ipel', 'lonely')),
    click('de ipel', 'lonely'),
    // Searched by many, chosen by none.
    query('dress', 'a'),
    query('dress', 'b'),
    // Found nothing, even clicked.
    query('unicorn saddle', 'a', { totalHits: 0 }),
    query('unicorn saddle', 'b', { totalHits: 0 }),
    click('unicorn saddle', 'b'),
    // Popular, until the merchant bans "cheap".
    query('cheap shoes', 'a'),
    query('cheap shoes', 'b'),
    click('cheap shoes', 'b'),
  ]);
  // Older than the look-back window: not read.
  await insertEvents(app, site.id, dayBefore(new Date(), 40), [
    query('coat', 'old-1'),
    query('coat', 'old-2'),
    click('coat', 'old-1'),
  ]);
});

async function page(params = ''): Promise<PopularSearchPage> {
  const response = await asMerchant('GET', `${base}/popular-searches?language=en${params}`);
  expect(response.status).toBe(200);
  return popularSearchPageSchema.parse(response.body);
}

async function rebuild() {
  const response = await asMerchant('POST', `${base}/popular-searches/builds`, { language: 'en' });
  expect(response.status).toBe(200);
  return popularSearchBuildSchema.parse(response.body);
}

/** What the storefront's empty search box shows. */
async function storefrontPopular(): Promise<string[]> {
  await app.searchIndexes.settled(site.id);
  const response = await app.inject(`/search/v1/query/${site.instance}/empathize?lang=en`);
  expect(response.statusCode).toBe(200);
  return response.json().topTrends.content.map((entry: { keywords: string }) => entry.keywords);
}

describe('a build of the popular searches', () => {
  it('should keep what several sessions searched, found and chose, and account for what it left out', async () => {
    const build = await rebuild();
    expect(build).toMatchObject({
      language: 'en',
      trigger: 'manual',
      rules: { bannedWords: [], minSessions: 2, lookbackDays: 30 },
      searchesRead: 17,
      kept: 3,
      dropped: { noResults: 1, fewSessions: 1, noEngagement: 1, misspelling: 1, banned: 0 },
    });
    expect(build.examples).toEqual(
      expect.arrayContaining([
        { query: 'de ipel', reason: 'fewSessions', searches: 6 },
        { query: 'dress', reason: 'noEngagement', searches: 2 },
        { query: 'unicorn saddle', reason: 'noResults', searches: 2 },
        { query: 'shrt', reason: 'misspelling', searches: 1, correction: 'shirt' },
      ]),
    );
    const { items, total, nextBuildAt } = await page();
    expect(total).toBe(3);
    expect(items).toEqual([
      { query: 'jeans', searches: 3, sessions: 3, misspellings: [], state: 'learned' },
      { query: 'cheap shoes', searches: 2, sessions: 2, misspellings: [], state: 'learned' },
      { query: 'shirt', searches: 2, sessions: 2, misspellings: ['shrt'], state: 'learned' },
    ]);
    expect(Date.parse(nextBuildAt!) - Date.parse(build.builtAt)).toBe(60 * 60_000);
    expect(await storefrontPopular()).toEqual(['jeans', 'cheap shoes', 'shirt']);
  });

  it('should page, sort and search the list', async () => {
    await rebuild();
    const byName = await page('&sort=query&order=asc&limit=2');
    expect(byName.items.map((item) => item.query)).toEqual(['cheap shoes', 'jeans']);
    expect(byName.total).toBe(3);
    expect((await page('&sort=query&order=asc&limit=2&offset=2')).items.map((item) => item.query)).toEqual([
      'shirt',
    ]);
    expect((await page('&q=SHI')).items.map((item) => item.query)).toEqual(['shirt']);
    const bad = await asMerchant('GET', `${base}/popular-searches?language=en&limit=500`);
    expect(bad.status).toBe(400);
  });

  it('should join the build running when asked again (a double submit), and build the same', async () => {
    const builds = app.searchIndexes.popularSearches;
    const running = builds.build(site.id, 'en', 'manual');
    expect(builds.build(site.id, 'EN', 'manual')).toBe(running);
    const first = await running;
    const again = await rebuild();
    expect({ ...again, builtAt: first.builtAt, durationMs: 0 }).toEqual({ ...first, durationMs: 0 });
  });

  it('should answer the stored searches at once when a build is due, and build it beside', async () => {
    // Every build due at once: the engines read the stored ones while the due one runs.
    const builds = new PopularSearchBuilds(app.db, 0);
    const last = await rebuild();
    const current = await builds.current(site.id, 'en');
    expect(current.popular.map((entry) => entry.query)).toContain('jeans');
    await builds.settled();
    const after = await builds.last(site.id, 'en');
    expect(after).toMatchObject({ trigger: 'schedule', kept: last.kept });
    expect(Date.parse(after!.builtAt)).toBeGreaterThan(Date.parse(last.builtAt));
  });

  it('should build again a minute later while a site has no popular search yet', async () => {
    const { site: quiet } = await addSite(app, organizationId);
    const build = await asMerchant('POST', `/merchandising/v1/sites/${quiet.id}/popular-searches/builds`, {
      language: 'en',
    });
    expect(build.body).toMatchObject({ kept: 0, searchesRead: 0 });
    const listed = await asMerchant(
      'GET',
      `/merchandising/v1/sites/${quiet.id}/popular-searches?language=en`,
    );
    expect(Date.parse(listed.body.nextBuildAt) - Date.parse(build.body.builtAt)).toBe(60_000);
  });

  it('should answer 404 for a language the site has no engine in, and 400 for no language', async () => {
    const missing = await asMerchant('POST', `${base}/popular-searches/builds`, { language: 'es' });
    expect(missing.status).toBe(404);
    expect((await asMerchant('POST', `${base}/popular-searches/builds`, {})).status).toBe(400);
  });
});

describe('suggestion rules', () => {
  it('should keep a banned word out of the list and the storefront at once, and bring it back when lifted', async () => {
    await rebuild();
    const saved = await asMerchant('PUT', `${base}/suggestion-rules`, {
      bannedWords: ['Cheap'],
      minSessions: 2,
      lookbackDays: 30,
    });
    expect(saved.status).toBe(200);
    expect(suggestionRulesSchema.parse(saved.body).bannedWords).toEqual(['Cheap']);
    const banned = await page('&state=banned');
    expect(banned.items).toEqual([
      {
        query: 'cheap shoes',
        searches: 2,
        sessions: 2,
        misspellings: [],
        state: 'banned',
        bannedBy: 'Cheap',
      },
    ]);
    expect(await storefrontPopular()).toEqual(['jeans', 'shirt']);
    // The next build counts it as left out.
    expect((await rebuild()).dropped.banned).toBe(1);

    await asMerchant('PUT', `${base}/suggestion-rules`, {
      bannedWords: [],
      minSessions: 2,
      lookbackDays: 30,
    });
    expect(await storefrontPopular()).toEqual(['jeans', 'cheap shoes', 'shirt']);
  });

  it('should apply new thresholds at the next build', async () => {
    await asMerchant('PUT', `${base}/suggestion-rules`, {
      bannedWords: [],
      minSessions: 3,
      lookbackDays: 60,
    });
    const build = await rebuild();
    expect(build.rules).toEqual({ bannedWords: [], minSessions: 3, lookbackDays: 60 });
    // Only jeans has three sessions: shirt, cheap shoes, dress, de ipel and the old coat (read now) have fewer.
    expect((await page()).items.map((item) => item.query)).toEqual(['jeans']);
    expect(build.dropped.fewSessions).toBe(5);
    await asMerchant('PUT', `${base}/suggestion-rules`, {
      bannedWords: [],
      minSessions: 2,
      lookbackDays: 30,
    });
  });

  it('should refuse bad rules with a message naming the field, and change nothing', async () => {
    const before = (await asMerchant('GET', `${base}/suggestion-rules`)).body;
    for (const body of [
      { bannedWords: ['cheap', 'CHEAP'], minSessions: 2, lookbackDays: 30 },
      { bannedWords: ['x'.repeat(101)], minSessions: 2, lookbackDays: 30 },
      { bannedWords: [], minSessions: 0, lookbackDays: 30 },
      { bannedWords: [], minSessions: 2, lookbackDays: 366 },
    ]) {
      const response = await asMerchant('PUT', `${base}/suggestion-rules`, body);
      expect(response.status).toBe(400);
      expect(response.body.errors[0].code).toBe('global-400');
    }
    expect((await asMerchant('GET', `${base}/suggestion-rules`)).body).toEqual(before);
  });

  it('should record each change in history, once for a double submit, and revert it', async () => {
    const rules = { bannedWords: ['sale'], minSessions: 2, lookbackDays: 30 };
    await asMerchant('PUT', `${base}/suggestion-rules`, rules);
    await asMerchant('PUT', `${base}/suggestion-rules`, rules);
    const history = await asMerchant('GET', `${base}/revisions?kind=suggestionRules`);
    expect(history.body.revisions[0]).toMatchObject({ entityId: site.id, after: rules });
    const sameSubmits = history.body.revisions.filter(
      (revision: { after: { bannedWords: string[] } }) => revision.after.bannedWords[0] === 'sale',
    );
    expect(sameSubmits).toHaveLength(1);
    const revert = await asMerchant('POST', `${base}/revisions/${history.body.revisions[0].id}/revert`, {});
    expect(revert.status).toBeLessThan(300);
    expect((await asMerchant('GET', `${base}/suggestion-rules`)).body.bannedWords).toEqual([]);
  });
});

const { site: shop } = await addSite(app, organizationId);

describe('learned next queries', () => {
  const shopBase = `/merchandising/v1/sites/${shop.id}`;
  // Sessions searching one query and then the next, a minute apart.
  const journeys = (from: string, to: string, sessions: number, first: number, totalHits = 4) =>
    Array.from({ length: sessions }, (_, index): Event[] => {
      const session = `n${first + index}`;
      const at = Date.now() - 86_400_000;
      return [
        { ...query(from, session), occurredAt: new Date(at) },
        { ...query(to, session, { totalHits }), occurredAt: new Date(at + 60_000) },
      ];
    }).flat();

  beforeAll(async () => {
    await upsertProducts(app, shop.id, clothingCatalogue());
    await app.db.insert(trackingEvents).values(
      [
        ...journeys('jeans', 'denim jacket', 4, 1),
        // Belts follow every search: after jeans no likelier than after any (lift under 1).
        ...journeys('jeans', 'belt', 2, 5),
        ...journeys('dress', 'belt', 6, 7),
        // Found nothing: never suggested.
        ...journeys('jeans', 'unicorn saddle', 2, 13, 0),
      ].map((event) => ({ ...event, siteId: shop.id })),
    );
    const build = await asMerchant('POST', `${shopBase}/popular-searches/builds`, { language: 'en' });
    if (build.status !== 200) throw new Error(`the build failed: ${JSON.stringify(build.body)}`);
  });

  async function nextQueries(text: string): Promise<string[]> {
    await app.searchIndexes.settled(shop.id);
    const response = await app.inject(
      `/nextqueries/${shop.instance}?query=${encodeURIComponent(text)}&lang=en`,
    );
    expect(response.statusCode).toBe(200);
    return response.json().data.nextqueries.map((entry: { query: string }) => entry.query);
  }

  async function list(params = '') {
    const response = await asMerchant('GET', `${shopBase}/next-queries?language=en${params}`);
    expect(response.status).toBe(200);
    return nextQueriesPageSchema.parse(response.body);
  }

  it('should suggest what sessions searched next and found, ranked by lift, not by how often', async () => {
    const popular = await asMerchant('GET', `${shopBase}/popular-searches?language=en`);
    expect(popular.body.build.nextQueries).toBe(2);
    expect(await nextQueries('jeans')).toEqual(['denim jacket']);
    expect(await nextQueries('dress')).toEqual(['belt']);
    const { items, total } = await list();
    expect(total).toBe(2);
    // 14 sessions: jeans in 8, denim jacket in 4, four did both: 4 × 14 / (8 × 4) = 1.75.
    expect(items).toEqual([
      {
        query: 'dress',
        curated: null,
        learned: [{ query: 'belt', sessions: 6, lift: 1.75, state: 'shown' }],
      },
      {
        query: 'jeans',
        curated: null,
        learned: [{ query: 'denim jacket', sessions: 4, lift: 1.75, state: 'shown' }],
      },
    ]);
    expect((await list('&q=JEA&limit=1')).items.map((item) => item.query)).toEqual(['jeans']);
  });

  it("should put the merchant's next queries first, hide a learned one, and show it again when deleted", async () => {
    const created = await asMerchant('POST', `${shopBase}/next-queries`, {
      language: 'en',
      query: 'jeans',
      nextQueries: ['slim jeans'],
      hidden: ['Denim jacket'],
    });
    expect(created.status).toBe(201);
    expect(await nextQueries('jeans')).toEqual(['slim jeans']);
    const [first] = (await list()).items;
    expect(first).toMatchObject({
      query: 'jeans',
      curated: { id: created.body.id, nextQueries: ['slim jeans'], hidden: ['Denim jacket'] },
      learned: [{ query: 'denim jacket', state: 'hidden' }],
    });
    // A second entry for the query (a double submit) changes nothing.
    const again = await asMerchant('POST', `${shopBase}/next-queries`, {
      language: 'en',
      query: 'Jeans ',
      nextQueries: ['slim jeans'],
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('next-queries-1');
    expect((await list()).total).toBe(2);

    const shown = await asMerchant('PUT', `${shopBase}/next-queries/${created.body.id}`, {
      language: 'en',
      query: 'jeans',
      nextQueries: ['slim jeans'],
    });
    expect(shown.body.hidden).toEqual([]);
    expect(await nextQueries('jeans')).toEqual(['slim jeans', 'denim jacket']);
    expect(
      (
        await asMerchant('PUT', `${shopBase}/next-queries/${created.body.id}`, {
          language: 'en',
          query: 'jeans',
          nextQueries: [],
        })
      ).status,
    ).toBe(400);
    const removed = await app.inject({
      method: 'DELETE',
      url: `${shopBase}/next-queries/${created.body.id}`,
      headers: asOwner,
    });
    expect(removed.statusCode).toBe(204);
    expect(await nextQueries('jeans')).toEqual(['denim jacket']);
  });

  it('should keep a next query with a banned word out of the storefront', async () => {
    await asMerchant('PUT', `${shopBase}/suggestion-rules`, {
      bannedWords: ['denim'],
      minSessions: 2,
      lookbackDays: 30,
    });
    expect(await nextQueries('jeans')).toEqual([]);
    expect((await list('&q=jeans')).items[0]!.learned[0]!.state).toBe('banned');
    await asMerchant('PUT', `${shopBase}/suggestion-rules`, {
      bannedWords: [],
      minSessions: 2,
      lookbackDays: 30,
    });
  });
});

describe('who may see and change popular searches', () => {
  async function guestWith(policies: object[]) {
    const invited = await call('POST', '/management/v1/guests', {
      email: `guest.${crypto.randomUUID().slice(0, 8)}@agency.example`,
      username: 'Agency',
      policies,
    });
    expect(invited.status).toBe(201);
    return { authorization: `Bearer ${await accessTokenFor(app, invited.body.id)}` };
  }

  it('should answer 404 for a foreign site, and let READ members read without building or banning', async () => {
    const stranger = await signUp(app, { email: `stranger.${crypto.randomUUID().slice(0, 8)}@example.com` });
    const asStranger = { authorization: `Bearer ${await accessTokenFor(app, stranger.id)}` };
    expect((await call('GET', `${base}/popular-searches?language=en`, undefined, asStranger)).status).toBe(
      404,
    );
    expect((await call('GET', `${base}/suggestion-rules`, undefined, asStranger)).status).toBe(404);

    const reader = await guestWith([
      { resource: 'play.nextQueries', instances: [site.instance], accessLevel: 'READ' },
      { resource: 'play.blacklist', instances: [site.instance], accessLevel: 'READ' },
    ]);
    expect((await call('GET', `${base}/popular-searches?language=en`, undefined, reader)).status).toBe(200);
    expect((await call('GET', `${base}/suggestion-rules`, undefined, reader)).status).toBe(200);
    expect((await call('POST', `${base}/popular-searches/builds`, { language: 'en' }, reader)).status).toBe(
      403,
    );
    const ban = await call(
      'PUT',
      `${base}/suggestion-rules`,
      { bannedWords: ['jeans'], minSessions: 2, lookbackDays: 30 },
      reader,
    );
    expect(ban.status).toBe(403);
    expect((await asMerchant('GET', `${base}/suggestion-rules`)).body.bannedWords).toEqual([]);

    const other = await asMerchant(
      'GET',
      `/merchandising/v1/sites/${otherSite.id}/popular-searches?language=en`,
    );
    expect(other.body).toMatchObject({ build: null, nextBuildAt: null, items: [], total: 0 });
  });
});
