import { normalizeQuery } from '../analysis/fold.ts';
import { FIELD_BITS, MAX_FIELDS } from '../index/postings.ts';
import type { IndexStore } from '../index/store.ts';
import type {
  ExplainedHit,
  ExplainedMatch,
  ExplainedRuleEffect,
  SearchExplanation,
  SearchRequest,
  SearchResponse,
} from '../types.ts';
import { browseGroup } from './browse.ts';
import { rulesOfRequest, type CompiledConfig } from './config.ts';
import { passes } from './filters.ts';
import type { QuerySlot, QueryTerm } from './parse-query.ts';
import type { SearchContext, SearchTrace } from './context.ts';
import type { SearchOutcome } from './pipeline.ts';
import { queryParser } from './query-parser.ts';
import {
  factorOf,
  idfOf,
  scoreTermAt,
  scoringFor,
  singularTerm,
  type Expansion,
  type Scoring,
} from './retrieve.ts';
import { activeRules, type RuleMatcher } from './rules.ts';
import { fieldWeights } from './text-retrieval.ts';
import { buriedByVisibility } from './visibility.ts';

/** Most products hidden by rules an explanation lists, the most relevant first. */
export const EXPLAIN_HIDDEN_LISTED = 50;

/** Surfaces looked at to name the word a stem matched. */
const SURFACES_LOOKED_AT = 200;

/** A query word with its expansions and the word each one stands for. */
interface ExplainedWord {
  readonly term: QueryTerm;
  readonly expansions: readonly Expansion[];
  readonly idf: number;
  /** Per expansion's term id, the index word it stands for and how it was reached. */
  readonly reached: ReadonlyMap<number, { readonly word: string; readonly kind: ExplainedMatch['kind'] }>;
}

/** The index word behind each of a query word's expansions, and how retrieval reached it. */
function reachedWords(
  store: IndexStore,
  term: QueryTerm,
  expansions: readonly Expansion[],
): ExplainedWord['reached'] {
  const { vocabulary } = store;
  const wanted = new Set(expansions.map((expansion) => expansion.termId));
  const reached = new Map<number, { word: string; kind: ExplainedMatch['kind'] }>();
  const exact = vocabulary.termOfStem(term.stem) ?? singularTerm(store, term.surface);
  if (exact !== undefined && wanted.has(exact)) {
    let word =
      term.surface !== '' && vocabulary.termOfSurface(term.surface) === exact ? term.surface : undefined;
    // A synonym is known by its stem only: name it by a word of the catalogue that stems alike.
    let looked = 0;
    for (const surface of word === undefined ? vocabulary.surfacesWithPrefix(term.stem) : []) {
      if (looked++ >= SURFACES_LOOKED_AT) break;
      if (vocabulary.termOfSurface(surface) === exact) {
        word = surface;
        break;
      }
    }
    reached.set(exact, { word: word ?? term.stem, kind: term.surface === '' ? 'synonym' : 'exact' });
  }
  if (term.prefix) {
    for (const surface of vocabulary.surfacesWithPrefix(term.surface)) {
      const termId = vocabulary.termOfSurface(surface)!;
      if (wanted.has(termId) && !reached.has(termId)) reached.set(termId, { word: surface, kind: 'prefix' });
    }
  }
  if (expansions.some((expansion) => expansion.typos > 0)) {
    for (const { surface } of vocabulary.surfacesNear(term.surface, term.typos)) {
      const termId = vocabulary.termOfSurface(surface)!;
      if (wanted.has(termId) && !reached.has(termId)) reached.set(termId, { word: surface, kind: 'typo' });
    }
  }
  return reached;
}

/** The fields of `slot` where `termId` occurs and which the search weighs. */
function fieldsWith(store: IndexStore, scoring: Scoring, termId: number, slot: number): number[] {
  const postings = store.vocabulary.postings[termId]!;
  const entries = postings.entries;
  const first = slot * MAX_FIELDS;
  let low = 0;
  let high = postings.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (entries[middle]! < first) low = middle + 1;
    else high = middle;
  }
  const fields: number[] = [];
  for (let i = low; i < postings.length && entries[i]! >>> FIELD_BITS === slot; i++) {
    const field = entries[i]! & (MAX_FIELDS - 1);
    if (factorOf(store, scoring, field, store.fieldLengths[field]![slot]!) > 0) fields.push(field);
  }
  return fields;
}

/**
 * The text score of one product as retrieval computes it (per query slot, the best of its
 * alternatives that the product matches whole; slots it misses add nothing) and the words matched
 * by every such alternative.
 */
function explainText(
  store: IndexStore,
  scoring: Scoring,
  slots: readonly {
    readonly slot: QuerySlot;
    readonly alternatives: readonly (readonly ExplainedWord[])[];
  }[],
  document: number,
): { textScore: number; matches: ExplainedMatch[] } {
  let textScore = 0;
  const matches: ExplainedMatch[] = [];
  const seen = new Set<string>();
  for (const { slot, alternatives } of slots) {
    let best = -1;
    for (const alternative of alternatives) {
      let sum = 0;
      for (const word of alternative) {
        const score = scoreTermAt(store, word.expansions, scoring, word.idf, document);
        if (score < 0) {
          sum = -1;
          break;
        }
        sum += score;
      }
      if (sum < 0) continue;
      if (sum > best) best = sum;
      for (const word of alternative) {
        for (const { termId } of word.expansions) {
          const reached = word.reached.get(termId);
          if (reached === undefined) continue;
          for (const field of fieldsWith(store, scoring, termId, document)) {
            const term = word.term.surface === '' ? slot.text : word.term.surface;
            const match: ExplainedMatch = {
              term,
              matched: reached.word,
              field: store.fields[field]!,
              kind: reached.kind,
              ...(word.term.builtIn === true ? { builtIn: true } : {}),
            };
            const key = `${match.term}\u0000${match.matched}\u0000${match.field}\u0000${match.kind}\u0000${match.builtIn === true ? 'b' : ''}`;
            if (seen.has(key)) continue;
            seen.add(key);
            matches.push(match);
          }
        }
      }
    }
    if (best >= 0) textScore += best;
  }
  return { textScore, matches };
}

function ruleEffects(
  ranking: readonly RuleMatcher[],
  pin: ExplainedRuleEffect | undefined,
  slot: number,
): ExplainedRuleEffect[] {
  const effects: ExplainedRuleEffect[] = [];
  for (const matcher of ranking) {
    const { rule } = matcher;
    if (rule.action === 'hide' || !matcher.matches(slot)) continue;
    effects.push(
      rule.action === 'boost'
        ? { ruleId: rule.id, effect: 'boost', strength: rule.strength ?? 1 }
        : { ruleId: rule.id, effect: 'bury' },
    );
  }
  if (pin !== undefined) effects.push(pin);
  return effects;
}

/**
 * Why `response` (the answer of `request`, searched with `trace`) is what it is: per product of
 * its page the words matched, its text score and the rules that moved it; the products hide rules
 * removed (on a browse request, those of its page); the words corrected (from, to) and those
 * relaxation dropped. Runs after the search, on the index and
 * configuration it searched with.
 */
export function explainSearch(
  context: SearchContext,
  request: SearchRequest,
  config: CompiledConfig,
  response: Pick<SearchResponse, 'results' | 'spellchecked' | 'relaxedTerms' | 'builtInSynonyms'>,
  outcome: Pick<SearchOutcome, 'text' | 'corrections'>,
  trace: SearchTrace,
): SearchExplanation {
  const { store, expansions } = context;
  const now = request.now ?? Date.now();
  const rules = rulesOfRequest(config, request, normalizeQuery(request.query));
  const { matchers, pins } = activeRules(store, rules, now);
  const ranking = matchers.filter((matcher) => matcher.rule.action !== 'hide');
  const hides = matchers.filter((matcher) => matcher.rule.action === 'hide');
  const buried = buriedByVisibility(store, config);
  const scoring = scoringFor(store, fieldWeights(store, config));
  const searched = request.query.trim() === '' ? '' : (response.spellchecked ?? outcome.text);
  const slots = queryParser(
    context,
    config,
  )(searched).map((slot) => ({
    slot,
    alternatives: slot.alternatives.map((alternative) =>
      alternative.map((term): ExplainedWord => {
        const found = expansions.get(store, term);
        return {
          term,
          expansions: found,
          idf: idfOf(store, found),
          reached: reachedWords(store, term, found),
        };
      }),
    ),
  }));
  const hits = response.results.map((hit): ExplainedHit => {
    const slot = store.slotOf(hit.id)!;
    const pin = hit.reason === 'pinned' ? pins.find((rule) => rule.productId === hit.id) : undefined;
    return {
      id: hit.id,
      ...explainText(store, scoring, slots, slot),
      rules: ruleEffects(
        ranking,
        pin === undefined ? undefined : { ruleId: pin.id, effect: 'pin', position: pin.position },
        slot,
      ),
      buriedBySettings: buried?.(slot) === true,
    };
  });
  // A browse page's hide rules remove products before the page narrows the candidates: only those
  // of the page were kept from it.
  const page = request.browse === undefined ? undefined : browseGroup(store, request.browse);
  const removed =
    page === undefined ? trace.hidden : trace.hidden.filter(({ slot }) => passes(store, page, slot));
  const hidden = [...removed]
    .sort((a, b) => b.score - a.score || a.slot - b.slot)
    .slice(0, EXPLAIN_HIDDEN_LISTED)
    .map(({ slot }) => ({
      id: store.documents[slot]!.id,
      ruleIds: hides.filter((matcher) => matcher.matches(slot)).map((matcher) => matcher.rule.id),
    }));
  return {
    hits,
    hidden,
    hiddenTotal: removed.length,
    corrections: outcome.corrections.map(({ from, to }) => ({ from, to })),
    relaxed: response.relaxedTerms,
    builtInSynonyms: response.builtInSynonyms,
  };
}
