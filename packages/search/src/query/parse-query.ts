import type { Analyzer } from '../analysis/analyzer.ts';
import { allowedTypos, DEFAULT_TYPO_TOLERANCE } from '../analysis/edit-distance.ts';
import type { TypoTolerance } from '../types.ts';
import type { BuiltInLookup } from './built-in-synonyms.ts';
import { contentTokens, matchSynonym, type SynonymIndex } from './synonyms.ts';

/** Most query words considered; the rest are ignored (a per-document bitmask tracks matches). */
export const MAX_QUERY_TERMS = 24;

/** A query word as it is looked up. */
export interface QueryTerm {
  /** Folded word as typed; empty for a synonym, which is matched by stem only. */
  readonly surface: string;
  readonly stem: string;
  /** Completes as a prefix (the last word while typing). */
  readonly prefix: boolean;
  /** Most typos a catalogue word may differ by (words the shopper typed; 0 for the others). */
  readonly typos: number;
  /** Multiplies the term's score; synonyms count a little less than what was typed. */
  readonly weight: number;
  /**
   * A built-in synonym or spelling variant (not the site's): it costs what a typo costs, so a
   * product matching the words as typed ranks above one it finds.
   */
  readonly builtIn?: boolean;
}

/**
 * One required part of the query: a word, or a phrase with its synonyms. A document satisfies
 * the slot when it matches every term of one alternative.
 */
export interface QuerySlot {
  /** The words of the query this slot stands for, for reporting relaxed terms. */
  readonly text: string;
  readonly alternatives: readonly (readonly QueryTerm[])[];
  /** The built-in synonyms searched for it (folded words, `couch` for `sofa`), for Explain. */
  readonly builtIn: readonly string[];
}

const SYNONYM_WEIGHT = 0.9;
const BUILT_IN_WEIGHT = 0.8;
/** Shortest word of two typed apart that counts as a word of its own, as the analyzer indexes them. */
const MIN_WORD_PART = 2;
/** Shortest half of a compound split in two ("sun" + "shade"): shorter halves are rarely words. */
const MIN_COMPOUND_PART = 3;

/** The words of an index, for matching a compound against its two-word form and back. */
export interface Lexicon {
  /** Products holding the word (a folded surface word or one stemming alike); 0 when none. */
  documentsWith(word: string): number;
  /** Products holding both words. */
  documentsWithBoth(first: string, second: string): number;
}

/**
 * The two words a word splits into ("sunshade" → "sun shade") when more products hold both than
 * hold the word itself: the catalogue writes it apart. "necklace" stays whole, since few products
 * say both "neck" and "lace". The split most products hold wins; `undefined` when none does.
 */
function splitCompound(word: string, lexicon: Lexicon): [string, string] | undefined {
  if (/\d/.test(word)) return undefined;
  let best: [string, string] | undefined;
  let bestCount = lexicon.documentsWith(word);
  for (let at = MIN_COMPOUND_PART; at <= word.length - MIN_COMPOUND_PART; at++) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    if (lexicon.documentsWith(head) <= bestCount || lexicon.documentsWith(tail) <= bestCount) continue;
    const count = lexicon.documentsWithBoth(head, tail);
    if (count > bestCount) {
      best = [head, tail];
      bestCount = count;
    }
  }
  return best;
}

/**
 * Splits a query into required slots: stop words dropped (unless they are all there is), synonym
 * groups expanded (longest member first, multi-word members as phrases), compounds matched against
 * their two-word form and back as the index's words allow ("sun shade" also finds "sunshade", an
 * unknown "sunshade" finds "sun shade"), prefix matching on the last word unless the query ends
 * with a space, typos tolerated by `tolerance`. The site's synonyms win: built-in ones (`builtIn`, unless switched off) are only
 * looked up for a word no group of the site's names (a one-way group's other terms included).
 */
export function parseQuery(
  query: string,
  analyzer: Analyzer,
  synonyms: SynonymIndex,
  lexicon: Lexicon,
  builtIn?: BuiltInLookup,
  tolerance: TypoTolerance = DEFAULT_TYPO_TOLERANCE,
): QuerySlot[] {
  const tokens = contentTokens(analyzer, query).slice(0, MAX_QUERY_TERMS);
  const stems = tokens.map((token) => analyzer.stem(token));
  const typing = !/\s$/.test(query);
  const slots: QuerySlot[] = [];
  let position = 0;
  while (position < tokens.length) {
    const synonym = matchSynonym(synonyms, stems, position);
    const native =
      synonym === undefined && !synonyms.stems.has(stems[position]!)
        ? builtIn?.(tokens, stems, position, lexicon)
        : undefined;
    const joined =
      synonym === undefined && native === undefined && position + 1 < tokens.length
        ? tokens[position]! + tokens[position + 1]!
        : undefined;
    const compound = joined !== undefined && lexicon.documentsWith(joined) > 0 ? joined : undefined;
    const length = synonym?.length ?? native?.length ?? (compound === undefined ? 1 : 2);
    const isLast = position + length === tokens.length;
    const typed: QueryTerm[] = [];
    for (let i = position; i < position + length; i++) {
      typed.push({
        surface: tokens[i]!,
        stem: stems[i]!,
        prefix: typing && isLast && i === tokens.length - 1,
        typos: allowedTypos(tokens[i]!.length, tolerance),
        weight: 1,
      });
    }
    const alternatives: QueryTerm[][] = [typed];
    if (synonym !== undefined) {
      for (const member of synonyms.groups[synonym.group]!) {
        if (member.length === length && member.every((stem, i) => stem === stems[position + i])) continue;
        alternatives.push(
          member.map((stem) => ({ surface: '', stem, prefix: false, typos: 0, weight: SYNONYM_WEIGHT })),
        );
      }
    }
    for (const member of native?.members ?? []) {
      alternatives.push(
        member.stems.map((stem) => ({
          surface: '',
          stem,
          prefix: false,
          typos: 0,
          weight: BUILT_IN_WEIGHT,
          builtIn: true,
        })),
      );
    }
    if (compound !== undefined) {
      // Letters the shopper typed: typos are tolerated as in the words apart.
      const whole = {
        surface: compound,
        stem: analyzer.stem(compound),
        prefix: false,
        typos: allowedTypos(compound.length, tolerance),
        weight: 1,
      };
      // A single letter ("t shirt") is no word of its own: the index holds it joined ("tshirt") only.
      if (typed.some((term) => term.surface.length < MIN_WORD_PART)) alternatives.splice(0, 1, [whole]);
      else alternatives.push([whole]);
    } else if (synonym === undefined && length === 1) {
      const parts = splitCompound(tokens[position]!, lexicon);
      if (parts !== undefined)
        alternatives.push(
          parts.map((part) => ({
            surface: part,
            stem: analyzer.stem(part),
            prefix: false,
            typos: 0,
            weight: 1,
          })),
        );
    }
    slots.push({
      text: tokens.slice(position, position + length).join(' '),
      alternatives,
      builtIn: native?.members.map((member) => member.text) ?? [],
    });
    position += length;
  }
  return slots;
}
