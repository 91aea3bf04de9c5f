import type { Analyzer } from '../analysis/analyzer.ts';
import { curatedSynonyms, spellingVariants } from '../analysis/variants.ts';
import { wordNetNouns } from '../analysis/wordnet.ts';
import type { Language, WordLexicon } from '../types.ts';
import type { Lexicon } from './parse-query.ts';
import { contentTokens } from './synonyms.ts';

/** One built-in synonym of query words: its words (folded) and their stems. */
export interface BuiltInMember {
  readonly text: string;
  readonly tokens: readonly string[];
  readonly stems: readonly string[];
}

/** The built-in synonyms of the query words at one position, all leading to catalogue words. */
export interface BuiltInMatch {
  /** Query words they stand for, from the position. */
  readonly length: number;
  readonly members: readonly BuiltInMember[];
}

/** Finds the built-in synonyms of the query words at a position; `undefined` when none leads to the catalogue. */
export type BuiltInLookup = (
  tokens: readonly string[],
  stems: readonly string[],
  position: number,
  catalogue: Lexicon,
) => BuiltInMatch | undefined;

/** Whether products are named with a folded word (outside their descriptions). */
export type NamedWords = (word: string) => boolean;

/** Curated groups of a language, as members found by their first stem. */
interface CuratedIndex {
  readonly groups: readonly (readonly BuiltInMember[])[];
  readonly byFirstStem: ReadonlyMap<string, readonly { readonly group: number; readonly member: number }[]>;
}

function memberOf(analyzer: Analyzer, text: string): BuiltInMember {
  const tokens = contentTokens(analyzer, text);
  return { text: tokens.join(' '), tokens, stems: tokens.map((token) => analyzer.stem(token)) };
}

// Compiled once per language and process: the lists are small, their stems the same for every index.
const curatedByLanguage = new Map<Language, CuratedIndex>();

function curatedIndex(analyzer: Analyzer): CuratedIndex {
  let index = curatedByLanguage.get(analyzer.language);
  if (index !== undefined) return index;
  const groups: BuiltInMember[][] = [];
  const byFirstStem = new Map<string, { group: number; member: number }[]>();
  for (const group of curatedSynonyms(analyzer.language)) {
    const members = group.terms.map((term) => memberOf(analyzer, term));
    const at = groups.length;
    groups.push(members);
    members.slice(0, group.oneWay === true ? 1 : members.length).forEach((member, position) => {
      const list = byFirstStem.get(member.stems[0]!) ?? [];
      list.push({ group: at, member: position });
      byFirstStem.set(member.stems[0]!, list);
    });
  }
  // Longest member first: "frying pan" before "frying".
  for (const list of byFirstStem.values())
    list.sort((a, b) => groups[b.group]![b.member]!.stems.length - groups[a.group]![a.member]!.stems.length);
  index = { groups, byFirstStem };
  curatedByLanguage.set(analyzer.language, index);
  return index;
}

/** The curated groups matching the query stems at `position`, by their longest member. */
function curatedAt(
  index: CuratedIndex,
  stems: readonly string[],
  position: number,
): { length: number; members: BuiltInMember[] } | undefined {
  let length = 0;
  const members: BuiltInMember[] = [];
  for (const candidate of index.byFirstStem.get(stems[position]!) ?? []) {
    const typed = index.groups[candidate.group]![candidate.member]!;
    const size = typed.stems.length;
    if (size < length || position + size > stems.length) continue;
    if (!typed.stems.every((stem, i) => stem === stems[position + i])) continue;
    length = size;
    for (const member of index.groups[candidate.group]!) if (member !== typed) members.push(member);
  }
  return length === 0 ? undefined : { length, members };
}

/** Plural endings tried to find a query word's WordNet lemma ("earphones" → "earphone"). */
const PLURALS: readonly (readonly [string, string])[] = [
  ['ies', 'y'],
  ['es', ''],
  ['s', ''],
];

/** The WordNet synonyms of an English query word, by its lemma: the word itself, else its singular. */
function wordNetSynonyms(word: string): readonly string[] {
  const nouns = wordNetNouns();
  if (nouns.isNoun(word)) return nouns.synonyms(word);
  for (const [plural, singular] of PLURALS) {
    if (!word.endsWith(plural)) continue;
    const lemma = word.slice(0, -plural.length) + singular;
    if (nouns.isNoun(lemma)) return nouns.synonyms(lemma);
  }
  return [];
}

/**
 * The built-in synonyms of a language: the curated British/American words and shop names
 * ({@link curatedSynonyms}), the other spelling of an English word ("colour" for "color") when
 * the dictionary knows it, and for English the WordNet synonyms of a noun the catalogue does not
 * hold (WordNet does not know what a shop means: "denim" for jeans, a shop's denim bags). Each is
 * kept only when products are named with all its words (`named`); `words` (the language's
 * lexicon) is only asked about spellings the catalogue holds.
 */
export function builtInLookup(analyzer: Analyzer, words: WordLexicon, named: NamedWords): BuiltInLookup {
  const curated = curatedIndex(analyzer);
  const english = analyzer.language === 'en';
  return (tokens, stems, position, catalogue) => {
    const inCatalogue = (member: BuiltInMember): boolean => member.tokens.every(named);
    const found = curatedAt(curated, stems, position);
    const length = found?.length ?? 1;
    const candidates: BuiltInMember[] = [...(found?.members ?? [])];
    if (length === 1) {
      const word = tokens[position]!;
      for (const variant of spellingVariants(word, analyzer.language)) {
        const member = memberOf(analyzer, variant);
        if (inCatalogue(member) && words.has(variant)) candidates.push(member);
      }
      if (english && catalogue.documentsWith(word) === 0)
        for (const synonym of wordNetSynonyms(word)) candidates.push(memberOf(analyzer, synonym));
    }
    const typed = stems.slice(position, position + length).join(' ');
    const seen = new Set([typed]);
    const members: BuiltInMember[] = [];
    for (const member of candidates) {
      const key = member.stems.join(' ');
      if (member.tokens.length === 0 || seen.has(key) || !inCatalogue(member)) continue;
      seen.add(key);
      members.push(member);
    }
    return members.length === 0 ? undefined : { length, members };
  };
}
