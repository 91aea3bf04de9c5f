// A seeded storefront for the search API tests: catalogue, merchandising and some tracking history.
import type { Database } from '../../../db/client.ts';
import { trackingEvents } from '../../../db/schema/index.ts';
import { upsertProducts } from '../../catalog/index.ts';
import {
  createBanner,
  createNextQueries,
  createRedirection,
  createRelatedPrompt,
  createSynonym,
  replaceFacets,
} from '../../merchandising-config/index.ts';
import { clothingCatalogue, createSite, type TestSite } from './fixtures.ts';

export async function seedShop(
  db: Database,
  options: { instance?: string; url?: string } = {},
): Promise<TestSite> {
  const site = await createSite(db, { ...options, languages: ['en', 'es'] });
  await upsertProducts(db, site.siteId, clothingCatalogue());
  await replaceFacets(db, site.siteId, [
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
  ]);
  await createSynonym(db, site.siteId, { terms: ['sneakers', 'trainers'] });
  await createRedirection(db, site.siteId, { queries: ['returns'], url: 'https://shop.example.com/returns' });
  await createBanner(db, site.siteId, {
    title: 'Denim week',
    imageUrl: 'https://cdn.example.com/denim-week.jpg',
    url: 'https://shop.example.com/denim-week',
    queries: ['jeans'],
    position: 2,
  });
  await createBanner(db, site.siteId, {
    kind: 'promoted',
    title: 'New in',
    imageUrl: 'https://cdn.example.com/new-in.jpg',
    url: 'https://shop.example.com/new-in',
    queries: ['jeans'],
    position: 1,
  });
  await createRelatedPrompt(db, site.siteId, {
    queries: ['jeans'],
    suggestionText: 'Denim for every day',
    nextQueries: ['slim jeans', 'denim jacket'],
  });
  await createNextQueries(db, site.siteId, { query: 'jeans', nextQueries: ['denim jacket'] });
  const clicks = [...Array.from({ length: 3 }, () => 'p6'), 'p4'].map((productId) => ({
    siteId: site.siteId,
    event: 'click',
    productId,
    language: 'en',
    query: 'shoes',
  }));
  const queries = [...Array.from({ length: 5 }, () => 'jeans'), 'dress', 'dress'].map((query) => ({
    siteId: site.siteId,
    event: 'query',
    query,
    language: 'en',
    totalHits: 2,
  }));
  await db.insert(trackingEvents).values([...clicks, ...queries]);
  return site;
}
