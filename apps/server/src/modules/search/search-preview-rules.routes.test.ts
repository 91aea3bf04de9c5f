import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { SiteRow } from '../../db/schema/index.ts';
import { clothingCatalogue } from '../../testing/catalogue.ts';
import { addSite, sitesTestApp } from '../../testing/sites.ts';
import { upsertProducts } from '../catalog/index.ts';

// The business rules screen previews an unsaved rule beside its editor (issue 17): an older
// business rule (flag PLAY_QUERY_RANKING off) or a query ranking rule (flag on).
let app: App;
let asOwner: Record<string, string>;
let site: SiteRow;

beforeAll(async () => {
  let organizationId: string;
  ({ app, asOwner, organizationId } = await sitesTestApp());
  ({ site } = await addSite(app, organizationId, { languages: ['en', 'es'] }));
  await upsertProducts(app, site.id, clothingCatalogue());
});

async function preview(change: object) {
  const response = await app.inject({
    method: 'POST',
    url: `/merchandising/v1/sites/${site.id}/search-preview`,
    headers: asOwner,
    payload: { language: 'en', query: 'jeans', change },
  });
  return { status: response.statusCode, body: response.json() };
}

const ids = (answer: { products: { id: string }[] }) => answer.products.map((product) => product.id);

describe('POST /merchandising/v1/sites/{siteId}/search-preview with a rule', () => {
  it('should send the buried jeans last with an unsaved business rule on its product id', async () => {
    const bury = (id: string) =>
      preview({
        kind: 'businessRule',
        value: {
          language: 'en',
          field: 'PRODUCT_ID',
          type: 'BURY',
          values: [id],
          matchingQueries: ['jeans'],
        },
      });
    const [first, second] = await Promise.all([bury('p1'), bury('p2')]);
    expect(first.status).toBe(200);
    expect(ids(first.body.after)).toEqual(['p2', 'p1']);
    expect(ids(second.body.after)).toEqual(['p1', 'p2']);
    expect(ids(first.body.before)).toEqual(ids(second.body.before));
  });

  it('should pin a product at position 1 and hide another with an unsaved query ranking rule', async () => {
    const { status, body } = await preview({
      kind: 'queryRankingRule',
      value: {
        title: 'Jeans week',
        criteria: { queries: ['jeans'] },
        pinnedProducts: [{ id: 'pin-1', fieldValue: 'p2', position: 1 }],
        hiddenProducts: [{ id: 'hide-1', fieldName: 'PRODUCT_ID', fieldValue: 'p1', action: 'HIDE' }],
      },
    });
    expect(status).toBe(200);
    expect(ids(body.before)).toContain('p1');
    expect(ids(body.after)[0]).toBe('p2');
    expect(ids(body.after)).not.toContain('p1');
    expect(body.after.total).toBe(body.before.total - 1);
  });

  it('should refuse a business rule without an attribute ranking (spec 1 §5)', async () => {
    const { status } = await preview({
      kind: 'businessRule',
      value: { language: 'en', field: 'BRAND', type: 'BOOST', values: [], matchingQueries: [] },
    });
    expect(status).toBe(400);
  });
});
