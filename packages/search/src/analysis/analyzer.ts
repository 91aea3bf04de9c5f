import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish';
import type { Language } from '../types.ts';
import { fold } from './fold.ts';
import { stopWordsFor } from './stop-words.ts';

// A run of letters and digits, hyphenated runs included: "t-shirt" is one word to a shopper.
const TOKEN = /[\p{L}\p{N}]+(?:[-\u2010\u2011][\p{L}\p{N}]+)*/gu;
const HYPHEN = /[-\u2010\u2011]/;
/** Shortest part of a hyphenated word indexed on its own: "sun-shade" gives "sun", "t-shirt" no "t". */
const MIN_PART_LENGTH = 2;
const STEM_CACHE_LIMIT = 200_000;

/** Turns text into folded tokens and tokens into stems, for one language. */
export interface Analyzer {
  readonly language: Language;
  /**
   * Folded tokens of a document's text, in order. A hyphenated word is indexed joined ("t-shirt" as
   * "tshirt"), and also as its parts when none is a single character ("sun-shade" as "sunshade",
   * "sun", "shade"), so "sun shade" finds it while "shirt" does not find a t-shirt.
   */
  tokenize(text: string): string[];
  /** Folded tokens of a query, in order; a hyphenated word is one token, joined ("t-shirt" as "tshirt"). */
  queryTokens(text: string): string[];
  /** Stem of a folded token; digits and very short tokens are kept as they are. */
  stem(token: string): string;
  isStopWord(token: string): boolean;
}

const STEMMERS: Record<Language, (word: string) => string> = {
  en: englishStemmer,
  es: spanishStemmer,
};

export function createAnalyzer(language: Language): Analyzer {
  const stemmer = STEMMERS[language];
  if (stemmer === undefined) throw new Error(`search: unsupported language "${String(language)}"`);
  const stopWords = stopWordsFor(language);
  const cache = new Map<string, string>();
  return {
    language,
    tokenize(text) {
      const tokens: string[] = [];
      for (const token of fold(text).match(TOKEN) ?? []) {
        if (!HYPHEN.test(token)) {
          tokens.push(token);
          continue;
        }
        const parts = token.split(HYPHEN);
        tokens.push(parts.join(''));
        if (parts.every((part) => part.length >= MIN_PART_LENGTH)) tokens.push(...parts);
      }
      return tokens;
    },
    queryTokens(text) {
      return (fold(text).match(TOKEN) ?? []).map((token) => token.split(HYPHEN).join(''));
    },
    stem(token) {
      let stem = cache.get(token);
      if (stem === undefined) {
        // Stemming model numbers or two-letter words ("xs", "tv") only creates collisions.
        stem = token.length < 3 || /\d/.test(token) ? token : stemmer(token);
        if (cache.size >= STEM_CACHE_LIMIT) cache.clear();
        cache.set(token, stem);
      }
      return stem;
    },
    isStopWord(token) {
      return stopWords.has(token);
    },
  };
}
