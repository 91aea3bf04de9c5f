import { ruleSimulationSchema, type RuleSimulation } from '@playboard/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { movableClock, ownerAndStranger } from '../../testing/account.ts';
import { dayBefore, insertEvents } from '../../testing/analytics.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { addSite } from '../../testing/sites.ts';
import { testApp } from '../../testing/test-app.ts';
import { upsertProducts } from '../catalog/index.ts';
import { createQueryRankingRule } from '../merchandising/index.ts';

// The rule simulator (issue 17): before saving, a draft rule is replayed on the site's most frequent
// real searches of the last 30 days, with the saved rules and with the draft.
const now = new Date();
const { app } = await testApp({}, { clock: movableClock(now) });
const { asOwner, asStranger, organizationId } = await ownerAndStranger(app);
const { site } = await addSite(app, organizationId, { languages: ['en', 'es'] });
let savedRuleId: string;

const searched = (query: string, times: number, language = 'en') =>
  Array.from({ length: times }, () => ({ event: 'query', query, language, totalHits: 1 }));

beforeAll(async () => {
  await upsertProducts(app, site.id, clothingCatalogue());
  // 13 searches in the window: jeans 5, dress 3, jacket 2, boots 1 in English; vaqueros 2 in Spanish.
  await insertEvents(app, site.id, dayBefore(now, 1), [
    ...searched('jeans', 3),
    ...searched('dress', 3),
    ...searched('vaqueros', 2, 'es'),
  ]);
  await insertEvents(app, site.id, dayBefore(now, 29), [
    ...searched('jeans', 2),
    ...searched('jacket', 2),
    ...searched('boots', 1),
  ]);
  // Older than 30 days: not replayed, not in the traffic.
  await insertEvents(app, site.id, dayBefore(now, 31), searched('sneakers', 9));
  await app.analyticsRollup.runNow();
  const saved = await createQueryRankingRule(
    app,
    site.id,
    {
      title: 'Summer dresses',
      criteria: { queries: ['dress'] },
      pinnedProducts: [{ id: 'pin', fieldValue: 'p6', position: 1 }],
    },
    null,
  );
  savedRuleId = saved.id!;
  await app.searchIndexes.settled(site.id);
});

async function simulate(body: object, headers = asOwner, siteId = site.id) {
  const response = await app.inject({
    method: 'POST',
    url: `/merchandising/v1/sites/${siteId}/rule-simulations`,
    headers,
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

const pinFor = (queries: string[], productId: string) => ({
  title: 'Pin',
  criteria: { queries },
  pinnedProducts: [{ id: 'pin', fieldValue: productId, position: 1 }],
});
const ids = (products: { id: string }[]) => products.map((product) => product.id);

describe('POST /merchandising/v1/sites/{siteId}/rule-simulations', () => {
  it('should change the queries a pin matches and only those, with their share of the traffic', async () => {
    const { status, body } = await simulate({ kind: 'queryRankingRule', value: pinFor(['jeans'], 'p4') });
    expect(status).toBe(200);
    const simulation: RuleSimulation = ruleSimulationSchema.parse(body);
    expect(simulation).toMatchObject({
      to: dayBefore(now, 0),
      replayed: 5,
      replayedSearches: 13,
      totalSearches: 13,
      changed: 1,
      changedSearches: 5,
    });
    expect(simulation.share).toBeCloseTo(5 / 13, 5);
    const [jeans] = simulation.queries;
    expect(jeans).toMatchObject({
      query: 'jeans',
      language: 'en',
      searches: 5,
      totalBefore: 2,
      totalAfter: 3,
    });
    expect(ids(jeans!.before)).toEqual(['p1', 'p2']);
    expect(ids(jeans!.after)).toEqual(['p4', 'p1', 'p2']);
    expect(jeans!.after[0]).toEqual({
      id: 'p4',
      name: 'Red summer dress',
      image: 'https://cdn.example.com/p4.jpg',
    });
    expect(jeans!.changes).toEqual([
      { id: 'p4', name: 'Red summer dress', change: 'in', before: null, after: 1 },
      { id: 'p1', name: 'Blue slim jeans', change: 'moved', before: 1, after: 2 },
      { id: 'p2', name: 'Black skinny jeans', change: 'moved', before: 2, after: 3 },
    ]);
    expect(simulation.tookMs).toBeLessThan(2000);
  });

  it('should replay each query in its language: an older business rule in English leaves Spanish searches alone', async () => {
    const { body } = await simulate({
      kind: 'businessRule',
      value: { language: 'en', field: 'PRODUCT_ID', type: 'BOOST', values: ['p2'], matchingQueries: [] },
    });
    const simulation = ruleSimulationSchema.parse(body);
    expect(simulation.queries.map((query) => `${query.language}:${query.query}`)).toEqual(['en:jeans']);
    expect(simulation.queries[0]!.changes).toEqual([
      { id: 'p2', name: 'Black skinny jeans', change: 'moved', before: 2, after: 1 },
      { id: 'p1', name: 'Blue slim jeans', change: 'moved', before: 1, after: 2 },
    ]);
  });

  it('should replace the saved rule the draft edits: its old queries change back', async () => {
    const moved = ruleSimulationSchema.parse(
      (await simulate({ kind: 'queryRankingRule', id: savedRuleId, value: pinFor(['jeans'], 'p6') })).body,
    );
    expect(moved.queries.map((query) => query.query)).toEqual(['jeans', 'dress']);
    const dress = moved.queries.find((query) => query.query === 'dress')!;
    expect(dress.changes).toContainEqual({
      id: 'p6',
      name: 'White sneakers',
      change: 'out',
      before: 1,
      after: null,
    });
    // The same rule as saved changes nothing.
    const same = ruleSimulationSchema.parse(
      (await simulate({ kind: 'queryRankingRule', id: savedRuleId, value: pinFor(['dress'], 'p6') })).body,
    );
    expect(same).toMatchObject({ changed: 0, changedSearches: 0, share: 0, queries: [] });
  });

  it('should count hidden products as a change even when the top stays the same', async () => {
    const { body } = await simulate({
      kind: 'queryRankingRule',
      value: {
        title: 'No boots',
        criteria: { queries: ['boots'] },
        hiddenProducts: [{ id: 'hide', fieldName: 'PRODUCT_ID', fieldValue: 'p5', action: 'HIDE' }],
      },
    });
    const [boots] = ruleSimulationSchema.parse(body).queries;
    expect(boots).toMatchObject({ query: 'boots', totalBefore: 1, totalAfter: 0, after: [] });
    expect(boots!.changes).toEqual([
      { id: 'p5', name: 'Leather boots', change: 'out', before: 1, after: null },
    ]);
  });

  it('should answer 404 for a site of another organisation and 400 for a draft that is no rule', async () => {
    const draft = { kind: 'queryRankingRule', value: pinFor(['jeans'], 'p4') };
    expect((await simulate(draft, asStranger)).status).toBe(404);
    const bad = await simulate({
      kind: 'businessRule',
      value: { language: 'en', field: 'BRAND', type: 'BOOST', values: [], matchingQueries: [] },
    });
    expect(bad.status).toBe(400);
    expect((await simulate({ kind: 'synonym', value: {} })).status).toBe(400);
  });
});
