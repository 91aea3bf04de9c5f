// Each related prompt's outcome (docs/related-prompts.md): the report's add-to-carts and states,
// and the related prompts screen's "To review" panel with Keep, on constructed tracking events.
import { relatedPromptReviewsSchema } from '@playboard/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { relatedPromptKeeps, relatedPrompts } from '../../db/schema/index.ts';
import { ownerAndStranger } from '../../testing/account.ts';
import { createAnalyticsSite, dayBefore, insertEvents, type AnalyticsSite } from '../../testing/analytics.ts';
import { accessTokenFor } from '../../testing/auth.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { testApp } from '../../testing/test-app.ts';
import { upsertProducts } from '../catalog/index.ts';

const now = new Date();
// The worker is left asleep: the tests roll up themselves.
const { app } = await testApp({ ANALYTICS_ROLLUP_INTERVAL_MS: '3600000' });
const { owner, asOwner, asStranger, organizationId } = await ownerAndStranger(app);
// The engine is created today, and the panel's range starts no earlier.
const today = dayBefore(now, 0);
let shop: AnalyticsSite;
let asReader: { authorization: string };
const ids: Record<'parka' | 'rare' | 'liked' | 'off', string> = { parka: '', rare: '', liked: '', off: '' };

/** `count` events of a prompt, one per session. */
function repeated(event: string, prompt: string, count: number, query = 'jeans') {
  return Array.from({ length: count }, (_, index) => ({
    event,
    query,
    language: 'en',
    session: `${prompt}-${index}`,
    params: { prompt },
  }));
}

beforeAll(async () => {
  shop = await createAnalyticsSite(app, organizationId, ['en']);
  asReader = {
    authorization: `Bearer ${await accessTokenFor(app, owner.id, {
      policies: [{ resource: 'play.relatedPrompts', instances: [shop.instance], accessLevel: 'READ' }],
    })}`,
  };
  await upsertProducts(app, shop.siteId, clothingCatalogue());
  const prompt = async (
    key: keyof typeof ids,
    suggestionText: string,
    nextQueries: string[],
    active = true,
  ) => {
    const [row] = await app.db
      .insert(relatedPrompts)
      .values({ siteId: shop.siteId, queries: ['jeans'], suggestionText, nextQueries, active })
      .returning();
    ids[key] = row!.id;
  };
  await prompt('parka', 'For the cold', ['denim jacket', 'parka']);
  await prompt('rare', 'Which fit suits you?', ['slim jeans', 'skinny jeans']);
  await prompt('liked', 'Jeans with a jacket', ['denim jacket']);
  await prompt('off', 'Switched off', ['parka'], false);
  await insertEvents(app, shop.siteId, today, [
    ...repeated('toolingDisplay', ids.parka, 20),
    ...repeated('toolingDisplayClick', ids.parka, 4),
    // Shown 200 times, picked once: 0.5% against a site average of 41/420, about 9.8%.
    ...repeated('toolingDisplay', ids.rare, 200),
    ...repeated('toolingDisplayClick', ids.rare, 1),
    ...repeated('toolingDisplay', ids.liked, 200),
    ...repeated('toolingDisplayClick', ids.liked, 36),
    ...repeated('toolingDisplayAdd2Cart', ids.liked, 3, 'denim jacket'),
    ...repeated('add2cart', ids.liked, 3, 'denim jacket'),
  ]);
  await app.analyticsRollup.runNow();
  await app.searchIndexes.settled(shop.siteId);
});

const report = (query = '', headers = asOwner) =>
  app.inject({
    url: `/analytics/v1/engines/${shop.engines.en}/related-prompts?from=${dayBefore(now, 6)}&to=${dayBefore(now, 0)}${query}`,
    headers,
  });
const reviewsUrl = () => `/merchandising/v1/sites/${shop.siteId}/related-prompt-reviews`;
const reviews = async (headers = asOwner) => {
  const response = await app.inject({ url: `${reviewsUrl()}?language=en`, headers });
  expect(response.statusCode).toBe(200);
  return relatedPromptReviewsSchema.parse(response.json());
};
const keep = (payload: object, headers = asOwner) =>
  app.inject({ method: 'POST', url: `${reviewsUrl()}/keeps`, headers, payload });

describe('GET /analytics/v1/engines/{engineId}/related-prompts', () => {
  it('should give each prompt its add-to-carts, rates, id and state read now', async () => {
    const response = await report('&sort=impressions');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 3,
      rows: [
        {
          prompt: 'Jeans with a jacket',
          promptId: ids.liked,
          impressions: 200,
          clicks: 36,
          ctr: 0.18,
          addToCarts: 3,
          addToCartRate: 0.015,
          state: null,
        },
        {
          prompt: 'Which fit suits you?',
          promptId: ids.rare,
          impressions: 200,
          clicks: 1,
          ctr: 0.005,
          addToCarts: 0,
          addToCartRate: 0,
          state: 'review',
        },
        {
          prompt: 'For the cold',
          promptId: ids.parka,
          impressions: 20,
          clicks: 4,
          ctr: 0.2,
          addToCarts: 0,
          addToCartRate: 0,
          state: 'noResults',
        },
      ],
    });
  });

  it('should sort by add-to-carts and export the new columns as CSV', async () => {
    const sorted = (await report('&sort=addToCarts&limit=1')).json();
    expect(sorted.rows.map((row: { promptId: string }) => row.promptId)).toEqual([ids.liked]);
    const csv = await report('&format=csv&search=cold');
    expect(csv.body).toBe(
      `\uFEFFprompt,promptId,impressions,clicks,ctr,addToCarts,addToCartRate,state\r\nFor the cold,${ids.parka},20,4,0.2,0,0,noResults\r\n`,
    );
  });
});

describe('/merchandising/v1/sites/{siteId}/related-prompt-reviews', () => {
  it("should list the prompts to review with their figures and the site's average, never one switched off", async () => {
    const answer = await reviews(asReader);
    expect(answer.range).toEqual({ from: today, to: today });
    expect(answer.siteCtr).toBeCloseTo(41 / 420);
    expect(answer.reviews).toEqual([
      {
        promptId: ids.parka,
        suggestionText: 'For the cold',
        flag: 'noResults',
        impressions: 20,
        clicks: 4,
        ctr: 0.2,
        addToCarts: 0,
        emptyNextQueries: ['parka'],
      },
      {
        promptId: ids.rare,
        suggestionText: 'Which fit suits you?',
        flag: 'review',
        impressions: 200,
        clicks: 1,
        ctr: 0.005,
        addToCarts: 0,
        emptyNextQueries: [],
      },
    ]);
  });

  it('should refuse a READ-only member, a foreign site and bad input, keeping nothing', async () => {
    const body = { promptId: ids.rare, language: 'en', flag: 'review' };
    expect((await keep(body, asReader)).statusCode).toBe(403);
    expect((await keep(body, asStranger)).statusCode).toBe(404);
    expect((await app.inject({ url: `${reviewsUrl()}?language=en`, headers: asStranger })).statusCode).toBe(
      404,
    );
    for (const bad of [
      { ...body, flag: 'boring' },
      { ...body, promptId: 'not-an-id' },
      { ...body, language: 'xx' },
      { promptId: ids.rare },
    ]) {
      const response = await keep(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('global-400');
    }
    expect((await keep({ ...body, promptId: crypto.randomUUID() })).statusCode).toBe(404);
    expect(await app.db.select().from(relatedPromptKeeps)).toEqual([]);
    expect((await reviews()).reviews).toHaveLength(2);
  });

  it('should keep a flag away until its figures change', async () => {
    expect((await keep({ promptId: ids.rare, language: 'en', flag: 'review' })).statusCode).toBe(204);
    expect((await keep({ promptId: ids.parka, language: 'en', flag: 'noResults' })).statusCode).toBe(204);
    expect((await reviews()).reviews).toEqual([]);
    // The figures of the day of the keep and before no longer count: only later showings bring it back.
    await insertEvents(app, shop.siteId, today, repeated('toolingDisplay', ids.rare, 50));
    await app.analyticsRollup.runNow();
    expect((await reviews()).reviews).toEqual([]);
    // Another next query that finds nothing is another figure: the flag is back.
    await app.db
      .update(relatedPrompts)
      .set({ nextQueries: ['denim jacket', 'parka', 'kilt'] })
      .where(eq(relatedPrompts.id, ids.parka));
    expect((await reviews()).reviews).toEqual([
      expect.objectContaining({
        promptId: ids.parka,
        flag: 'noResults',
        emptyNextQueries: ['parka', 'kilt'],
      }),
    ]);
    // The report states facts of its range, whatever was kept.
    const states = (await report()).json().rows.map((row: { state: string | null }) => row.state);
    expect(states).toEqual(['review', null, 'noResults']);
  });
});
