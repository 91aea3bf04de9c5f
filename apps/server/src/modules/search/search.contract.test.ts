// Contract tests: the real @empathyco/x-adapter-platform (pinned 1.1.0-alpha.63, contract §0)
// talks to the app listening on a loopback port and maps our answers into x-types without loss.
import { createServer } from 'node:net';
import { facetsEndpointAdapter, platformAdapter, type PlatformAdapter } from '@empathyco/x-adapter-platform';
import type { RelatedPromptsResponse } from '@playboard/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { testApp } from '../../testing/test-app.ts';
import type { TestSite } from '../../testing/catalogue.ts';
import { seedShop } from '../../testing/search/seed-shop.ts';

/** Contract §4.2: every endpoint of the adapter aimed at one base URL. */
function adapterFor(base: string): PlatformAdapter {
  const at = (path: string) => ({ endpoint: base + path });
  const q = '/search/v1/query/{extraParams.instance}';
  return {
    ...platformAdapter,
    search: platformAdapter.search.extends(at(`${q}/search`)),
    facets: facetsEndpointAdapter.extends(at(`${q}/facets`)),
    popularSearches: platformAdapter.popularSearches.extends(at(`${q}/empathize`)),
    querySuggestions: platformAdapter.querySuggestions.extends(at(`${q}/empathize`)),
    recommendations: platformAdapter.recommendations.extends(at(`${q}/topclicked`)),
    identifierResults: platformAdapter.identifierResults.extends(at(`${q}/skusearch`)),
    nextQueries: platformAdapter.nextQueries.extends(at('/nextqueries/{extraParams.instance}')),
    relatedTags: platformAdapter.relatedTags.extends(at('/relatedtags/{extraParams.instance}')),
    relatedPrompts: platformAdapter.relatedPrompts.extends(at('/relatedprompts/{extraParams.instance}')),
    semanticQueries: platformAdapter.semanticQueries.extends(
      at('/semantics-api/search_single/{extraParams.instance}'),
    ),
    experienceControls: platformAdapter.experienceControls.extends(at('/config/v1/public/configs')),
  };
}

type Facets = Awaited<ReturnType<PlatformAdapter['search']>>['facets'];
/** The mapped filters of one facet, read structurally (their x-types differ per facet kind). */
interface MappedFilter {
  id: string;
  label?: string;
  parentId?: string | null;
  totalResults?: number;
  children?: MappedFilter[];
}
function filtersOf(facets: Facets, id: string): MappedFilter[] {
  return (facets?.find((facet) => facet.id === id)?.filters ?? []) as unknown as MappedFilter[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let app: App;
let adapter: PlatformAdapter;
let shop: TestSite;
let extraParams: Record<string, string>;
const warn = vi.spyOn(console, 'warn');

beforeAll(async () => {
  ({ app } = await testApp({ PUBLIC_URL: base, PORT: String(port) }));
  shop = await seedShop(app);
  await app.listen({ host: '127.0.0.1', port });
  adapter = adapterFor(base);
  // What x-components copies from a shop snippet, including a custom key (contract §1.3).
  extraParams = {
    instance: shop.instance,
    lang: 'en',
    scope: 'desktop',
    device: 'desktop',
    currency: 'EUR',
    warehouse: '7',
  };
});

describe('search against @empathyco/x-adapter-platform', () => {
  it('should map results with prices, images, identifiers and tagging', async () => {
    const response = await adapter.search({ query: 'jeans', start: 0, rows: 24, extraParams });
    expect(response.totalResults).toBe(2);
    expect(response.results.map((result) => result.id).sort()).toEqual(['p1', 'p2']);
    expect(response.results[0]).toMatchObject({
      modelName: 'Result',
      name: expect.stringContaining('jeans'),
      url: expect.stringMatching(/^https:\/\/shop\.example\.com\/p\/p[12]$/),
      images: [expect.stringMatching(/^https:\/\/cdn\.example\.com\//)],
      identifier: { value: expect.stringMatching(/^SKU-P[12]$/) },
      price: { value: expect.any(Number) },
      tagging: { click: { url: `${base}/tagging/v1/track/${shop.instance}/click` } },
    });
    expect(response.queryTagging).toMatchObject({
      url: `${base}/tagging/v1/track/${shop.instance}/query`,
      params: { q: 'jeans', lang: 'en', totalHits: '2', scope: 'desktop', page: '1' },
    });
  });

  it('should map a sale price as the current price with the original as previous', async () => {
    const response = await adapter.search({ query: 'denim jacket', rows: 5, extraParams });
    expect(response.results[0]).toMatchObject({
      id: 'p3',
      price: { value: 69, originalValue: 89, hasDiscount: true },
    });
  });

  it('should send a query with a space and a plus and ignore unknown extra params', async () => {
    const response = await adapter.search({ query: 'slim + jeans', rows: 5, extraParams });
    expect(response.results.map((result) => result.id)).toContain('p1');
  });

  it('should map value, hierarchical and range facets', async () => {
    const { facets } = await adapter.search({ query: 'jeans', rows: 24, extraParams });
    const byId = Object.fromEntries((facets ?? []).map((facet) => [facet.id, facet]));
    expect(byId.brand).toMatchObject({ modelName: 'SimpleFacet', label: 'brand' });
    expect(byId.brand!.filters).toEqual([
      expect.objectContaining({
        modelName: 'SimpleFilter',
        label: 'Levis',
        totalResults: 2,
        facetId: 'brand',
      }),
    ]);
    expect(byId.categories).toMatchObject({ modelName: 'HierarchicalFacet' });
    const categories = filtersOf(facets, 'categories');
    const men = categories.find((filter) => filter.label === 'Men');
    expect(men?.parentId).toBeNull();
    const menJeans = men?.children?.[0];
    expect(menJeans?.parentId).toBe(men?.id);
    expect(menJeans).toMatchObject({ label: 'Jeans', modelName: 'HierarchicalFilter' });
    expect(byId.price).toMatchObject({ modelName: 'NumberRangeFacet' });
    expect(byId.price!.filters).toContainEqual(
      expect.objectContaining({
        modelName: 'NumberRangeFilter',
        range: { min: 0, max: 50 },
        totalResults: 1,
      }),
    );
  });

  it('should narrow the results with a filter taken from a facet (round trip)', async () => {
    const first = await adapter.search({ query: 'jeans', rows: 24, extraParams });
    const cheap = filtersOf(first.facets, 'price').find((filter) => filter.totalResults === 1)!;
    const narrowed = await adapter.search({
      query: 'jeans',
      rows: 24,
      extraParams,
      filters: { price: [cheap as never] },
    });
    expect(narrowed.totalResults).toBe(1);
    expect(narrowed.results[0]?.id).toBe('p2');
  });

  it('should apply a hierarchical child filter and an editable range', async () => {
    const { facets } = await adapter.search({ query: 'jeans', rows: 24, extraParams });
    const women = filtersOf(facets, 'categories').find((filter) => filter.label === 'Women')!;
    const womenJeans = women.children!.find((filter) => filter.label === 'Jeans')!;
    const byCategory = await adapter.search({
      query: 'jeans',
      rows: 24,
      extraParams,
      filters: {
        categories: [
          { ...womenJeans, modelName: 'HierarchicalFilter', facetId: 'categories', selected: true } as never,
        ],
      },
    });
    expect(byCategory.results.map((result) => result.id)).toEqual(['p2']);
    const editable = await adapter.search({
      query: 'jeans',
      rows: 24,
      extraParams,
      filters: {
        price: [
          {
            id: 'price:55-*',
            modelName: 'EditableNumberRangeFilter',
            facetId: 'price',
            range: { min: 55, max: null },
            selected: true,
          } as never,
        ],
      },
    });
    expect(editable.results.map((result) => result.id)).toEqual(['p1']);
  });

  it('should map banners and promoted tiles configured for the query', async () => {
    const response = await adapter.search({ query: 'jeans', rows: 24, extraParams });
    expect(response.banners).toEqual([
      expect.objectContaining({
        modelName: 'Banner',
        title: 'Denim week',
        url: 'https://shop.example.com/denim-week',
        image: 'https://cdn.example.com/denim-week.jpg',
        position: 2,
      }),
    ]);
    expect(response.promoteds).toEqual([
      expect.objectContaining({
        modelName: 'Promoted',
        title: 'New in',
        image: 'https://cdn.example.com/new-in.jpg',
        position: 1,
      }),
    ]);
  });

  it('should map a redirection', async () => {
    const response = await adapter.search({ query: 'returns', rows: 24, extraParams });
    expect(response.redirections).toEqual([
      expect.objectContaining({ modelName: 'Redirection', url: 'https://shop.example.com/returns' }),
    ]);
  });

  it('should report a spellchecked query when the typed one finds nothing, even with typo tolerance', async () => {
    const response = await adapter.search({ query: 'jaekct', rows: 24, extraParams });
    expect(response.spellcheck).toBe('jacket');
    expect(response.results.map((result) => result.id)).toEqual(['p3']);
  });

  it('should answer the synonyms configured for the site', async () => {
    const response = await adapter.search({ query: 'trainers', rows: 24, extraParams });
    expect(response.results.map((result) => result.id)).toEqual(['p6']);
  });

  it('should serve the same catalogue in Spanish from the Spanish engine', async () => {
    const response = await adapter.search({
      query: 'vaqueros azules',
      rows: 24,
      extraParams: { ...extraParams, lang: 'es' },
    });
    // p1 has both words; products with one of them follow it.
    expect(response.results[0]?.id).toBe('p1');
    expect(response.results[0]?.name).toBe('Vaqueros azules slim');
  });

  it('should map partial results of a low-result query without loss', async () => {
    const response = await adapter.search({ query: 'men jeans', rows: 24, extraParams });
    expect(response.partialResults?.map((partial) => [partial.query, partial.totalResults])).toEqual([
      ['men', 3],
      ['jeans', 2],
    ]);
    const jeans = response.partialResults![1]!.results ?? [];
    expect(jeans.map((result) => result.id).sort()).toEqual(['p1', 'p2']);
    expect(jeans[0]).toMatchObject({
      modelName: 'Result',
      price: { value: expect.any(Number) },
      tagging: {
        click: {
          url: `${base}/tagging/v1/track/${shop.instance}/click`,
          params: { q: 'men jeans', partial: 'jeans', origin: 'partial_result:low_results' },
        },
      },
    });
    expect((await adapter.search({ query: 'jeans', rows: 24, extraParams })).partialResults).toEqual([]);
  });

  it('should load facets on their own endpoint', async () => {
    const { facets } = await adapter.facets({ query: 'jeans', extraParams });
    expect(facets?.map((facet) => facet.id)).toEqual(['brand', 'categories', 'price']);
  });
});

describe('empathize, top clicked and identifier results', () => {
  it('should map popular searches for the empty box', async () => {
    const { suggestions } = await adapter.popularSearches({ rows: 5, start: 0, extraParams });
    expect(suggestions[0]).toMatchObject({ modelName: 'PopularSearch', query: 'jeans' });
  });

  it('should map query suggestions while typing', async () => {
    const { suggestions } = await adapter.querySuggestions({ query: 'jea', rows: 5, start: 0, extraParams });
    expect(suggestions[0]).toMatchObject({ modelName: 'QuerySuggestion', query: 'jeans' });
  });

  it('should map the most clicked products', async () => {
    const { results } = await adapter.recommendations({ rows: 5, start: 0, extraParams });
    expect(results.map((result) => result.id).slice(0, 2)).toEqual(['p6', 'p4']);
  });

  it('should find a product by its SKU', async () => {
    const { results } = await adapter.identifierResults({ query: 'SKU-P4', rows: 5, start: 0, extraParams });
    expect(results[0]).toMatchObject({ id: 'p4', identifier: { value: 'SKU-P4' } });
  });
});

describe('next queries, related tags, related prompts, semantic queries and experience controls', () => {
  it('should map curated next queries', async () => {
    const { nextQueries } = await adapter.nextQueries({ query: 'jeans', extraParams });
    expect(nextQueries[0]).toMatchObject({ modelName: 'NextQuery', query: 'denim jacket', isCurated: true });
  });

  it('should map related tags', async () => {
    const { relatedTags } = await adapter.relatedTags({ query: 'jeans', extraParams });
    expect(relatedTags.length).toBeGreaterThan(0);
    expect(relatedTags[0]).toMatchObject({
      modelName: 'RelatedTag',
      query: expect.stringContaining('jeans'),
    });
  });

  it('should map related prompts with tagging for every next query', async () => {
    const { relatedPrompts } = await adapter.relatedPrompts({ query: 'jeans', extraParams });
    expect(relatedPrompts).toHaveLength(1);
    expect(relatedPrompts[0]).toMatchObject({
      suggestionText: 'Denim for every day',
      nextQueries: ['slim jeans', 'denim jacket'],
    });
    expect(relatedPrompts[0]!.relatedPromptNextQueries?.map((entry) => entry.query)).toEqual([
      'slim jeans',
      'denim jacket',
    ]);
  });

  it("should tag a prompt's next queries as such, so its report counts the prompt's own showings and opens", async () => {
    const answer = await app.inject(`/relatedprompts/${shop.instance}?query=jeans&lang=en`);
    const [prompt] = answer.json<RelatedPromptsResponse>().data.relatedprompts;
    const partOf = (url: string) => new URL(url).searchParams.get('promptPart');
    expect(partOf(prompt!.tagging.toolingDisplay)).toBeNull();
    expect(partOf(prompt!.tagging.toolingDisplayClick)).toBeNull();
    expect(
      Object.values(prompt!.tagging.nextQueries).flatMap((urls) => Object.values(urls).map(partOf)),
    ).toEqual(Array(6).fill('nextQuery'));
  });

  it('should map semantic queries, at most k, closest first', async () => {
    const { semanticQueries } = await adapter.semanticQueries({
      query: 'jeans',
      extraParams: { ...extraParams, k: 3 },
    });
    expect(semanticQueries).toEqual([
      { modelName: 'SemanticQuery', query: 'Levis', distance: 0 },
      { modelName: 'SemanticQuery', query: 'slim jeans', distance: 0.5 },
      { modelName: 'SemanticQuery', query: 'Men', distance: 0.75 },
    ]);
  });

  it('should map no semantic queries for a query that finds nothing', async () => {
    const { semanticQueries } = await adapter.semanticQueries({ query: 'xqzvbn', extraParams });
    expect(semanticQueries).toEqual([]);
  });

  it('should map the public experience controls as an object', async () => {
    const response = await adapter.experienceControls({ extraParams });
    expect(response).toMatchObject({ controls: {}, events: {} });
  });
});

describe('tagging round trip', () => {
  it('should record a click fired through the adapter at the URL the search answer carried', async () => {
    const { results } = await adapter.search({ query: 'jeans', rows: 24, extraParams });
    const click = results[0]!.tagging!.click!;
    await adapter.tagging({
      url: click.url,
      params: { ...click.params, location: 'results', session: 'session-1' },
    });
    await app.trackingBuffer.flush();
    const rows = await app.db.query.trackingEvents.findMany({
      where: (events, { and, eq }) => and(eq(events.siteId, shop.siteId), eq(events.session, 'session-1')),
    });
    expect(rows).toEqual([
      expect.objectContaining({
        event: 'click',
        query: 'jeans',
        productId: results[0]!.id,
        location: 'results',
        position: 1,
        language: 'en',
      }),
    ]);
  });
});

describe('CORS', () => {
  it('should answer the preflight the x-origin header causes for the shop origin', async () => {
    const response = await fetch(`${base}/search/v1/query/${shop.instance}/search?query=jeans`, {
      method: 'OPTIONS',
      headers: {
        origin: `https://${shop.instance}.example.com`,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-origin',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(`https://${shop.instance}.example.com`);
    expect(response.headers.get('access-control-allow-headers')).toContain('x-origin');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('should not let another origin read the answers', async () => {
    const response = await fetch(`${base}/search/v1/query/${shop.instance}/search?query=jeans`, {
      headers: { origin: 'https://evil.example.net' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('adapter warnings', () => {
  it('should never have warned: every tagging URL was present and parsable (contract §1.5)', () => {
    expect(warn).not.toHaveBeenCalled();
  });
});
