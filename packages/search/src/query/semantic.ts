import { normalizeQuery } from '../analysis/fold.ts';
import type { IndexStore } from '../index/store.ts';
import type { MerchandisingConfig, SemanticQuery } from '../types.ts';
import type { CompiledConfig } from './config.ts';
import type { SearchContext } from './context.ts';
import { findProducts } from './find-products.ts';
import { planSearch } from './plan.ts';

/**
 * Products compared per query: the first page or two a shopper sees. Two queries are related when
 * these overlap; deeper results are ranked too loosely to say much.
 */
export const SEMANTIC_SAMPLE = 50;

/** Candidates per source (popular queries, brands, categories), so a large catalogue stays cheap. */
export const MAX_CANDIDATES_PER_SOURCE = 100;

/**
 * Share of the catalogue that must change (products upserted or removed) before the candidates'
 * products are searched again. Sampling searches every candidate (about 0.25 s on 100,000
 * products); a few changed products barely move which queries overlap, so a sync trickling
 * updates does not pay it on every change.
 */
export const SEMANTIC_RESAMPLE_SHARE = 0.05;

/** Queries returned when the caller does not say. */
export const DEFAULT_SEMANTIC_K = 5;

/** The queries the engine knows and the products each finds, computed once per index state and configuration. */
export interface SemanticCandidates {
  readonly queries: readonly { readonly query: string; readonly normalized: string }[];
  readonly sets: readonly ReadonlySet<string>[];
}

/** Names by product count, most first (ties alphabetical), at most {@link MAX_CANDIDATES_PER_SOURCE}. */
function mostFrequent(names: readonly string[], counts: Int32Array): string[] {
  const ids: number[] = [];
  for (let id = 0; id < counts.length; id++) if (counts[id]! > 0 && names[id] !== undefined) ids.push(id);
  return ids
    .sort((a, b) => counts[b]! - counts[a]! || names[a]!.localeCompare(names[b]!))
    .slice(0, MAX_CANDIDATES_PER_SOURCE)
    .map((id) => names[id]!);
}

/**
 * The brand names and category names (any level) with the most live products: what the catalogue
 * itself offers as queries. A product counts once per value, even in two paths sharing a node.
 */
function catalogueQueries(store: IndexStore): string[] {
  const queries: string[] = [];
  const brands = store.text.get('brand');
  if (brands !== undefined) {
    const counts = new Int32Array(brands.dictionarySize);
    for (let slot = 0; slot < store.slotCount; slot++) {
      if (store.alive[slot] === 1) brands.values.forEach(slot, (id) => counts[id]!++);
    }
    queries.push(...mostFrequent(brands.labels, counts));
  }
  const tree = store.categories;
  const counts = new Int32Array(tree.size);
  const seen = new Int32Array(tree.size).fill(-1);
  for (let slot = 0; slot < store.slotCount; slot++) {
    if (store.alive[slot] !== 1) continue;
    tree.values.forEach(slot, (leaf) => {
      for (let node = leaf; node >= 0 && seen[node] !== slot; node = tree.parent[node]!) {
        seen[node] = slot;
        counts[node]!++;
      }
    });
  }
  queries.push(...mostFrequent(tree.name, counts));
  return queries;
}

/**
 * Candidate queries, deduplicated after normalisation, in order of trust: the merchant's curated
 * next queries and related-prompt queries, shoppers' popular queries, then brand and category names.
 */
function candidateQueries(
  config: CompiledConfig,
  fromCatalogue: readonly string[],
): SemanticCandidates['queries'] {
  const queries: { query: string; normalized: string }[] = [];
  const seen = new Set<string>();
  const add = (query: string): void => {
    const normalized = normalizeQuery(query);
    if (normalized === '' || seen.has(normalized)) return;
    seen.add(normalized);
    queries.push({ query, normalized });
  };
  for (const next of config.nextQueries.values()) next.forEach(add);
  const prompts = [...config.relatedPrompts.always, ...[...config.relatedPrompts.byQuery.values()].flat()];
  for (const prompt of prompts) prompt.nextQueries.forEach(add);
  config.popularQueries.slice(0, MAX_CANDIDATES_PER_SOURCE).forEach((entry) => add(entry.query));
  fromCatalogue.forEach(add);
  return queries;
}

/** Ids of the first {@link SEMANTIC_SAMPLE} products a query finds, with typo tolerance, spellcheck and relaxation. */
function sample(context: SearchContext, config: CompiledConfig, query: string): Set<string> {
  const plan = planSearch(context.store, { query, rows: SEMANTIC_SAMPLE, facets: false }, config);
  const found = findProducts(context, plan, config);
  // Products matching only some of the words say little about what the query means.
  return new Set(found.results.filter((hit) => hit.reason !== 'partial').map((hit) => hit.id));
}

/**
 * What in a configuration decides which products a query finds first: weights, synonyms,
 * visibility and rules. Popular queries and clicks, refreshed every minute from tracking, do not.
 */
export function rankingKey(config: MerchandisingConfig): string {
  return JSON.stringify([
    config.fieldWeights,
    config.synonyms,
    config.builtInSynonyms,
    config.visibility,
    config.rules,
  ]);
}

/**
 * The sampled products of each candidate query, kept while the catalogue and the {@link rankingKey}
 * stay the same: a new configuration object with the same ranking (the minute's tracking statistics)
 * only searches the candidates that are new.
 */
export class SampleCache {
  private generation = -1;
  private key = '';
  private samples = new Map<string, ReadonlySet<string>>();
  private fromCatalogue: readonly string[] = [];

  /** The candidates with their samples, searching only those not kept for this state. */
  candidates(
    context: SearchContext,
    config: CompiledConfig,
    state: { readonly generation: number; readonly rankingKey: string },
  ): SemanticCandidates {
    const sameCatalogue = state.generation === this.generation;
    const kept = sameCatalogue && state.rankingKey === this.key ? this.samples : new Map();
    if (!sameCatalogue) this.fromCatalogue = catalogueQueries(context.store);
    const queries = candidateQueries(config, this.fromCatalogue);
    const samples = new Map<string, ReadonlySet<string>>();
    for (const { query, normalized } of queries) {
      samples.set(normalized, kept.get(normalized) ?? sample(context, config, query));
    }
    this.generation = state.generation;
    this.key = state.rankingKey;
    this.samples = samples;
    return { queries, sets: queries.map(({ normalized }) => samples.get(normalized)!) };
  }
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const id of a) if (b.has(id)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * The `k` candidates closest to the query by 1 − Jaccard overlap of their sampled products,
 * closest first (ties keep the candidates' order of trust). Candidates sharing no product, and the
 * query itself, are left out; a query that finds nothing has no related queries.
 */
export function semanticQueries(
  context: SearchContext,
  config: CompiledConfig,
  candidates: SemanticCandidates,
  query: string,
  k: number,
): SemanticQuery[] {
  const normalized = normalizeQuery(query);
  if (normalized === '') return [];
  const own = sample(context, config, query);
  if (own.size === 0) return [];
  const related: { query: string; distance: number; order: number }[] = [];
  candidates.queries.forEach((candidate, order) => {
    const set = candidates.sets[order]!;
    if (candidate.normalized === normalized || set.size === 0) return;
    const overlap = jaccard(own, set);
    if (overlap > 0) related.push({ query: candidate.query, distance: 1 - overlap, order });
  });
  return related
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, k)
    .map((entry) => ({ query: entry.query, distance: Math.round(entry.distance * 1000) / 1000 }));
}
