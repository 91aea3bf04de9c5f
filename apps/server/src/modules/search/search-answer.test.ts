import { searchResponseSchema } from '@playboard/domain';
import type { SearchHit, SearchResponse } from '@playboard/search';
import { describe, expect, it } from 'vitest';
import type { CatalogDocument } from './documents.ts';
import { toFacets, toResults, toTiles } from './empathy-responses.ts';
import { searchAnswerJson } from './search-answer.ts';
import type { TaggingContext } from './tagging-urls.ts';

const context: TaggingContext = {
  publicUrl: 'https://search.example.com',
  instance: 'shop-1',
  query: 'rain "coat"',
  lang: 'en',
  scope: 'desktop',
  origin: 'search_box:external',
  page: 2,
};

const full: CatalogDocument = {
  id: 'p1',
  identifiers: ['SKU-1', 'SKU-1-V'],
  name: 'Raincoat "Storm" \\ 100% & waterproof ☔',
  brand: 'Nordwind',
  categories: [['Women', 'Coats']],
  attributes: { colour: ['yellow', 'navy'], fit: 'regular' },
  numbers: { rating: 4.5 },
  price: 80,
  previousPrice: 100,
  stock: 3,
  availableForOrder: true,
  createdAt: Date.UTC(2026, 10, 1),
  variants: [
    { id: 'p1-s', identifiers: ['SKU-1-V'], attributes: { size: 'S' }, price: 80, stock: 1 },
    { id: 'p1-m', attributes: {} },
  ],
  url: 'https://shop.example.com/p/raincoat?ref=a&b=c',
  images: ['https://cdn.example.com/p1.jpg', 'https://cdn.example.com/p1-back.jpg'],
  sku: 'SKU-1',
};

const bare: CatalogDocument = {
  id: 'p2',
  identifiers: [],
  name: 'Umbrella',
  attributes: {},
  numbers: {},
  availableForOrder: false,
  variants: [],
  url: 'https://shop.example.com/p/umbrella',
  images: [],
};

const hit = (document: CatalogDocument): SearchHit => ({ id: document.id, document, score: 1 });

function response(extra: Partial<SearchResponse> = {}): SearchResponse {
  return {
    results: [hit(full), hit(bare)],
    total: 30,
    facets: [
      {
        id: 'brand',
        label: 'Brand',
        type: 'value',
        values: [{ value: 'Nordwind', filter: 'brand:Nordwind', count: 1, selected: true }],
      },
      {
        id: 'categories',
        label: 'Category',
        type: 'hierarchical',
        values: [
          {
            value: 'Women',
            filter: 'categories:Women',
            count: 1,
            selected: false,
            children: [{ value: 'Coats', filter: 'categories:Women > Coats', count: 1, selected: false }],
          },
        ],
      },
    ],
    relaxedTerms: [],
    banners: [
      {
        id: 'b1',
        title: 'Storm week',
        imageUrl: 'https://cdn.example.com/b1.jpg',
        targetUrl: 'https://shop.example.com/storm',
        position: 2,
      },
    ],
    promoted: [],
    priceStats: { min: 10, max: 100 },
    partials: [],
    ...extra,
  } as SearchResponse;
}

function parse(json: string) {
  return searchResponseSchema.parse(JSON.parse(json));
}

describe('searchAnswerJson', () => {
  it('should write each product as the other storefront answers build it, tracked at its position', () => {
    const json = searchAnswerJson(response(), 24, context, []);

    const answer = JSON.parse(json);
    expect(answer.catalog.content).toEqual(toResults([hit(full), hit(bare)], 24, context));
    expect(answer.catalog.content[0]).toMatchObject({
      __name: full.name,
      __prices: { current: { value: 80 }, previous: { value: 100 } },
      variants: [
        { id: 'p1-s', attributes: { size: 'S' }, price: 80, stock: 1 },
        { id: 'p1-m', attributes: {} },
      ],
    });
    const click = new URL(answer.catalog.content[1].tagging.click);
    expect(click.pathname).toBe('/tagging/v1/track/shop-1/click');
    expect(Object.fromEntries(click.searchParams)).toEqual({
      q: 'rain "coat"',
      lang: 'en',
      scope: 'desktop',
      origin: 'search_box:external',
      page: '2',
      productId: 'p2',
      title: 'Umbrella',
      url: 'https://shop.example.com/p/umbrella',
      position: '26',
    });
  });

  it('should write the whole answer in the contract shape', () => {
    const answer = parse(
      searchAnswerJson(response({ spellchecked: 'raincoat' }), 0, context, [
        'brand:Nike',
        'size:42',
        'brand:Vans',
      ]),
    );

    expect(answer).toEqual({
      catalog: {
        numFound: 30,
        spellchecked: 'raincoat',
        relaxedTerms: [],
        content: toResults([hit(full), hit(bare)], 0, context),
        facets: toFacets(response().facets),
        partials: [],
        stats: { price: { min: 10, max: 100 } },
        tagging: {
          query: expect.stringMatching(
            /\/query\?q=rain\+%22coat%22&.*&totalHits=30&spellcheck=raincoat&filtered=true&filteredBy=brand%2Csize$/,
          ),
          display: expect.stringMatching(/\/display\?q=rain\+%22coat%22&.*&totalHits=30$/),
        },
      },
      banner: { content: toTiles(response().banners, context) },
      promoted: { content: [] },
      direct: { content: [] },
    });
  });

  it('should say which words of the query were dropped so that something matched, in query order', () => {
    const answer = parse(searchAnswerJson(response({ relaxedTerms: ['warm', 'nights'] }), 0, context, []));

    expect(answer.catalog.relaxedTerms).toEqual(['warm', 'nights']);
  });

  it('should leave out the price stats of an answer without products, and give its redirection', () => {
    const answer = parse(
      searchAnswerJson(
        response({
          results: [],
          total: 0,
          priceStats: undefined,
          redirection: { id: 'r1', url: 'https://shop.example.com/returns' },
        }),
        0,
        context,
        [],
      ),
    );

    expect(answer.catalog.content).toEqual([]);
    expect(answer.catalog.stats).toBeUndefined();
    expect(answer.direct.content).toEqual([
      {
        id: 'r1',
        url: 'https://shop.example.com/returns',
        tagging: { click: expect.stringMatching(/\/click\?q=.*&productId=r1$/) },
      },
    ]);
  });

  it('should track the products of partial results under the search made, with their part, from position 1', () => {
    const answer = parse(
      searchAnswerJson(
        response({ total: 2, partials: [{ query: 'coat', total: 7, results: [hit(full)] }] }),
        0,
        context,
        [],
      ),
    );

    const partialContext = { ...context, origin: 'partial_result:low_results', page: 1, partial: 'coat' };
    expect(answer.catalog.partials).toEqual([
      { term: 'coat', numFound: 7, content: toResults([hit(full)], 0, partialContext) },
    ]);
  });

  it('should write a changed product anew: a new version of a document is a new object', () => {
    searchAnswerJson(response(), 0, context, []);
    const renamed: CatalogDocument = { ...full, name: 'Raincoat "Gale"', price: 70 };

    const answer = parse(searchAnswerJson(response({ results: [hit(renamed)] }), 0, context, []));

    expect(answer.catalog.content[0]).toMatchObject({
      __name: 'Raincoat "Gale"',
      __prices: { current: { value: 70 } },
    });
    expect(new URL(answer.catalog.content[0]!.tagging.click).searchParams.get('title')).toBe(
      'Raincoat "Gale"',
    );
  });
});
