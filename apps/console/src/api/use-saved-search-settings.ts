import type { SearchSettings } from '@playboard/domain';
import { useFeaturedProducts } from './get-featured-products.ts';
import { useResultsVisibility } from './get-results-visibility.ts';
import { useSearchableFields } from './get-searchable-fields.ts';

/**
 * The site's saved search settings whole (searchable fields, results visibility, featured products),
 * which a screen editing one part sends to the search preview with its draft in place of that part;
 * undefined until the three have loaded (or when one failed: the preview then waits).
 */
export function useSavedSearchSettings(siteId: string): SearchSettings | undefined {
  const fields = useSearchableFields(siteId);
  const visibility = useResultsVisibility(siteId);
  const featured = useFeaturedProducts(siteId);
  if (!fields.data || !visibility.data || !featured.data) return undefined;
  return {
    searchableFields: fields.data.fields.map(({ field, active, weight }) => ({
      name: field,
      active,
      weight,
    })),
    resultsVisibility: visibility.data,
    featuredProducts: featured.data,
  };
}
