// The facets by context screen suggests an order of facets from what shoppers filtered a
// context's searches by: the storefront's query tagging says which facets filtered a search.
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { SiteRow } from '../../db/schema/index.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { addSite, sitesTestApp } from '../../testing/sites.ts';
import { upsertProducts } from '../catalog/index.ts';

let app: App;
let asOwner: Record<string, string>;
let asStranger: Record<string, string>;
let site: SiteRow;

beforeAll(async () => {
  let organizationId: string;
  ({ app, asOwner, asStranger, organizationId } = await sitesTestApp());
  ({ site } = await addSite(app, organizationId, { languages: ['en'] }));
  await upsertProducts(app, site.id, clothingCatalogue());
  await app.inject({
    method: 'PUT',
    url: `/index/v1/fields/site/${site.id}/facetable`,
    headers: asOwner,
    payload: {
      fields: [
        { field: 'categories', type: 'hierarchical' },
        { field: 'brand', type: 'value' },
      ],
    },
  });
  await app.searchIndexes.settled(site.id);
});

/** A shopper's search on the storefront, tracked as the layer tracks it (its query tagging URL). */
async function shopperSearches(query: string, filters: string[] = []) {
  const filter = filters.map((value) => `&filter=${encodeURIComponent(value)}`).join('');
  const answer = await app.inject(`/search/v1/query/${site.instance}/search?query=${query}&lang=en${filter}`);
  expect(answer.statusCode).toBe(200);
  const tagging = new URL(answer.json().catalog.tagging.query);
  const tracked = await app.inject(`${tagging.pathname}${tagging.search}&session=s-${crypto.randomUUID()}`);
  expect(tracked.statusCode).toBe(204);
}

const suggestions = (query: string, headers = asOwner) =>
  app.inject({
    url: `/analytics/v1/sites/${site.id}/facet-suggestions?query=${encodeURIComponent(query)}`,
    headers,
  });

describe('GET /analytics/v1/sites/{id}/facet-suggestions', () => {
  it('should count the searches of the context’s queries and order the facets shoppers filtered them by', async () => {
    await shopperSearches('jeans', ['brand:Levis']);
    await shopperSearches('Jeans', ['brand:Levis', 'categories:Men']);
    await shopperSearches('denim', ['categories:Men']);
    await shopperSearches('denim', ['categories:Women']);
    await shopperSearches('jeans');
    await shopperSearches('dress', ['categories:Women']);
    await app.trackingBuffer.flush();

    const answer = await suggestions('jeans, denim');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      days: 30,
      searches: 5,
      facets: [
        { field: 'categories', filters: 3 },
        { field: 'brand', filters: 2 },
      ],
    });
    expect((await suggestions('coats')).json()).toEqual({ days: 30, searches: 0, facets: [] });
  });

  it('should refuse no query, and answer 404 to another organisation’s member', async () => {
    const empty = await suggestions(' , ');
    expect(empty.statusCode).toBe(400);
    expect((await suggestions('jeans', asStranger)).statusCode).toBe(404);
  });
});
