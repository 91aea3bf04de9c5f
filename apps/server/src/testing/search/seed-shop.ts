// A seeded storefront for the search API tests: catalogue, merchandising and some tracking history.
import type { Store } from '../../plugins/changes.ts';
import { trackingEvents } from '../../db/schema/index.ts';
import { upsertProducts } from '../../modules/catalog/index.ts';
import {
  createBanner,
  createNextQueries,
  createRedirection,
  savePromptDocument,
  createSynonym,
  replaceFacets,
} from '../../modules/merchandising/index.ts';
import { clothingCatalogue, createSite, type TestSite } from '../catalogue.ts';

export async function seedShop(
  store: Store,
  options: { instance?: string; url?: string } = {},
): Promise<TestSite> {
  const site = await createSite(store.db, { ...options, languages: ['en', 'es'] });
  // The tracking history comes first: the catalogue below makes search load the site, which reads
  // its click and query counts then, and a load racing the seeding would otherwise miss them.
  const clicks = [...Array.from({ length: 3 }, () => 'p6'), 'p4'].map((productId) => ({
    siteId: site.siteId,
    event: 'click',
    productId,
    language: 'en',
    query: 'shoes',
  }));
  // Popular searches: searched in several sessions, and chosen from (an add to the cart) in one.
  const searches = [...Array.from({ length: 5 }, () => 'jeans'), 'dress', 'dress'];
  const queries = searches.map((query, index) => ({
    siteId: site.siteId,
    event: 'query',
    query,
    language: 'en',
    totalHits: 2,
    session: `shopper-${index}`,
  }));
  const chosen = ['jeans', 'dress'].map((query) => ({
    siteId: site.siteId,
    event: 'add2cart',
    query,
    language: 'en',
    session: `shopper-${searches.indexOf(query)}`,
  }));
  await store.db.insert(trackingEvents).values([...clicks, ...queries, ...chosen]);
  await upsertProducts(store, site.siteId, clothingCatalogue());
  await replaceFacets(
    store,
    site.siteId,
    [
      { field: 'brand', type: 'value', label: { en: 'Brand', es: 'Marca' } },
      { field: 'categories', type: 'hierarchical', label: { en: 'Category', es: 'Categoría' } },
      {
        field: 'price',
        type: 'range',
        label: { en: 'Price', es: 'Precio' },
        ranges: [
          { from: 0, to: 50 },
          { from: 50, to: 100 },
          { from: 100, to: null },
        ],
      },
    ],
    null,
  );
  // Each language's engine gets the same merchandising.
  for (const language of ['en', 'es'] as const) {
    await createSynonym(store, site.siteId, { language, terms: ['sneakers', 'trainers'] }, null);
    await createRedirection(
      store,
      site.siteId,
      {
        language,
        matchingQueries: ['returns'],
        targetUrl: 'https://shop.example.com/returns',
      },
      null,
    );
    const banner = { language, matchingQueries: ['jeans'], status: 'ACTIVE', schedule: { type: 'ALWAYS' } };
    await createBanner(
      store,
      site.siteId,
      {
        ...banner,
        title: 'Denim week',
        assetUrl: 'https://cdn.example.com/denim-week.jpg',
        targetUrl: 'https://shop.example.com/denim-week',
        position: 2,
      },
      null,
    );
    await createBanner(
      store,
      site.siteId,
      {
        ...banner,
        kind: 'PROMOTED',
        title: 'New in',
        assetUrl: 'https://cdn.example.com/new-in.jpg',
        targetUrl: 'https://shop.example.com/new-in',
        position: 1,
      },
      null,
    );
    await createNextQueries(
      store,
      site.siteId,
      { language, query: 'jeans', nextQueries: ['denim jacket'] },
      null,
    );
  }
  await savePromptDocument(
    store,
    site.siteId,
    {
      pivots: { query: 'jeans' },
      suggestionText: 'Denim for every day',
      nextQueries: ['slim jeans', 'denim jacket'],
    },
    null,
  );
  return site;
}
