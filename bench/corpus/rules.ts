import type { BusinessRule } from '../../packages/search/src/index.ts';
import type { GeneratedProduct } from './products.ts';
import type { BenchQuery } from './queries.ts';

/**
 * Issue 17's active rules: boosts (of a brand), buries (of a category), hides and pins (of a
 * product) in turn, every other one inside a schedule that runs from last year to next year in a
 * time zone of its own. Twelve in a thousand apply to every search; the others each to one of the
 * queries, as a merchant aims a rule at a search, so 250 queries meet about four each besides those.
 */
export function generateRules(
  products: readonly GeneratedProduct[],
  queries: readonly Pick<BenchQuery, 'query'>[],
  count: number,
): BusinessRule[] {
  const brands = [...new Set(products.map((product) => product.brand))];
  const year = new Date().getUTCFullYear();
  const schedule = { from: `${year - 1}-01-01`, to: `${year + 1}-12-31`, timeZone: 'Europe/Madrid' };
  return Array.from({ length: count }, (_, index): BusinessRule => {
    const query = queries[index % queries.length]!.query;
    const common = {
      id: `rule-${index}`,
      queries: index % 400 < 4 || query.trim() === '' ? [] : [query],
      ...(index % 2 === 1 ? { schedule } : {}),
    };
    const product = products[(index * 7_919) % products.length]!;
    switch (index % 4) {
      case 0:
        return {
          ...common,
          action: 'boost',
          field: 'brand',
          values: [brands[index % brands.length]!],
          strength: 1 + (index % 3),
        };
      case 1:
        return { ...common, action: 'bury', field: 'categories', values: [product.categories[0]!.at(-1)!] };
      case 2:
        return { ...common, action: 'hide', field: 'id', values: [product.id] };
      default:
        return { ...common, action: 'pin', productId: product.id, position: 1 + (index % 5) };
    }
  });
}
