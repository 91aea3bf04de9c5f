import { defaultServiceConfigs, defaultVisualCustomisation } from '@playboard/domain';
import { vi } from 'vitest';
import type { LayerConfig } from '@playboard/domain';
import type { LayerContext } from '../shared/layer-config.ts';
import type { Facet, Product, SearchAnswer, SearchApi, SearchRequest } from '../app/search-api.ts';

export const context: LayerContext = {
  server: 'https://search.example.com',
  instance: 'shop-1a2b',
  lang: 'en',
};

export function layerConfig(overrides: Partial<LayerConfig> = {}): LayerConfig {
  return {
    instance: 'shop-1a2b',
    enabled: true,
    cssSelector: '',
    languages: ['en'],
    defaultLanguage: 'en',
    currency: 'EUR',
    platform: 'WOOCOMMERCE',
    capabilities: { taxAlternativePrice: false, variantSelector: false },
    customisation: defaultVisualCustomisation,
    behaviour: defaultServiceConfigs.layer,
    ...overrides,
  };
}

function tagging(event: string, id: string, position: number): string {
  return `https://search.example.com/tagging/v1/track/shop-1a2b/${event}?q=jeans&lang=en&productId=${id}&position=${position}`;
}

export function product(id: string, overrides: Partial<Product> = {}, position = 1): Product {
  return {
    __id: id,
    __name: `Product ${id}`,
    __url: `${window.location.origin}/shop/p/${id}`,
    __images: [`https://cdn.example.com/${id}.jpg`],
    __externalId: `SKU-${id}`,
    __prices: { current: { value: 20 } },
    tagging: {
      click: tagging('click', id, position),
      add2cart: tagging('add2cart', id, position),
      checkout: tagging('checkout', id, position),
      displayClick: tagging('displayClick', id, position),
    },
    ...overrides,
  };
}

export const brandFacet: Facet = {
  facet: 'brand',
  label: 'Brand',
  type: 'value',
  values: [
    { id: 'brand:Levis', value: 'Levis', count: 2, filter: 'brand:Levis', selected: false },
    { id: 'brand:Acme', value: 'Acme', count: 1, filter: 'brand:Acme', selected: false },
  ],
};

export function answer(products: Product[], overrides: Partial<SearchAnswer['catalog']> = {}): SearchAnswer {
  return {
    catalog: {
      numFound: products.length,
      spellchecked: '',
      content: products,
      facets: [brandFacet],
      tagging: {
        query: `https://search.example.com/tagging/v1/track/shop-1a2b/query?q=jeans&lang=en&totalHits=${products.length}`,
        display: 'https://search.example.com/tagging/v1/track/shop-1a2b/display?q=jeans',
      },
      ...overrides,
    },
    banner: { content: [] },
    promoted: { content: [] },
    direct: { content: [] },
  };
}

/** A search API answering from memory; each method is a spy the test can inspect or override. */
export function fakeApi(
  search: (query: string, filters: string[], request: SearchRequest) => SearchAnswer,
): SearchApi & {
  search: ReturnType<typeof vi.fn>;
} {
  return {
    search: vi.fn(async (request: SearchRequest) => search(request.query, request.filters, request)),
    suggestions: vi.fn(async (query: string, rows: number) =>
      (query ? [`${query} slim`, `${query} blue`] : ['shoes', 'jeans']).slice(0, rows),
    ),
    featured: vi.fn(async () => [product('featured-1', { __name: 'Featured sneaker' })]),
    nextQueries: vi.fn(async (query: string) => (query ? [`${query} men`] : [])),
    relatedPrompts: vi.fn(async () => []),
  };
}
