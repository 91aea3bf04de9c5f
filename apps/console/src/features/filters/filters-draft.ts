import type {
  FacetableFieldsInput,
  FacetRange,
  FacetType,
  FacetValueConfig,
  FacetValueSort,
} from '@playboard/domain';
import type { FacetableFieldsAnswer } from './api/get-facetable-fields.ts';

/** A field as the merchant edits it: shown or not, its kind, its name per language, a range's bounds. */
export interface FacetDraft {
  field: string;
  selected: boolean;
  type: FacetType;
  kinds: FacetType[];
  variation: boolean;
  products: number;
  label: Record<string, string>;
  /** The catalogue's lowest and highest value now (range fields). */
  bounds: { min: number; max: number } | null;
  /** The saved buckets of a range facet. */
  ranges: FacetRange[];
  /** New bounds to cut the buckets between (NaN while a box is empty); null keeps the buckets. */
  range: { min: number; max: number } | null;
}

/** The fields in the answer's order: the facets shown (in order), then the others. */
export const draftOf = (answer: FacetableFieldsAnswer): FacetDraft[] =>
  answer.fields.map((field) => ({
    field: field.field,
    selected: field.selected,
    type: field.type,
    kinds: field.kinds,
    variation: field.variation,
    products: field.products,
    label: { ...field.label },
    bounds: field.bounds,
    ranges: field.ranges,
    range: null,
  }));

/** What keeps a shown facet from being saved. */
export interface FacetProblems {
  /** Languages whose name is empty. */
  emptyLabels: string[];
  /** A range bound is missing, or the minimum is not below the maximum. */
  range: 'rangeNumber' | 'rangeOrder' | null;
}

export function problemsOf(facet: FacetDraft): FacetProblems {
  const emptyLabels = Object.entries(facet.label)
    .filter(([, text]) => text.trim() === '')
    .map(([language]) => language);
  const range = facet.type === 'range' ? facet.range : null;
  return {
    emptyLabels,
    range:
      range === null
        ? null
        : !Number.isFinite(range.min) || !Number.isFinite(range.max)
          ? 'rangeNumber'
          : range.min >= range.max
            ? 'rangeOrder'
            : null,
  };
}

export const hasProblems = (problems: FacetProblems) =>
  problems.emptyLabels.length > 0 || problems.range !== null;

/** The PUT body: the shown facets in order, each with its names and, when edited, a range's bounds. */
export const toInput = (facets: readonly FacetDraft[]): FacetableFieldsInput => ({
  fields: facets
    .filter((facet) => facet.selected)
    .map((facet, position) => ({
      field: facet.field,
      type: facet.type,
      label: Object.fromEntries(
        Object.entries(facet.label).map(([language, text]) => [language, text.trim()]),
      ),
      position,
      ...(facet.type === 'range' && facet.range ? { range: facet.range } : {}),
    })),
});

/** How one engine lists a facet's values, as edited: a value is pinned, hidden, or neither. */
export interface ValuesDraft {
  sort: FacetValueSort;
  /** Listed first, in this order (manual order only). */
  pinned: string[];
  hidden: string[];
}

export const valuesDraftOf = (config: FacetValueConfig): ValuesDraft => ({
  sort: config.sort,
  pinned: config.sort === 'custom' ? config.values.filter((v) => !v.hidden).map((v) => v.value) : [],
  hidden: config.values.filter((v) => v.hidden).map((v) => v.value),
});

/** The stored configuration: a manual order keeps its pinned values, every sort its hidden ones. */
export const toValueConfig = (draft: ValuesDraft): FacetValueConfig => ({
  sort: draft.sort,
  values: [
    ...(draft.sort === 'custom' ? draft.pinned.map((value) => ({ value, hidden: false })) : []),
    ...draft.hidden.map((value) => ({ value, hidden: true })),
  ],
});

export const sameValueConfig = (a: ValuesDraft, b: ValuesDraft) =>
  JSON.stringify(toValueConfig(a)) === JSON.stringify(toValueConfig(b));

export interface ListedValue {
  value: string;
  count: number;
  pinned: boolean;
}

/**
 * The values as the storefront lists them with this configuration (the engine's rule): hidden ones
 * left out; alphabetical; or the pinned ones first in the merchant's order, then the others by count.
 */
export function listedValues(
  values: readonly { value: string; count: number }[],
  draft: ValuesDraft,
): ListedValue[] {
  const hidden = new Set(draft.hidden);
  const pinned = draft.sort === 'custom' ? draft.pinned : [];
  const visible = values.filter((entry) => !hidden.has(entry.value));
  const byCount = [...visible].sort((a, b) => b.count - a.count);
  if (draft.sort === 'alphabetical') {
    return [...visible]
      .sort((a, b) => a.value.localeCompare(b.value))
      .map((entry) => ({ ...entry, pinned: false }));
  }
  const counts = new Map(visible.map((entry) => [entry.value, entry.count]));
  const first = pinned
    .filter((value) => counts.has(value))
    .map((value) => ({ value, count: counts.get(value)!, pinned: true }));
  const rest = byCount
    .filter((entry) => !pinned.includes(entry.value))
    .map((entry) => ({ ...entry, pinned: false }));
  return [...first, ...rest];
}

/** "Up to 50", "50–100", "100 and more": a bucket as shoppers read it. */
export function bucketText(
  range: FacetRange,
  format: (value: number) => string,
  t: (key: 'bucket.upTo' | 'bucket.between' | 'bucket.from', values: Record<string, string>) => string,
): string {
  if (range.from === null && range.to !== null) return t('bucket.upTo', { to: format(range.to) });
  if (range.to === null && range.from !== null) return t('bucket.from', { from: format(range.from) });
  return t('bucket.between', { from: format(range.from ?? 0), to: format(range.to ?? 0) });
}
