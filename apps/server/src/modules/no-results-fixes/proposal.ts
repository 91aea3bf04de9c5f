import {
  NO_RESULTS_FIX_MAX_TERMS,
  normalizeTerm,
  type FixCandidate,
  type NoResultsProposal,
  type SynonymGroupInput,
} from '@playboard/domain';
import type { MerchandisingConfig, SearchIndex } from '@playboard/search';
import { previewAnswer } from '../search/index.ts';
import { foldText, serviceTopicOf } from './service-topics.ts';

/** What a proposal is made from: one engine's live index and its saved configuration. */
export interface ProposalContext {
  index: SearchIndex;
  saved: MerchandisingConfig;
  language: SynonymGroupInput['language'];
  /** Where a proposed redirection goes until the merchant names the page: the shop's URL. */
  shopUrl: string;
}

/** Spelling candidates of each word of a query. */
const TERMS_PER_WORD = 8;
/** Catalogue completions of the query asked of suggest. */
const COMPLETIONS = 5;
/** Query-level combinations of the words' candidates, for a query of several words. */
const MAX_PHRASES = 9;
/** Candidates a proposal measures and lists at most. */
const MAX_CANDIDATES = 5;
/** Products compared to tell two candidates that find the same ones apart. */
const SIGNATURE_ROWS = 12;

/** Optimal-string-alignment distance: edits, a swap of neighbours counting one (as the engine's). */
export function editDistance(a: string, b: string): number {
  const rows = [new Array<number>(b.length + 1).fill(0), Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[1]![j]! + 1, current[j - 1]! + 1, rows[1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[0]![j - 2]! + 1);
      }
      current.push(value);
    }
    rows.shift();
    rows.push(current);
  }
  return rows[1]![b.length]!;
}

function commonStart(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
}

/** A candidate before its search: how close it is to the query. */
interface Unmeasured {
  term: string;
  source: FixCandidate['source'];
  distance: number;
  /** Characters it starts with in common with the query. */
  start: number;
}

interface Measured extends Unmeasured {
  total: number;
  signature: string;
}

/** The word itself when the catalogue has it, else the catalogue words closest to it. */
function wordChoices(index: SearchIndex, word: string): readonly { term: string; distance: number }[] {
  const itself = index.closeTerms(word, { maxDistance: 0, rows: 1 });
  if (itself.length > 0) return itself;
  const close = index.closeTerms(word, { rows: 3 });
  return close.length > 0 ? close : [{ term: word, distance: 0 }];
}

/** Phrases of a query of several words with its unknown words replaced by close catalogue words. */
function phraseCandidates(
  index: SearchIndex,
  words: readonly string[],
): { term: string; distance: number }[] {
  let phrases = [{ words: [] as string[], distance: 0 }];
  for (const choices of words.map((word) => wordChoices(index, word))) {
    phrases = phrases
      .flatMap((phrase) =>
        choices.map((choice) => ({
          words: [...phrase.words, choice.term],
          distance: phrase.distance + choice.distance,
        })),
      )
      .sort((a, b) => a.distance - b.distance)
      .slice(0, MAX_PHRASES + 1);
  }
  return phrases
    .filter((phrase) => phrase.distance > 0)
    .map((phrase) => ({ term: phrase.words.join(' '), distance: phrase.distance }));
}

/** Catalogue terms close to the query by spelling and by the catalogue's words it begins. */
function closeCandidates(
  context: ProposalContext,
  query: string,
  spellchecked: string | undefined,
): Map<string, FixCandidate['source']> {
  const { index, saved } = context;
  const found = new Map<string, FixCandidate['source']>();
  const add = (term: string, source: FixCandidate['source']) => {
    const key = normalizeTerm(term);
    if (key !== query && !found.has(key)) found.set(key, source);
  };
  const words = foldText(query).split(' ');
  if (words.length === 1) {
    for (const { term } of index.closeTerms(words[0]!, { rows: TERMS_PER_WORD })) add(term, 'spelling');
  } else {
    for (const { term } of phraseCandidates(index, words)) add(term, 'spelling');
  }
  if (spellchecked !== undefined) add(spellchecked, 'spelling');
  const typed = [query, ...(query.length > 3 ? [query.slice(0, -1)] : [])];
  for (const text of typed) {
    for (const suggestion of index.suggest(text, saved, { rows: COMPLETIONS }))
      add(suggestion.query, 'vocabulary');
  }
  return found;
}

/**
 * What a term finds on its own with the saved configuration: its products when every word of it
 * matches as typed (no spellcheck, no dropped word), else none.
 */
function measure(context: ProposalContext, candidate: Unmeasured): Measured | undefined {
  const response = context.index.search(
    { query: candidate.term, rows: SIGNATURE_ROWS, facets: false, partials: false },
    context.saved,
  );
  if (response.total === 0 || response.spellchecked !== undefined || response.relaxedTerms.length > 0) {
    return undefined;
  }
  return {
    ...candidate,
    total: response.total,
    signature: `${response.total}:${response.results.map((hit) => hit.id).join(',')}`,
  };
}

/** As close as each other: the same edits from the query and the same common start. */
const tied = (a: Unmeasured, b: Unmeasured) => a.distance === b.distance && a.start === b.start;

/**
 * The catalogue terms to make synonyms of the query, best first: closest first (fewest edits,
 * longest common start), then those finding more products, then alphabetical; one of those finding
 * the very same products only. Terms are measured closest first, as many as the first
 * {@link MAX_CANDIDATES} that find products need (each measure is one engine search).
 * Deterministic for one index and configuration.
 */
function rankedCandidates(
  context: ProposalContext,
  query: string,
  spellchecked: string | undefined,
): Measured[] {
  const ordered: Unmeasured[] = [...closeCandidates(context, query, spellchecked)]
    .map(([term, source]) => ({
      term,
      source,
      distance: editDistance(query, term),
      start: commonStart(query, term),
    }))
    .sort((a, b) => a.distance - b.distance || b.start - a.start || (a.term < b.term ? -1 : 1));
  const signatures = new Set<string>();
  const kept: Measured[] = [];
  for (let from = 0; from < ordered.length && kept.length < MAX_CANDIDATES;) {
    let to = from + 1;
    while (to < ordered.length && tied(ordered[from]!, ordered[to]!)) to++;
    const measured = ordered
      .slice(from, to)
      .map((candidate) => measure(context, candidate))
      .filter((candidate) => candidate !== undefined)
      .sort((a, b) => b.total - a.total || (a.term < b.term ? -1 : 1));
    for (const candidate of measured) {
      if (signatures.has(candidate.signature)) continue;
      signatures.add(candidate.signature);
      kept.push(candidate);
    }
    from = to;
  }
  return kept.slice(0, MAX_CANDIDATES);
}

/**
 * The group's extra terms: the best candidate and its other forms among the candidates (those
 * starting as it does but for its last letter: "dress", "dresses"), at most
 * {@link NO_RESULTS_FIX_MAX_TERMS}. Terms merely as far from the query as the best are offered as
 * candidates, not added: three edits away, several words are, and most are not what was meant.
 */
function groupTerms(candidates: readonly Measured[]): string[] {
  const [best] = candidates;
  if (best === undefined) return [];
  const stem = best.term.slice(0, Math.max(3, best.term.length - 1));
  return [best, ...candidates.slice(1).filter((candidate) => candidate.term.startsWith(stem))]
    .slice(0, NO_RESULTS_FIX_MAX_TERMS)
    .map((candidate) => candidate.term);
}

/**
 * The saved configuration with the group added, for a search of `query`. Of the saved groups it keeps
 * those that may expand the query's words (a word of theirs starts as one of the query's: stems
 * only lose endings), so the query finds what it would with all of them, and this draft compiles in
 * a fraction of a millisecond instead of tens for thousands of groups.
 */
export function draftWith(
  saved: MerchandisingConfig,
  group: SynonymGroupInput,
  query: string,
): MerchandisingConfig {
  const starts = new Set(
    foldText(query)
      .split(' ')
      .map((word) => word.slice(0, 3)),
  );
  // Folding thousands of terms costs more than the draft saves: only those with accents need it.
  const mayExpand = (terms: readonly string[]) =>
    terms.some((term) =>
      (/[^\p{ASCII}]/u.test(term) ? foldText(term) : term.toLowerCase())
        .split(/\s+/)
        .some((word) => starts.has(word.slice(0, 3))),
    );
  return {
    ...saved,
    synonyms: [
      ...(saved.synonyms ?? []).filter((saved) => mayExpand(saved.terms)),
      { terms: group.terms, oneWay: group.oneWay },
    ],
  };
}

/**
 * A proposal for a query that found nothing: no good match when it finds products now or a
 * redirection answers it; a redirection when it names a service of the shop; else a one-way synonym
 * group of the query and the closest catalogue terms that find products, with what it would find.
 */
export function propose(context: ProposalContext, searched: string): NoResultsProposal {
  const query = normalizeTerm(searched);
  const now = context.index.search({ query, rows: 0, facets: false, partials: false }, context.saved);
  if (now.redirection) return { kind: 'none', query, reason: 'redirected', total: now.total };
  const exact = now.spellchecked === undefined && now.relaxedTerms.length === 0;
  if (now.total > 0 && exact) return { kind: 'none', query, reason: 'findsProducts', total: now.total };
  const topic = serviceTopicOf(query);
  if (topic !== undefined) {
    return {
      kind: 'redirection',
      query,
      topic,
      redirection: {
        language: context.language,
        matchingQueries: [query],
        targetUrl: context.shopUrl,
        enabled: true,
      },
    };
  }
  const candidates = rankedCandidates(context, query, now.spellchecked);
  const extra = groupTerms(candidates);
  if (extra.length === 0) return { kind: 'none', query, reason: 'noCloseTerm', total: now.total };
  const group: SynonymGroupInput = { language: context.language, terms: [query, ...extra], oneWay: true };
  return {
    kind: 'synonym',
    query,
    group,
    candidates: candidates.map(({ term, source, distance, total }) => ({ term, source, distance, total })),
    preview: previewAnswer(context.index, draftWith(context.saved, group, query), query),
  };
}
