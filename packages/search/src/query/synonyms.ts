import type { Analyzer } from '../analysis/analyzer.ts';
import type { SynonymGroup } from '../types.ts';

/** Synonym groups as stem sequences, found by the first stem of each member. */
export interface SynonymIndex {
  readonly groups: readonly (readonly (readonly string[])[])[];
  /** Every stem of every member: a word the site's synonyms speak of gets no built-in ones. */
  readonly stems: ReadonlySet<string>;
  readonly byFirstStem: ReadonlyMap<
    string,
    readonly { readonly group: number; readonly stems: readonly string[] }[]
  >;
}

/**
 * Each analyzer's compiled groups, by the list compiled: a configuration that changes another
 * resource keeps its synonym list (the server replaces only the fields a change feeds), so it is
 * compiled once, not again with every new configuration object.
 */
const compiledLists = new WeakMap<Analyzer, WeakMap<readonly SynonymGroup[], SynonymIndex>>();

export function compileSynonyms(groups: readonly SynonymGroup[], analyzer: Analyzer): SynonymIndex {
  const lists = compiledLists.get(analyzer) ?? new WeakMap<readonly SynonymGroup[], SynonymIndex>();
  compiledLists.set(analyzer, lists);
  const known = lists.get(groups);
  if (known) return known;
  const index = compileGroups(groups, analyzer);
  lists.set(groups, index);
  return index;
}

function compileGroups(groups: readonly SynonymGroup[], analyzer: Analyzer): SynonymIndex {
  const compiled: string[][][] = [];
  const byFirstStem = new Map<string, { group: number; stems: string[] }[]>();
  const all = new Set<string>();
  for (const group of groups) {
    const members = group.terms
      .map((term) => contentTokens(analyzer, term).map((token) => analyzer.stem(token)))
      .filter((stems) => stems.length > 0);
    for (const member of members) for (const stem of member) all.add(stem);
    if (members.length < 2) continue;
    const index = compiled.length;
    compiled.push(members);
    // A one-way group is found by its first term only; the others then expand nothing.
    for (const stems of group.oneWay === true ? members.slice(0, 1) : members) {
      const list = byFirstStem.get(stems[0]!) ?? [];
      list.push({ group: index, stems });
      byFirstStem.set(stems[0]!, list);
    }
  }
  for (const list of byFirstStem.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  return { groups: compiled, stems: all, byFirstStem };
}

/** Tokens with stop words dropped, unless nothing else is left ("the" alone stays a query). */
export function contentTokens(analyzer: Analyzer, text: string): string[] {
  const tokens = analyzer.queryTokens(text);
  const content = tokens.filter((token) => !analyzer.isStopWord(token));
  return content.length > 0 ? content : tokens;
}

/**
 * The longest synonym member starting at `position` of the query stems: its group and length,
 * or `undefined`.
 */
export function matchSynonym(
  synonyms: SynonymIndex,
  stems: readonly string[],
  position: number,
): { group: number; length: number } | undefined {
  const candidates = synonyms.byFirstStem.get(stems[position]!);
  if (candidates === undefined) return undefined;
  for (const candidate of candidates) {
    const length = candidate.stems.length;
    if (position + length > stems.length) continue;
    let equal = true;
    for (let i = 1; i < length && equal; i++) equal = stems[position + i] === candidate.stems[i];
    if (equal) return { group: candidate.group, length };
  }
  return undefined;
}
