import type { ResultsVisibility, ResultsVisibilityProducts } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import type { Actor } from '../history/index.ts';
import type { CatalogueProfiles } from '../sites/index.ts';
import { getSearchSettings, updateSearchSettings } from './search-settings.service.ts';

/** GET sites/{id}/index-settings: results visibility (spec 1 §3). */
export async function resultsVisibility(db: Database, siteId: string): Promise<ResultsVisibility> {
  return (await getSearchSettings(db, siteId)).resultsVisibility;
}

/** POST sites/{id}/index-settings. */
export async function saveResultsVisibility(
  store: Store,
  siteId: string,
  input: ResultsVisibility,
  actor: Actor | null,
): Promise<ResultsVisibility> {
  return updateSearchSettings(store, siteId, 'resultsVisibility', input, actor);
}

/**
 * GET sites/{id}/index-settings/products: how many products of the catalogue each switch affects
 * now, read as the engine reads them (out of stock: availability out_of_stock or no units left; not
 * available for order: out of stock or discontinued).
 */
export async function resultsVisibilityProducts(
  profiles: CatalogueProfiles,
  siteId: string,
  now: number,
): Promise<ResultsVisibilityProducts> {
  const profile = await profiles.of(siteId, now);
  return {
    products: profile.products,
    outOfStock: profile.labels.outOfStock,
    notAvailableForOrder: profile.notAvailableForOrder,
  };
}
