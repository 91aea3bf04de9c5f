import type { IndexStore } from '../index/store.ts';
import type { BuiltInExpansion } from '../types.ts';
import { weightOf, type CompiledConfig } from './config.ts';
import type { SearchContext } from './context.ts';
import type { QuerySlot } from './parse-query.ts';
import { queryParser } from './query-parser.ts';
import { retrieve, type Retrieval } from './retrieve.ts';
import { correctQuery, type CorrectedQuery } from './spellcheck.ts';

/** What text retrieval found, and how: the correction it took, and the built-in synonyms searched. */
export interface TextRetrieval {
  readonly retrieval: Retrieval;
  readonly corrected?: CorrectedQuery;
  readonly builtIn: BuiltInExpansion[];
}

export function fieldWeights(store: IndexStore, config: CompiledConfig): Float32Array {
  const weights = new Float32Array(store.fields.length);
  store.fields.forEach((field, id) => {
    weights[id] = Math.max(0, weightOf(config, field));
  });
  return weights;
}

/**
 * Text retrieval with the fallbacks: the words as typed; when they find nothing, the query with its
 * misspelt words corrected (unless `spellcheck` is off); then relaxation, which drops words. Each
 * fallback runs only when the one before found nothing, so a product matching the query as typed
 * always ranks above (in fact instead of) one found through a correction or a dropped word.
 */
export function retrieveText(
  context: SearchContext,
  config: CompiledConfig,
  query: string,
  spellcheck: boolean,
): TextRetrieval {
  const { store, scratch, expansions } = context;
  const weights = fieldWeights(store, config);
  const parse = queryParser(context, config);
  let slots: QuerySlot[] = [];
  const run = (text: string, relax: boolean): Retrieval => {
    slots = parse(text);
    return retrieve(store, scratch, expansions, slots, weights, relax);
  };
  // The built-in synonyms of the words the answer was searched with (not of those relaxation dropped).
  const builtIn = (retrieval: Retrieval): BuiltInExpansion[] =>
    slots
      .filter((slot) => slot.builtIn.length > 0 && !retrieval.relaxed.includes(slot.text))
      .map((slot) => ({ term: slot.text, synonyms: slot.builtIn }));
  const strict = run(query, false);
  if (strict.length > 0) return { retrieval: strict, builtIn: builtIn(strict) };
  const corrected = spellcheck ? correctQuery(store, query) : undefined;
  if (corrected !== undefined) {
    const fixed = run(corrected.query, false);
    if (fixed.length > 0) return { retrieval: fixed, corrected, builtIn: builtIn(fixed) };
  }
  const relaxed = run(corrected?.query ?? query, true);
  return corrected !== undefined && relaxed.length > 0
    ? { retrieval: relaxed, corrected, builtIn: builtIn(relaxed) }
    : { retrieval: relaxed, builtIn: builtIn(relaxed) };
}
