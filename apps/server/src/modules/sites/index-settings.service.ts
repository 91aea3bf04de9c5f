import {
  DomainError,
  PRODUCT_LABELS,
  type FeaturedProducts,
  type ResultsVisibility,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { getProducts } from '../catalog/index.ts';
import { getSiteMerchandising, saveSearchSettings } from '../merchandising-config/index.ts';
import type { CatalogueProfiles } from './catalogue-profile.ts';

/** GET sites/{id}/index-settings: results visibility (spec 1 §3). */
export async function resultsVisibility(db: Database, siteId: string): Promise<ResultsVisibility> {
  const { resultsVisibility: stored } = (await getSiteMerchandising(db, siteId)).settings;
  return {
    showOutOfStock: !stored.hideOutOfStock,
    notAvailableForOrder: stored.notAvailable === 'bury' ? 'BURY' : 'SHOW',
  };
}

export async function saveResultsVisibility(
  db: Database,
  siteId: string,
  input: ResultsVisibility,
): Promise<ResultsVisibility> {
  const { settings } = await getSiteMerchandising(db, siteId);
  await saveSearchSettings(db, siteId, {
    ...settings,
    resultsVisibility: {
      hideOutOfStock: !input.showOutOfStock,
      notAvailable: input.notAvailableForOrder === 'BURY' ? 'bury' : 'show',
    },
  });
  return resultsVisibility(db, siteId);
}

/**
 * GET sites/{id}/product-labels: which product-card labels this catalogue can show and on how many
 * products. Stock, availability (preorder reads as backorder), sale prices and publication dates
 * give most; online-only and pack come from `onlineOnly` / `pack` attributes set to true.
 */
export async function productLabels(profiles: CatalogueProfiles, siteId: string, now: number) {
  const { labels } = await profiles.of(siteId, now);
  return {
    labels: PRODUCT_LABELS.map((key) => ({ key, available: labels[key] > 0, products: labels[key] })),
  };
}

/** GET featured-products/{siteId}: what the empty query shows first. */
export async function featuredProducts(db: Database, siteId: string): Promise<FeaturedProducts> {
  const { featuredProducts: stored } = (await getSiteMerchandising(db, siteId)).settings;
  return stored.mode === 'recommended'
    ? { type: 'recommended', productIds: stored.productIds }
    : { type: 'popular', productIds: [] };
}

/** PUT featured-products/{siteId}: popular, or 4 to 12 recommended products of the catalogue. */
export async function saveFeaturedProducts(
  db: Database,
  siteId: string,
  input: FeaturedProducts,
): Promise<FeaturedProducts> {
  if (input.type === 'recommended') {
    const found = new Set((await getProducts(db, siteId, input.productIds)).map((row) => row.id));
    const missing = input.productIds.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new DomainError('global-400', `productIds: not in the catalogue: ${missing.join(', ')}`, {
        status: 400,
      });
    }
  }
  const { settings } = await getSiteMerchandising(db, siteId);
  await saveSearchSettings(db, siteId, {
    ...settings,
    featuredProducts:
      input.type === 'recommended'
        ? { mode: 'recommended', productIds: input.productIds }
        : { mode: 'popular', productIds: [] },
  });
  return featuredProducts(db, siteId);
}
