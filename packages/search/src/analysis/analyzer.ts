import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish';
import type { Language } from '../types.ts';
import { fold } from './fold.ts';
import { stopWordsFor } from './stop-words.ts';

const TOKEN = /[\p{L}\p{N}]+/gu;
const STEM_CACHE_LIMIT = 200_000;

/** Turns text into folded tokens and tokens into stems, for one language. */
export interface Analyzer {
  readonly language: Language;
  /** Folded surface tokens, in order. */
  tokenize(text: string): string[];
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
      return fold(text).match(TOKEN) ?? [];
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
