import { defaultSearchSettings } from '@playboard/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { configRevisions, engines, users } from '../../db/schema/index.ts';
import type { Store } from '../../plugins/changes.ts';
import { createSite, storeOf, type TestSite } from '../../testing/catalogue.ts';
import { freshDatabase } from '../../testing/test-database.ts';
import type { Actor } from '../history/index.ts';
import { createBanner, deleteBanner, updateBanner } from './banners.service.ts';
import { createBusinessRule, deleteBusinessRule, updateBusinessRule } from './business-rules.service.ts';
import { saveFacetValueConfig } from './facet-values.service.ts';
import { replaceFacets } from './facets.service.ts';
import { createNextQueries, deleteNextQueries, updateNextQueries } from './next-queries.service.ts';
import {
  createQueryRankingRule,
  deleteQueryRankingRule,
  updateQueryRankingRule,
} from './query-ranking-rules.service.ts';
import { createRedirection, deleteRedirection, updateRedirection } from './redirections.service.ts';
import { deleteRelatedPrompt, savePromptDocument, updatePromptDocument } from './related-prompts.service.ts';
import { updateSearchSettings } from './search-settings.service.ts';
import { createSynonym, deleteSynonym, updateSynonym } from './synonyms.service.ts';

let handle: DatabaseHandle;
let store: Store;
let actor: Actor;

beforeAll(async () => {
  handle = await freshDatabase();
  store = storeOf(handle.db);
  const [user] = await handle.db
    .insert(users)
    .values({
      email: 'merchant@example.com',
      name: 'Mia Merchant',
      passwordHash: 'x',
      legalAcceptedAt: new Date(),
    })
    .returning();
  actor = { userId: user!.id, email: user!.email };
});

afterAll(() => handle.close());

async function revisionsOf(siteId: string) {
  return handle.db
    .select()
    .from(configRevisions)
    .where(eq(configRevisions.siteId, siteId))
    .orderBy(asc(configRevisions.createdAt));
}

interface ListKind {
  kind: string;
  create: (siteId: string, input: object) => Promise<{ id?: string | undefined }>;
  update: (siteId: string, id: string, input: object) => Promise<unknown>;
  remove: (siteId: string, id: string) => Promise<unknown>;
  first: object;
  second: object;
  /** The items as history records them, when the API's shape differs from the stored one. */
  recorded?: { first: object; second: object };
}

const schedule = { activationDate: '2026-11-27T00:00:00Z', deactivationDate: '2026-11-30T00:00:00Z' };
const banner = {
  language: 'en',
  assetUrl: 'https://cdn.example.com/sale.jpg',
  targetUrl: 'https://shop.example.com/sale',
  matchingQueries: ['jeans'],
  status: 'ACTIVE',
  schedule: { type: 'ALWAYS' },
};

const listKinds: ListKind[] = [
  {
    kind: 'synonym',
    create: (siteId, input) => createSynonym(store, siteId, input, actor),
    update: (siteId, id, input) => updateSynonym(store, siteId, id, input, actor),
    remove: (siteId, id) => deleteSynonym(store, siteId, id, actor),
    first: { language: 'en', terms: ['jeans', 'denim'] },
    second: { language: 'en', terms: ['jeans', 'denim', 'dungarees'] },
  },
  {
    kind: 'redirection',
    create: (siteId, input) => createRedirection(store, siteId, input, actor),
    update: (siteId, id, input) => updateRedirection(store, siteId, id, input, actor),
    remove: (siteId, id) => deleteRedirection(store, siteId, id, actor),
    first: { language: 'en', matchingQueries: ['returns'], targetUrl: 'https://shop.example.com/returns' },
    second: { language: 'en', matchingQueries: ['returns'], targetUrl: 'https://shop.example.com/help' },
  },
  {
    kind: 'banner',
    create: (siteId, input) => createBanner(store, siteId, input, actor),
    update: (siteId, id, input) => updateBanner(store, siteId, id, input, actor),
    remove: (siteId, id) => deleteBanner(store, siteId, id, actor),
    first: { ...banner, title: 'Sale' },
    second: { ...banner, title: 'Winter sale' },
  },
  {
    kind: 'businessRule',
    create: (siteId, input) => createBusinessRule(store, siteId, input, actor),
    update: (siteId, id, input) => updateBusinessRule(store, siteId, id, input, actor),
    remove: (siteId, id) => deleteBusinessRule(store, siteId, id, actor),
    first: { language: 'en', field: 'BRAND', type: 'BOOST', values: ['Levis'], matchingQueries: ['jeans'] },
    second: { language: 'en', field: 'BRAND', type: 'BURY', values: ['Levis'], matchingQueries: ['jeans'] },
  },
  {
    kind: 'queryRankingRule',
    create: (siteId, input) => createQueryRankingRule(store, siteId, input, actor),
    update: (siteId, id, input) => updateQueryRankingRule(store, siteId, id, input, actor),
    remove: (siteId, id) => deleteQueryRankingRule(store, siteId, id, actor),
    first: {
      title: 'Push Levis',
      criteria: { queries: ['jeans'] },
      pinnedProducts: [{ id: 'p', fieldValue: 'p3', position: 1, schedule }],
    },
    second: {
      title: 'Pin p4',
      criteria: { queries: ['jeans'] },
      pinnedProducts: [{ id: 'p', fieldValue: 'p4', position: 1, schedule }],
    },
  },
  {
    kind: 'relatedPrompt',
    create: async (siteId, input) => (await savePromptDocument(store, siteId, input, actor)).document,
    update: (siteId, id, input) => updatePromptDocument(store, siteId, id, input, actor),
    remove: (siteId, id) => deleteRelatedPrompt(store, siteId, id, actor),
    first: { pivots: { query: 'jeans' }, suggestionText: 'Denim for every day', nextQueries: ['slim jeans'] },
    second: { pivots: { query: 'jeans' }, suggestionText: 'Denim for work', nextQueries: ['slim jeans'] },
    // The API's query pivot is stored as the prompt's queries.
    recorded: {
      first: { queries: ['jeans'], suggestionText: 'Denim for every day', pivots: {} },
      second: { queries: ['jeans'], suggestionText: 'Denim for work', pivots: {} },
    },
  },
  {
    kind: 'nextQueries',
    create: (siteId, input) => createNextQueries(store, siteId, input, actor),
    update: (siteId, id, input) => updateNextQueries(store, siteId, id, input, actor),
    remove: (siteId, id) => deleteNextQueries(store, siteId, id, actor),
    first: { language: 'en', query: 'jeans', nextQueries: ['denim jacket'] },
    second: { language: 'en', query: 'jeans', nextQueries: ['denim jacket', 'belt'] },
  },
];

describe('configuration revisions of merchandising', () => {
  it.each(listKinds)(
    'should record the creation, update and deletion of a $kind with its before and after',
    async ({ kind, create, update, remove, first: firstInput, second: secondInput, recorded }) => {
      const { first, second } = recorded ?? { first: firstInput, second: secondInput };
      const shop: TestSite = await createSite(handle.db);
      const created = await create(shop.siteId, firstInput);
      await update(shop.siteId, created.id!, secondInput);
      await remove(shop.siteId, created.id!);
      const revisions = await revisionsOf(shop.siteId);
      expect(revisions.map((revision) => [revision.kind, revision.entityId])).toEqual([
        [kind, created.id],
        [kind, created.id],
        [kind, created.id],
      ]);
      const [creation, change, deletion] = revisions;
      expect(creation).toMatchObject({ before: null, after: { ...first, id: created.id } });
      expect(change).toMatchObject({ before: first, after: second });
      expect(deletion).toMatchObject({ before: second, after: null });
      expect(creation).toMatchObject({ actorId: actor.userId, actorEmail: actor.email });
    },
  );

  it('should record nothing for a write that fails: a refused body, an unknown id, a duplicate redirection term', async () => {
    const shop = await createSite(handle.db);
    const redirection = {
      language: 'en',
      matchingQueries: ['faq'],
      targetUrl: 'https://shop.example.com/faq',
    };
    await createRedirection(store, shop.siteId, redirection, actor);
    await expect(
      createSynonym(store, shop.siteId, { language: 'en', terms: ['sofa'] }, actor),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      updateSynonym(store, shop.siteId, crypto.randomUUID(), { language: 'en', terms: ['a', 'b'] }, actor),
    ).rejects.toMatchObject({ status: 404 });
    await expect(deleteBanner(store, shop.siteId, 'not-a-uuid', actor)).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      createRedirection(store, shop.siteId, { ...redirection, targetUrl: 'https://x.example.com' }, actor),
    ).rejects.toMatchObject({ code: 'search-extensions-7', status: 409 });
    await expect(
      updateSearchSettings(store, shop.siteId, 'searchableFields', 'all' as never, actor),
    ).rejects.toMatchObject({ status: 400 });
    expect((await revisionsOf(shop.siteId)).map((revision) => revision.kind)).toEqual(['redirection']);
  });

  it('should record facets, facet values and each part of the search settings as one entity of the site each', async () => {
    const shop = await createSite(handle.db);
    const [engine] = await handle.db.select().from(engines).where(eq(engines.siteId, shop.siteId));
    const facet = { field: 'brand', type: 'value', label: { en: 'Brand' } };
    await replaceFacets(store, shop.siteId, [facet], actor);
    await replaceFacets(store, shop.siteId, [], actor);
    const scope = { siteId: shop.siteId, engineId: engine!.id };
    const values = { sort: 'custom', values: [{ value: 'Nike', hidden: true }] };
    await saveFacetValueConfig(store, scope, 'brand', values, actor);
    await saveFacetValueConfig(store, scope, 'brand', { ...values, sort: 'count' }, actor);
    const visibility = { showOutOfStock: false, notAvailableForOrder: 'SHOW' } as const;
    await updateSearchSettings(store, shop.siteId, 'resultsVisibility', visibility, actor);
    const revisions = await revisionsOf(shop.siteId);
    expect(revisions.map(({ kind, entityId, before, after }) => ({ kind, entityId, before, after }))).toEqual(
      [
        { kind: 'facets', entityId: shop.siteId, before: [], after: [expect.objectContaining(facet)] },
        { kind: 'facets', entityId: shop.siteId, before: [expect.objectContaining(facet)], after: [] },
        { kind: 'facetValues', entityId: `facet:${engine!.id}:brand`, before: null, after: values },
        {
          kind: 'facetValues',
          entityId: `facet:${engine!.id}:brand`,
          before: values,
          after: { ...values, sort: 'count' },
        },
        { kind: 'resultsVisibility', entityId: shop.siteId, before: null, after: visibility },
      ],
    );
  });

  it('should record nothing for a save that changes nothing', async () => {
    const shop = await createSite(handle.db);
    const { featuredProducts } = defaultSearchSettings;
    await updateSearchSettings(store, shop.siteId, 'featuredProducts', featuredProducts, actor);
    await updateSearchSettings(store, shop.siteId, 'featuredProducts', featuredProducts, actor);
    expect(await revisionsOf(shop.siteId)).toHaveLength(1);
  });
});
