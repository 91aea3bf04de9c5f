import { IndexStore } from './index/store.ts';
import { compileConfig, type CompiledConfig } from './query/config.ts';
import { explainSearch } from './query/explain.ts';
import type { SearchTrace } from './query/context.ts';
import { runSearch, type SearchOutcome } from './query/pipeline.ts';
import { partialResults } from './query/partials.ts';
import { nextQueries, organicTags, relatedPrompts, relatedTags } from './query/related.ts';
import { ExpansionCache } from './query/retrieve.ts';
import { Scratch } from './query/scratch.ts';
import {
  DEFAULT_SEMANTIC_K,
  rankingKey,
  SampleCache,
  SEMANTIC_RESAMPLE_SHARE,
  semanticQueries,
  type SemanticCandidates,
} from './query/semantic.ts';
import { CLOSE_TERMS_MAX_DISTANCE, closeTerms } from './query/spellcheck.ts';
import { suggest } from './query/suggest.ts';
import { hiddenByVisibility } from './query/visibility.ts';
import type {
  CloseTerm,
  CloseTermOptions,
  IndexOptions,
  Language,
  MerchandisingConfig,
  OrganicTag,
  PageOptions,
  QueryRefinement,
  RelatedPrompt,
  SearchDocument,
  SearchExplanation,
  SearchHit,
  SearchIndex,
  SearchRequest,
  SearchResponse,
  SemanticOptions,
  SemanticQuery,
  Suggestion,
} from './types.ts';

const EMPTY_CONFIG: MerchandisingConfig = {};
/** Tombstones tolerated before the index rebuilds itself from its live documents. */
const MIN_DEAD_FOR_COMPACTION = 1_000;
/** Products sampled for organic related tags. */
const RELATED_TAG_SAMPLE = 500;

function paging(options: PageOptions | undefined, defaultRows: number): { start: number; rows: number } {
  const start = options?.start ?? 0;
  const rows = options?.rows ?? defaultRows;
  if (!Number.isInteger(start) || start < 0) throw new Error(`search: invalid start ${String(start)}`);
  if (!Number.isInteger(rows) || rows < 0) throw new Error(`search: invalid rows ${String(rows)}`);
  return { start, rows };
}

/** The in-memory index behind {@link SearchIndex}. */
export class MemoryIndex<T extends SearchDocument = SearchDocument> implements SearchIndex<T> {
  private store: IndexStore;
  private readonly scratch = new Scratch();
  private readonly expansions = new ExpansionCache();
  private readonly compiled = new WeakMap<MerchandisingConfig, CompiledConfig>();
  /**
   * Bumped once the catalogue has changed by {@link SEMANTIC_RESAMPLE_SHARE} since the last bump:
   * cached candidate searches of older generations are stale.
   */
  private generation = 0;
  /** Products upserted or removed since the generation was last bumped. */
  private churn = 0;
  private readonly samples = new SampleCache();
  private semantic:
    | {
        readonly generation: number;
        readonly config: CompiledConfig;
        readonly candidates: SemanticCandidates;
      }
    | undefined;

  constructor(options: IndexOptions) {
    this.store = new IndexStore(options);
  }

  get language(): Language {
    return this.store.analyzer.language;
  }

  get size(): number {
    return this.store.liveCount;
  }

  get(id: string): T | undefined {
    const slot = this.store.slotOf(id);
    return slot === undefined ? undefined : this.documentAt(slot);
  }

  documents(): T[] {
    // The store holds exactly the documents given to upsert.
    return this.store.documents.filter((document) => document !== undefined) as T[];
  }

  upsert(documents: T | readonly T[]): void {
    const list: readonly T[] = Array.isArray(documents) ? documents : [documents as T];
    this.store.allocateAttributeFields(list);
    for (const document of list) this.store.add(document);
    this.changed(list.length);
    // A batch sorts its new words in now, so the first prefix search after a build pays nothing.
    if (list.length > 1) this.store.vocabulary.prepare();
    this.compactIfNeeded();
  }

  remove(ids: string | readonly string[]): number {
    let removed = 0;
    for (const id of typeof ids === 'string' ? [ids] : ids) if (this.store.remove(id)) removed++;
    this.changed(removed);
    this.compactIfNeeded();
    return removed;
  }

  search(request: SearchRequest, config: MerchandisingConfig = EMPTY_CONFIG): SearchResponse<T> {
    return this.run(request, this.compile(config)).response;
  }

  explain(
    request: SearchRequest,
    config: MerchandisingConfig = EMPTY_CONFIG,
  ): { readonly response: SearchResponse<T>; readonly explanation: SearchExplanation } {
    const compiled = this.compile(config);
    const trace: SearchTrace = { hidden: [] };
    const { response, outcome } = this.run(request, compiled, trace);
    return {
      response,
      explanation: explainSearch(this.context(), request, compiled, response, outcome, trace),
    };
  }

  findByIdentifier(
    query: string,
    options?: PageOptions,
  ): { readonly results: readonly SearchHit<T>[]; readonly total: number } {
    const { start, rows } = paging(options, 10);
    const store = this.store;
    const slots: number[] = [...store.identifierSlots(query)];
    const exact = new Set(slots);
    if (query.trim() !== '') {
      const prefixed = new Set<number>();
      for (const found of store.identifiersWithPrefix(query))
        for (const slot of found) if (!exact.has(slot)) prefixed.add(slot);
      slots.push(...[...prefixed].sort((a, b) => a - b));
    }
    const hits = slots.map((slot): SearchHit<T> => ({
      id: store.documents[slot]!.id,
      document: this.documentAt(slot),
      score: exact.has(slot) ? 1 : 0.5,
      reason: 'identifier',
    }));
    return { results: hits.slice(start, start + rows), total: hits.length };
  }

  topClicked(config: MerchandisingConfig = EMPTY_CONFIG, options?: PageOptions): readonly SearchHit<T>[] {
    const { start, rows } = paging(options, 10);
    const compiled = this.compile(config);
    const store = this.store;
    const hidden = hiddenByVisibility(store, compiled);
    if (compiled.featuredIds !== undefined) {
      const slots = [...new Set(compiled.featuredIds)]
        .map((id) => store.slotOf(id))
        .filter(
          (slot): slot is number => slot !== undefined && store.alive[slot] === 1 && hidden?.(slot) !== true,
        );
      return slots.slice(start, start + rows).map((slot, index) => ({
        id: store.documents[slot]!.id,
        document: this.documentAt(slot),
        score: slots.length - start - index,
        reason: 'featured',
      }));
    }
    const ranked: { slot: number; clicks: number }[] = [];
    for (const [id, clicks] of compiled.clicks) {
      const slot = store.slotOf(id);
      if (slot !== undefined && clicks > 0 && hidden?.(slot) !== true) ranked.push({ slot, clicks });
    }
    ranked.sort((a, b) => b.clicks - a.clicks || a.slot - b.slot);
    return ranked.slice(start, start + rows).map(({ slot, clicks }) => ({
      id: store.documents[slot]!.id,
      document: this.documentAt(slot),
      score: clicks,
    }));
  }

  suggest(
    query: string,
    config: MerchandisingConfig = EMPTY_CONFIG,
    options?: PageOptions,
  ): readonly Suggestion[] {
    const { start, rows } = paging(options, 10);
    return suggest(this.store, this.compile(config), query, start + rows).slice(start);
  }

  nextQueries(
    query: string,
    config: MerchandisingConfig = EMPTY_CONFIG,
    options?: PageOptions,
  ): readonly QueryRefinement[] {
    const { start, rows } = paging(options, 10);
    return nextQueries(this.compile(config), query, start + rows).slice(start);
  }

  relatedTags(
    query: string,
    config: MerchandisingConfig = EMPTY_CONFIG,
    options?: PageOptions,
  ): readonly QueryRefinement[] {
    const { start, rows } = paging(options, 10);
    return relatedTags(
      this.store,
      this.compile(config),
      query,
      this.#tagSample(query, config),
      start + rows,
    ).slice(start);
  }

  organicTags(
    query: string,
    config: MerchandisingConfig = EMPTY_CONFIG,
    options?: PageOptions,
  ): readonly OrganicTag[] {
    const { start, rows } = paging(options, 10);
    return organicTags(
      this.store,
      this.compile(config),
      query,
      this.#tagSample(query, config),
      start + rows,
    ).slice(start);
  }

  /** The slots of the products a query finds first, whose brands and attributes organic tags count. */
  #tagSample(query: string, config: MerchandisingConfig): number[] {
    if (query.trim() === '') return [];
    return this.search(
      { query, rows: RELATED_TAG_SAMPLE, facets: false, partials: false },
      config,
    ).results.map((hit) => this.store.slotOf(hit.id)!);
  }

  relatedPrompts(
    query: string,
    config: MerchandisingConfig = EMPTY_CONFIG,
    params: Readonly<Record<string, string | readonly string[]>> = {},
  ): readonly RelatedPrompt[] {
    return relatedPrompts(this.compile(config), query, params);
  }

  semanticQueries(
    query: string,
    config: MerchandisingConfig = EMPTY_CONFIG,
    options?: SemanticOptions,
  ): readonly SemanticQuery[] {
    const k = options?.k ?? DEFAULT_SEMANTIC_K;
    if (!Number.isInteger(k) || k <= 0) throw new Error(`search: invalid k ${String(k)}`);
    const compiled = this.compile(config);
    let cached = this.semantic;
    if (cached === undefined || cached.generation !== this.generation || cached.config !== compiled) {
      cached = {
        generation: this.generation,
        config: compiled,
        candidates: this.samples.candidates(this.context(), compiled, {
          generation: this.generation,
          rankingKey: rankingKey(config),
        }),
      };
      this.semantic = cached;
    }
    return semanticQueries(this.context(), compiled, cached.candidates, query, k);
  }

  closeTerms(word: string, options?: CloseTermOptions): readonly CloseTerm[] {
    const { rows } = paging(options, 10);
    const maxDistance = options?.maxDistance;
    if (
      maxDistance !== undefined &&
      (!Number.isInteger(maxDistance) || maxDistance < 0 || maxDistance > CLOSE_TERMS_MAX_DISTANCE)
    ) {
      throw new Error(`search: invalid maxDistance ${String(maxDistance)}`);
    }
    return closeTerms(this.store, this.store.analyzer, word, { maxDistance, rows });
  }

  private run(
    request: SearchRequest,
    compiled: CompiledConfig,
    trace?: SearchTrace,
  ): { response: SearchResponse<T>; outcome: SearchOutcome } {
    const outcome = runSearch(this.context(), request, compiled, trace);
    const partials = partialResults(this.context(), request, compiled, outcome);
    const response: SearchResponse = { ...outcome.response, partials };
    // The store holds exactly the documents given to upsert, so its hits carry T.
    return { response: response as SearchResponse<T>, outcome };
  }

  private changed(count: number): void {
    this.churn += count;
    if (this.churn > this.store.liveCount * SEMANTIC_RESAMPLE_SHARE) {
      this.generation++;
      this.churn = 0;
    }
  }

  private documentAt(slot: number): T {
    return this.store.documents[slot] as T;
  }

  private context() {
    return { store: this.store, scratch: this.scratch, expansions: this.expansions };
  }

  private compile(config: MerchandisingConfig): CompiledConfig {
    let compiled = this.compiled.get(config);
    if (compiled === undefined) {
      compiled = compileConfig(config, this.store.analyzer, this.store.logger);
      this.compiled.set(config, compiled);
    }
    return compiled;
  }

  private compactIfNeeded(): void {
    const dead = this.store.deadCount;
    if (dead >= MIN_DEAD_FOR_COMPACTION && dead * 4 >= this.store.slotCount)
      this.store = this.store.compacted();
  }
}
