// The facet data check of the facets by context editor: what in a facet's values would confuse a
// shopper filtering by it. It reports; the fixes it offers (hide values, drop the facet from a
// context) are edits of the context, since the shop's next sync would undo a change to its data.
import { FEW_PRODUCTS_SHARE, MAX_FACET_VALUES, type FacetCheck, type FacetFinding } from '@playboard/domain';
import type { CatalogueProfile } from '../sites/index.ts';

/** A value of a facet and how many products hold it. */
export interface CountedValue {
  readonly value: string;
  readonly count: number;
}

/**
 * A value as a shopper reads it: case, accents, spaces and punctuation aside. The engine already
 * counts values differing by case or accents as one; "Navy-Blue" and "navy blue" it keeps apart.
 */
function folded(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

function variants(values: readonly CountedValue[]): FacetFinding[] {
  const groups = new Map<string, CountedValue[]>();
  for (const value of values) {
    const key = folded(value.value);
    groups.set(key, [...(groups.get(key) ?? []), value]);
  }
  return [...groups.values()]
    .filter((group) => group.length > 1)
    .map((group) => ({
      kind: 'variants',
      values: [...group].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    }));
}

/** A measure: a number and a unit ("500 ml", "1,5 L", "42cm"). */
const MEASURE = /^\s*\d+(?:[.,]\d+)?\s*([^\d\s.,]+)\s*$/u;

/** Most values must be measures before their units are compared: "Size 42" is no measure. */
const MEASURES_SHARE = 0.8;

function mixedUnits(values: readonly CountedValue[]): FacetFinding[] {
  const units = new Map<string, { unit: string; count: number; example: string }>();
  let measures = 0;
  for (const { value, count } of values) {
    const unit = MEASURE.exec(value)?.[1];
    if (unit === undefined) continue;
    measures++;
    const key = unit.toLocaleLowerCase('en');
    const seen = units.get(key);
    units.set(key, seen ? { ...seen, count: seen.count + count } : { unit: key, count, example: value });
  }
  if (units.size < 2 || measures < values.length * MEASURES_SHARE) return [];
  return [{ kind: 'mixedUnits', units: [...units.values()].sort((a, b) => b.count - a.count) }];
}

/** At least this many values held by one product each, and this share of the facet's values. */
const SINGLE_PRODUCT_VALUES_MIN = 3;
const SINGLE_PRODUCT_SHARE = 0.2;

function singleProductValues(values: readonly CountedValue[]): FacetFinding[] {
  const single = values.filter((value) => value.count === 1).map((value) => value.value);
  if (single.length < SINGLE_PRODUCT_VALUES_MIN || single.length < values.length * SINGLE_PRODUCT_SHARE)
    return [];
  return [
    {
      kind: 'singleProductValues',
      values: single.slice(0, MAX_FACET_VALUES),
      total: single.length,
    },
  ];
}

/** One facet to check: its values (none for a range facet, whose values are buckets) and coverage. */
export interface CheckedFacet {
  readonly field: string;
  /** Products holding a value of it. */
  readonly products: number;
  readonly values: readonly CountedValue[];
}

/**
 * The findings of each facet: spellings of one value, mixed units, few products, values of a
 * single product each.
 *
 * @example facetCheck(120, [{ field: 'colour', products: 100, values: [{ value: 'Black', count: 60 }, { value: 'black', count: 4 }] }])
 */
export function facetCheck(products: number, facets: readonly CheckedFacet[]): FacetCheck {
  return {
    products,
    facets: facets.map((facet) => {
      const share = products === 0 ? 0 : facet.products / products;
      return {
        field: facet.field,
        products: facet.products,
        findings: [
          ...(products > 0 && share < FEW_PRODUCTS_SHARE ? [{ kind: 'fewProducts' as const, share }] : []),
          ...variants(facet.values),
          ...mixedUnits(facet.values),
          ...singleProductValues(facet.values),
        ],
      };
    }),
  };
}

/** Products holding a value of a field: the catalogue's own fields, else an attribute, of a variant too. */
export function productsWith(profile: CatalogueProfile, field: string): number {
  if (field === 'brand') return profile.withBrand;
  if (field === 'categories') return profile.withCategories;
  if (field === 'price') return profile.products;
  return profile.attributes.get(field)?.products ?? profile.variantAttributes.get(field)?.products ?? 0;
}
