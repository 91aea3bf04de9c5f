import type { Analyzer } from '../analysis/analyzer.ts';
import { DEFAULT_TYPO_TOLERANCE } from '../analysis/edit-distance.ts';
import { normalizeQuery } from '../analysis/fold.ts';
import type {
  Banner,
  BusinessRule,
  FacetContext,
  FacetDefinition,
  FacetValueOrder,
  MerchandisingConfig,
  PopularQuery,
  RelatedPrompt,
  Schedule,
  SearchLogger,
  TypoTolerance,
} from '../types.ts';
import { isValidSchedule } from './schedule.ts';
import { compileSynonyms, type SynonymIndex } from './synonyms.ts';

/** Default BM25F weights of the searchable fields; attributes not listed weigh 1. */
export const DEFAULT_FIELD_WEIGHTS: Readonly<Record<string, number>> = {
  name: 3,
  identifiers: 3,
  brand: 2,
  categories: 1.5,
  description: 0.5,
};
const DEFAULT_ATTRIBUTE_WEIGHT = 1;

/**
 * How a facet lists its values: `rank` gives the merchant's position of a value (custom order),
 * `hidden` the values never listed.
 */
export interface ValueOrder {
  readonly by: FacetValueOrder;
  readonly rank: ReadonlyMap<string, number>;
  readonly hidden: ReadonlySet<string>;
}

/** A facet definition with every default filled in. */
export type ResolvedFacet =
  | {
      readonly type: 'value';
      readonly id: string;
      readonly field: string;
      readonly label: string;
      readonly limit: number;
      readonly order: ValueOrder;
    }
  | {
      readonly type: 'hierarchical';
      readonly id: string;
      readonly field: 'categories';
      readonly label: string;
      readonly limit: number;
      readonly order: ValueOrder;
    }
  | {
      readonly type: 'range';
      readonly id: string;
      readonly field: string;
      readonly label: string;
      readonly ranges: readonly { readonly from?: number; readonly to?: number }[];
    };

/** Facets in display order, and each by its id: how the filters naming one are read. */
export interface FacetSet {
  readonly facets: readonly ResolvedFacet[];
  readonly byId: ReadonlyMap<string, ResolvedFacet>;
}

/** The facet sets of a configuration: the default one, and those of some queries and browse pages. */
export interface FacetSets {
  readonly default: FacetSet;
  /** By normalized query. */
  readonly byQuery: ReadonlyMap<string, FacetSet>;
  /** By browse page ({@link browseKey}). */
  readonly byPage: ReadonlyMap<string, FacetSet>;
}

/** Entries looked up by normalized query, plus those that apply to every query. */
export interface QueryScoped<T> {
  readonly always: readonly T[];
  readonly byQuery: ReadonlyMap<string, readonly T[]>;
  /**
   * Per query, `always` then its own entries, joined on first use: a query gets the same list from
   * one search to the next, which what is worked out from the list is kept by.
   */
  readonly joined: Map<string, readonly T[]>;
}

/** The merchandising configuration prepared for lookups. */
export interface CompiledConfig {
  readonly weights: Readonly<Record<string, number>> | undefined;
  readonly facets: FacetSets;
  readonly synonyms: SynonymIndex;
  /** Whether the built-in synonyms are searched (`MerchandisingConfig.builtInSynonyms`). */
  readonly builtInSynonyms: boolean;
  readonly typoTolerance: TypoTolerance;
  /** Whether a query that finds nothing is corrected (`MerchandisingConfig.corrections`, and typos tolerated). */
  readonly corrections: boolean;
  /** Whether a query that finds few products answers partial results (`MerchandisingConfig.partialResults`). */
  readonly partialResults: boolean;
  readonly redirections: ReadonlyMap<string, { readonly id: string; readonly url: string }>;
  /** Search rules by query. */
  readonly rules: QueryScoped<BusinessRule>;
  /** Browse rules by page (`browseKey`); `always` holds those for every page of any field. */
  readonly browseRules: QueryScoped<BusinessRule>;
  readonly banners: QueryScoped<Banner>;
  readonly showOutOfStock: boolean;
  readonly buryNotAvailable: boolean;
  readonly featuredIds: readonly string[] | undefined;
  readonly clicks: ReadonlyMap<string, number>;
  /** Popular queries, most searched first, with their normalized form. */
  readonly popularQueries: readonly (PopularQuery & { readonly normalized: string })[];
  readonly nextQueries: ReadonlyMap<string, readonly string[]>;
  readonly learnedNextQueries: ReadonlyMap<string, readonly string[]>;
  /** Learned next queries the merchant hid, by query. */
  readonly hiddenNextQueries: ReadonlyMap<string, readonly string[]>;
  readonly relatedTags: ReadonlyMap<string, readonly string[]>;
  /** Organic related tags the merchant hid, by query. */
  readonly hiddenRelatedTags: ReadonlyMap<string, readonly string[]>;
  readonly relatedPrompts: QueryScoped<RelatedPrompt>;
}

/**
 * Field weight for BM25F, from the configuration or the defaults. An attribute without a weight of
 * its own takes the `attributes` weight: merchants weigh attributes as one searchable field.
 */
export function weightOf(config: CompiledConfig, field: string): number {
  if (config.weights !== undefined) {
    const own = config.weights[field];
    if (own !== undefined || field in DEFAULT_FIELD_WEIGHTS) return own ?? 0;
    return config.weights['attributes'] ?? 0;
  }
  return DEFAULT_FIELD_WEIGHTS[field] ?? DEFAULT_ATTRIBUTE_WEIGHT;
}

export function compileConfig(
  config: MerchandisingConfig,
  analyzer: Analyzer,
  logger: SearchLogger,
): CompiledConfig {
  const scheduled = <T extends { readonly id: string; readonly schedule?: Schedule }>(item: T): boolean => {
    if (item.schedule === undefined || isValidSchedule(item.schedule)) return true;
    logger('warn', `search: "${item.id}" has an invalid schedule and stays inactive`, 'invalid_schedule');
    return false;
  };
  const redirections = new Map<string, { id: string; url: string }>();
  for (const redirection of config.redirections ?? []) {
    for (const query of redirection.queries) {
      const key = normalizeQuery(query);
      if (key !== '' && !redirections.has(key))
        redirections.set(key, { id: redirection.id, url: redirection.url });
    }
  }
  const clicks = new Map<string, number>(Object.entries(config.productClicks ?? {}));
  const featured = config.featured;
  const typoTolerance = config.typoTolerance ?? DEFAULT_TYPO_TOLERANCE;
  return {
    weights: config.fieldWeights,
    facets: facetSets(config.facets ?? [], config.facetContexts ?? []),
    synonyms: compileSynonyms(config.synonyms ?? [], analyzer),
    builtInSynonyms: config.builtInSynonyms !== false,
    typoTolerance,
    // A correction is a typo tolerated late: with tolerance off, a misspelling finds nothing.
    corrections: config.corrections !== false && typoTolerance.enabled,
    partialResults: config.partialResults !== false,
    redirections,
    rules: scopeByQuery(
      (config.rules ?? []).filter((rule) => rule.browse === undefined && scheduled(rule)),
      (rule) => rule.queries,
    ),
    browseRules: scopeByBrowsePage(
      (config.rules ?? []).filter((rule) => rule.browse !== undefined && scheduled(rule)),
    ),
    banners: scopeByQuery(
      (config.banners ?? []).filter((banner) => banner.active && scheduled(banner)),
      (banner) => banner.queries,
    ),
    showOutOfStock: config.visibility?.showOutOfStock ?? true,
    buryNotAvailable: config.visibility?.notAvailableForOrder === 'bury',
    featuredIds: featured?.type === 'recommended' ? featured.productIds : undefined,
    clicks,
    popularQueries: mergedVariants(config.popularQueries ?? [], analyzer),
    nextQueries: mapByQuery(config.nextQueries ?? [], (entry) => entry.nextQueries),
    learnedNextQueries: mapByQuery(config.learnedNextQueries ?? [], (entry) => entry.nextQueries),
    hiddenNextQueries: mapByQuery(config.nextQueries ?? [], (entry) => entry.hidden ?? []),
    relatedTags: mapByQuery(config.relatedTags ?? [], (entry) => entry.tags),
    hiddenRelatedTags: mapByQuery(config.relatedTags ?? [], (entry) => entry.hidden ?? []),
    relatedPrompts: scopeByQuery(config.relatedPrompts ?? [], (prompt) => prompt.queries),
  };
}

/**
 * Popular queries with their variants merged: "Jeans", "jeans" and "jean" are one search to a
 * shopper (case, accents and plurals, as the analyzer stems them). The merged entry counts every
 * variant's searches and shows the variant searched most.
 */
function mergedVariants(
  entries: readonly PopularQuery[],
  analyzer: Analyzer,
): (PopularQuery & { readonly normalized: string })[] {
  const byStems = new Map<string, { query: string; normalized: string; count: number; top: number }>();
  for (const entry of entries) {
    const normalized = normalizeQuery(entry.query);
    if (normalized === '') continue;
    const key = analyzer
      .queryTokens(normalized)
      .map((token) => analyzer.stem(token))
      .join(' ');
    const merged = byStems.get(key);
    if (merged === undefined) {
      byStems.set(key, { query: entry.query, normalized, count: entry.count, top: entry.count });
      continue;
    }
    merged.count += entry.count;
    if (entry.count > merged.top) Object.assign(merged, { query: entry.query, normalized, top: entry.count });
  }
  return [...byStems.values()]
    .map(({ query, normalized, count }) => ({ query, normalized, count }))
    .sort((a, b) => b.count - a.count || a.normalized.localeCompare(b.normalized));
}

function facetSet(definitions: readonly FacetDefinition[]): FacetSet {
  const facets = definitions.map(resolveFacet);
  const byId = new Map<string, ResolvedFacet>();
  for (const facet of facets) {
    if (byId.has(facet.id)) throw new Error(`search: duplicate facet id "${facet.id}"`);
    byId.set(facet.id, facet);
  }
  return { facets, byId };
}

/** The default facets and each context's, keyed by its queries and pages; the first context naming one keeps it. */
function facetSets(defaults: readonly FacetDefinition[], contexts: readonly FacetContext[]): FacetSets {
  const byQuery = new Map<string, FacetSet>();
  const byPage = new Map<string, FacetSet>();
  for (const context of contexts) {
    const set = facetSet(context.facets);
    for (const query of context.queries ?? []) {
      const key = normalizeQuery(query);
      if (key !== '' && !byQuery.has(key)) byQuery.set(key, set);
    }
    for (const page of context.pages ?? []) {
      const key = browseKey(page.field, page.value);
      if (!byPage.has(key)) byPage.set(key, set);
    }
  }
  return { default: facetSet(defaults), byQuery, byPage };
}

/** The facets of a request: its browse page's, else its query's, else the default ones. */
export function facetsOfRequest(
  config: CompiledConfig,
  request: { readonly browse?: { readonly field: string; readonly value: string } },
  normalizedQuery: string,
): FacetSet {
  const { facets } = config;
  const own =
    request.browse === undefined
      ? facets.byQuery.get(normalizedQuery)
      : facets.byPage.get(browseKey(request.browse.field, request.browse.value));
  return own ?? facets.default;
}

function resolveFacet(definition: FacetDefinition): ResolvedFacet {
  const id = definition.id ?? definition.field;
  if (id === '' || id.includes(':')) throw new Error(`search: invalid facet id "${id}"`);
  const label = definition.label ?? id;
  switch (definition.type) {
    case 'value':
      return {
        type: 'value',
        id,
        field: definition.field,
        label,
        limit: definition.limit ?? 50,
        order: valueOrder(definition),
      };
    case 'hierarchical':
      return {
        type: 'hierarchical',
        id,
        field: 'categories',
        label,
        limit: definition.limit ?? 50,
        order: valueOrder(definition),
      };
    case 'range':
      return { type: 'range', id, field: definition.field, label, ranges: definition.ranges };
    default:
      throw new Error(`search: unknown facet type "${String((definition as { type: unknown }).type)}"`);
  }
}

function valueOrder(definition: {
  readonly order?: FacetValueOrder;
  readonly customOrder?: readonly string[];
  readonly hidden?: readonly string[];
}): ValueOrder {
  const by = definition.order ?? 'count';
  if (by !== 'count' && by !== 'alphabetical' && by !== 'custom')
    throw new Error(`search: unknown facet order "${String(by)}"`);
  const rank = new Map<string, number>();
  if (by === 'custom') {
    for (const value of definition.customOrder ?? []) if (!rank.has(value)) rank.set(value, rank.size);
  }
  return { by, rank, hidden: new Set(definition.hidden ?? []) };
}

function scopeByQuery<T>(items: readonly T[], queriesOf: (item: T) => readonly string[]): QueryScoped<T> {
  const always: T[] = [];
  const byQuery = new Map<string, T[]>();
  for (const item of items) {
    const queries = queriesOf(item)
      .map(normalizeQuery)
      .filter((query) => query !== '');
    if (queries.length === 0) always.push(item);
    for (const query of new Set(queries)) {
      const list = byQuery.get(query) ?? [];
      list.push(item);
      byQuery.set(query, list);
    }
  }
  return { always, byQuery, joined: new Map() };
}

/** The key of a browse page's rules: the field and the value folded as queries are. */
export function browseKey(field: string, value: string): string {
  return `${field}:${normalizeQuery(value)}`;
}

/**
 * Browse rules by the page they name; a rule naming a field without a value is kept per field
 * (`field:`), one naming neither applies to every page.
 */
function scopeByBrowsePage(rules: readonly BusinessRule[]): QueryScoped<BusinessRule> {
  const always: BusinessRule[] = [];
  const byQuery = new Map<string, BusinessRule[]>();
  for (const rule of rules) {
    const { field, value } = rule.browse ?? {};
    if (field === undefined) {
      always.push(rule);
      continue;
    }
    const key = value === undefined || normalizeQuery(value) === '' ? `${field}:` : browseKey(field, value);
    byQuery.set(key, [...(byQuery.get(key) ?? []), rule]);
  }
  return { always, byQuery, joined: new Map() };
}

/** The rules of a request: a browse page's browse rules, or a search's rules for its query. */
export function rulesOfRequest(
  config: CompiledConfig,
  request: { readonly browse?: { readonly field: string; readonly value: string } },
  normalizedQuery: string,
): readonly BusinessRule[] {
  if (request.browse === undefined) return scopedTo(config.rules, normalizedQuery);
  const { field, value } = request.browse;
  const scoped = config.browseRules;
  const page = browseKey(field, value);
  const ofPage = scoped.byQuery.get(page);
  if (ofPage === undefined) return scopedTo(scoped, `${field}:`);
  let joined = scoped.joined.get(page);
  if (joined === undefined) {
    joined = [...scoped.always, ...(scoped.byQuery.get(`${field}:`) ?? []), ...ofPage];
    scoped.joined.set(page, joined);
  }
  return joined;
}

function mapByQuery<T extends { readonly query: string }>(
  entries: readonly T[],
  valuesOf: (entry: T) => readonly string[],
): Map<string, readonly string[]> {
  const map = new Map<string, readonly string[]>();
  for (const entry of entries) {
    const key = normalizeQuery(entry.query);
    map.set(key, [...(map.get(key) ?? []), ...valuesOf(entry)]);
  }
  return map;
}

/** The entries for a normalized query: those for every query, then the query's own. */
export function scopedTo<T>(scoped: QueryScoped<T>, normalizedQuery: string): readonly T[] {
  const own = scoped.byQuery.get(normalizedQuery);
  if (own === undefined) return scoped.always;
  let joined = scoped.joined.get(normalizedQuery);
  if (joined === undefined) {
    joined = [...scoped.always, ...own];
    scoped.joined.set(normalizedQuery, joined);
  }
  return joined;
}
