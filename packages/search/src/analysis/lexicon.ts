import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import nspell from 'nspell';
import type { Language, WordLexicon } from '../types.ts';
import { fold } from './fold.ts';

const require = createRequire(import.meta.url);

/** The hunspell dictionaries of each language: English shoppers type both "color" and "colour". */
const DICTIONARIES: Record<Language, readonly string[]> = {
  en: ['dictionary-en', 'dictionary-en-gb'],
  es: ['dictionary-es'],
};

/**
 * Accented letters a folded Spanish word may have lost: shoppers type "camion" for "camión". A
 * Spanish word carries at most one written accent, and `ñ` folds to `n`.
 */
const SPANISH_ACCENTS: Readonly<Record<string, string>> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };

type Checker = ReturnType<typeof nspell>;

/** A full collection when node runs with `--expose-gc` (benchmarks), so heap figures are exact. */
function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function loadChecker(name: string): Checker {
  const directory = dirname(require.resolve(name));
  return nspell(readFileSync(join(directory, 'index.aff')), readFileSync(join(directory, 'index.dic')));
}

/**
 * The spellings a folded Spanish word may have lost: as typed or with `ñ` for its `n`s (words with
 * both `n` and `ñ` are rare), each with at most one written accent.
 */
function spanishSpellings(word: string): string[] {
  const withEnye = word.includes('n') ? [word, word.replaceAll('n', 'ñ')] : [word];
  const spellings = [...withEnye];
  for (const base of withEnye) {
    for (let i = 0; i < base.length; i++) {
      const accented = SPANISH_ACCENTS[base[i]!];
      if (accented !== undefined) spellings.push(base.slice(0, i) + accented + base.slice(i + 1));
    }
  }
  return spellings;
}

/** Load figures of a language's dictionaries, for benchmarks and logs. */
export interface LexiconLoad {
  readonly milliseconds: number;
  /**
   * Heap the dictionaries hold, in bytes: exact under `node --expose-gc` (garbage is collected
   * before and after), else the heap growth while loading, which a collection meanwhile shrinks.
   */
  readonly heapBytes: number;
}

class DictionaryLexicon implements WordLexicon {
  private checkers: readonly Checker[] | undefined;
  private loaded: LexiconLoad | undefined;
  private readonly language: Language;

  constructor(language: Language) {
    this.language = language;
  }

  has(word: string): boolean {
    const checkers = this.load();
    const spellings = this.language === 'es' ? spanishSpellings(word) : [word];
    // Lower case only: the capitalised and upper-case entries are names and acronyms ("Blu",
    // "BLU"), near too many misspellings.
    return spellings.some((spelling) => checkers.some((checker) => checker.correct(spelling)));
  }

  /** Loads the dictionaries now if they are not yet. */
  load(): readonly Checker[] {
    if (this.checkers === undefined) {
      collectGarbage();
      const heapBefore = process.memoryUsage().heapUsed;
      const started = performance.now();
      this.checkers = DICTIONARIES[this.language].map(loadChecker);
      const milliseconds = performance.now() - started;
      collectGarbage();
      this.loaded = { milliseconds, heapBytes: Math.max(0, process.memoryUsage().heapUsed - heapBefore) };
    }
    return this.checkers;
  }

  get loadFigures(): LexiconLoad | undefined {
    return this.loaded;
  }
}

// One per language and process (each search thread has its own): a dictionary is 10 to 50 MB of heap.
const shared = new Map<Language, DictionaryLexicon>();

function sharedLexicon(language: Language): DictionaryLexicon {
  if (!Object.hasOwn(DICTIONARIES, language))
    throw new Error(`search: no dictionary for language "${String(language)}"`);
  let lexicon = shared.get(language);
  if (lexicon === undefined) {
    lexicon = new DictionaryLexicon(language);
    shared.set(language, lexicon);
  }
  return lexicon;
}

/**
 * The built-in dictionaries of a language (English: US and British hunspell; Spanish), shared by
 * every index of the process and loaded on the first question asked.
 */
export function dictionaryLexicon(language: Language): WordLexicon {
  return sharedLexicon(language);
}

/**
 * Loads the built-in dictionaries of a language now, if they are not yet (they otherwise load on
 * the first query that needs a correction), and returns what their load took.
 */
export function loadDictionary(language: Language): LexiconLoad {
  const lexicon = sharedLexicon(language);
  lexicon.load();
  return lexicon.loadFigures!;
}

/** A lexicon of the given words only (folded): for tests, and for a catalogue's own word list. */
export function wordListLexicon(words: Iterable<string>): WordLexicon {
  const folded = new Set<string>();
  for (const word of words) folded.add(fold(word));
  return { has: (word) => folded.has(word) };
}
