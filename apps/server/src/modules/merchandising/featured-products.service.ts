import { DomainError, type FeaturedProductCards, type FeaturedProducts } from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import type { Actor } from '../history/index.ts';
import { getProducts } from '../catalog/index.ts';
import { getSearchSettings, updateSearchSettings } from './search-settings.service.ts';

/** GET featured-products/{siteId}: what the empty query shows first. */
export async function featuredProducts(db: Database, siteId: string): Promise<FeaturedProducts> {
  return (await getSearchSettings(db, siteId)).featuredProducts;
}

/** PUT featured-products/{siteId}: popular, or 4 to 12 recommended products of the catalogue. */
export async function saveFeaturedProducts(
  store: Store,
  siteId: string,
  input: FeaturedProducts,
  actor: Actor | null,
): Promise<FeaturedProducts> {
  if (input.type === 'recommended') {
    const found = new Set((await getProducts(store.db, siteId, input.productIds)).map((row) => row.id));
    const missing = input.productIds.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new DomainError('global-400', `productIds: not in the catalogue: ${missing.join(', ')}`, {
        status: 400,
      });
    }
  }
  const value: FeaturedProducts = input.type === 'recommended' ? input : { type: 'popular', productIds: [] };
  return updateSearchSettings(store, siteId, 'featuredProducts', value, actor);
}

/**
 * GET featured-products/{siteId}/products: the saved recommended products in order, with their name
 * in `language` (else another of theirs) and first image; an id the catalogue no longer has is
 * flagged. Popular products have no saved list: none.
 */
export async function featuredProductCards(
  db: Database,
  siteId: string,
  language: string,
): Promise<FeaturedProductCards> {
  const { productIds } = await featuredProducts(db, siteId);
  const rows = new Map((await getProducts(db, siteId, productIds)).map((row) => [row.id, row]));
  return {
    products: productIds.map((id) => {
      const row = rows.get(id);
      if (!row) return { id, inCatalogue: false, name: null, image: null };
      const name = row.name[language] ?? row.name[language.slice(0, 2)] ?? Object.values(row.name)[0] ?? id;
      return { id, inCatalogue: true, name, image: row.images[0] ?? null };
    }),
  };
}
