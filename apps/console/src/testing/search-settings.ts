import { defaultSearchSettings, type SearchPreview, type SearchSettings, type Site } from '@playboard/domain';
import { refreshProfile } from '../lib/session.ts';
import { mockApi, type RecordedCall } from './mock-api.ts';
import { organizationFixture, profileFixture, siteFixture } from './session-fixtures.ts';

// What the search settings screens (searchable fields, results visibility, featured products) load.

export const searchSettingsOrganization = organizationFixture('o1');

export const searchSettingsSite = siteFixture('77777777-7777-4777-8777-777777777777', {
  instance: 'demo-shop-77',
  currency: 'EUR',
  engines: [{ uuid: '88888888-8888-4888-8888-888888888888', language: 'en', default: true }],
});

/** Signs in as the owner of an organisation with one site. */
export async function signedInWithSite(site: Site = searchSettingsSite) {
  const api = mockApi({
    'GET /account/v1/users': { status: 200, body: profileFixture([searchSettingsOrganization]) },
    'GET /main/v1/organizations/o1': { status: 200, body: { ...searchSettingsOrganization, sites: [site] } },
  });
  await refreshProfile();
  api.restore();
}

/** The three GET answers of a site's saved search settings, by path. */
export function searchSettingsHandlers(siteId: string, settings: SearchSettings = defaultSearchSettings) {
  return {
    [`GET /index/v1/fields/site/${siteId}/searchable`]: {
      status: 200,
      body: {
        fields: settings.searchableFields.map(({ name, active, weight }) => ({
          field: name,
          active,
          weight,
        })),
      },
    },
    [`GET /index/v1/sites/${siteId}/index-settings`]: { status: 200, body: settings.resultsVisibility },
    [`GET /index/v1/featured-products/${siteId}`]: { status: 200, body: settings.featuredProducts },
  };
}

const product = (id: string, name: string) => ({
  id,
  name,
  image: `https://cdn.example.com/${id}.jpg`,
  price: 10,
});

/**
 * The search preview as the server answers it: "boots" finds one boot in stock and one out of stock,
 * which the after side leaves out when the change hides out-of-stock products.
 */
export function previewHandler(call: RecordedCall): { status: number; body: SearchPreview } {
  const body = call.body as { change?: { value: SearchSettings } };
  const before = [product('b1', 'Leather boots'), product('b2', 'Rain boots')];
  const after = body.change?.value.resultsVisibility.showOutOfStock === false ? before.slice(0, 1) : before;
  const answer = (products: typeof before) => ({
    total: products.length,
    products,
    redirection: null,
    spellchecked: null,
    relaxedTerms: [],
    builtInSynonyms: [],
    banners: [],
  });
  return { status: 200, body: { before: answer(before), after: answer(after) } };
}
