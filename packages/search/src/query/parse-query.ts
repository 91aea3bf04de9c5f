import type { Analyzer } from '../analysis/analyzer.ts';
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
  /** Tolerates typos (words the shopper typed). */
  readonly typos: boolean;
  /** Multiplies the term's score; synonyms count a little less than what was typed. */
  readonly weight: number;
}

/**
 * One required part of the query: a word, or a phrase with its synonyms. A document satisfies
 * the slot when it matches every term of one alternative.
 */
export interface QuerySlot {
  /** The words of the query this slot stands for, for reporting relaxed terms. */
  readonly text: string;
  readonly alternatives: readonly (readonly QueryTerm[])[];
}

const SYNONYM_WEIGHT = 0.9;

/**
 * Splits a query into required slots: stop words dropped (unless they are all there is), synonym
 * groups expanded (longest member first, multi-word members as phrases), prefix matching on the last
 * word unless the query ends with a space.
 */
export function parseQuery(query: string, analyzer: Analyzer, synonyms: SynonymIndex): QuerySlot[] {
  const tokens = contentTokens(analyzer, query).slice(0, MAX_QUERY_TERMS);
  const stems = tokens.map((token) => analyzer.stem(token));
  const typing = !/\s$/.test(query);
  const slots: QuerySlot[] = [];
  let position = 0;
  while (position < tokens.length) {
    const synonym = matchSynonym(synonyms, stems, position);
    const length = synonym?.length ?? 1;
    const isLast = position + length === tokens.length;
    const typed: QueryTerm[] = [];
    for (let i = position; i < position + length; i++) {
      typed.push({
        surface: tokens[i]!,
        stem: stems[i]!,
        prefix: typing && isLast && i === tokens.length - 1,
        typos: true,
        weight: 1,
      });
    }
    const alternatives: QueryTerm[][] = [typed];
    if (synonym !== undefined) {
      for (const member of synonyms.groups[synonym.group]!) {
        if (member.length === length && member.every((stem, i) => stem === stems[position + i])) continue;
        alternatives.push(
          member.map((stem) => ({ surface: '', stem, prefix: false, typos: false, weight: SYNONYM_WEIGHT })),
        );
      }
    }
    slots.push({ text: tokens.slice(position, position + length).join(' '), alternatives });
    position += length;
  }
  return slots;
}
