import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
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

/** Bumped when the word list's content or format changes, so an older cached list is not read. */
const FORMAT = 1;

/**
 * Where the word lists are kept once derived from the dictionaries: deriving one takes hunspell's
 * affix expansion (2 to 6 s for Spanish), reading it back a few milliseconds.
 */
const CACHE_DIRECTORY = process.env.PLAYBOARD_LEXICON_CACHE ?? join(tmpdir(), 'playboard-lexicon');

/** A full collection when node runs with `--expose-gc` (benchmarks), so heap figures are exact. */
function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** A dictionary package's folder: their `exports` name only the entry module, beside the files. */
function packageDirectory(name: string): string {
  return dirname(require.resolve(name));
}

/** The cached list's file: named by the dictionaries' versions, so an upgrade derives it anew. */
function cacheFile(language: Language): string {
  const versions = DICTIONARIES[language].map((name) => {
    const { version } = JSON.parse(readFileSync(join(packageDirectory(name), 'package.json'), 'utf8')) as {
      version: string;
    };
    return `${name}@${version}`;
  });
  return join(CACHE_DIRECTORY, `${language}-${versions.join('+')}-v${FORMAT}.txt`);
}

/**
 * Every lower-case form the dictionaries accept, folded and sorted: hunspell expands each stem by
 * its affix rules into `data`. Capitalised and upper-case entries are names and acronyms ("Blu",
 * "BLU"), near too many misspellings; forms allowed only inside compounds or forbidden are out.
 */
function deriveWords(language: Language): string[] {
  const words = new Set<string>();
  for (const name of DICTIONARIES[language]) {
    const directory = packageDirectory(name);
    const checker = nspell(
      readFileSync(join(directory, 'index.aff')),
      readFileSync(join(directory, 'index.dic')),
    );
    // nspell keeps the expanded forms in `data` and has no call that lists them.
    const { data } = checker as unknown as { data: Record<string, unknown> };
    for (const form of Object.keys(data)) {
      if (form !== form.toLowerCase() || !checker.correct(form)) continue;
      words.add(fold(form));
    }
  }
  return [...words].sort();
}

/** Sorted words in one string, a word a line: a tenth of the heap of a `Set`, and read in one go. */
class SortedWords implements WordLexicon {
  private readonly text: string;
  private readonly starts: Uint32Array;

  constructor(text: string) {
    this.text = text;
    let count = 1;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
    this.starts = new Uint32Array(count + 1);
    let line = 1;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1))
      this.starts[line++] = at + 1;
    this.starts[count] = text.length + 1;
  }

  has(word: string): boolean {
    let low = 0;
    let high = this.starts.length - 2;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const entry = this.text.slice(this.starts[middle], this.starts[middle + 1]! - 1);
      if (entry === word) return true;
      if (entry < word) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }
}

/** The language's word list from the cache, derived and cached first when it is not there. */
function readWords(language: Language): SortedWords {
  const file = cacheFile(language);
  try {
    return new SortedWords(readFileSync(file, 'utf8'));
  } catch {
    const text = deriveWords(language).join('\n');
    try {
      mkdirSync(CACHE_DIRECTORY, { recursive: true });
      // A temporary name, renamed: a process reading meanwhile sees the whole list or none.
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(partial, text);
      renameSync(partial, file);
    } catch {
      // A read-only or full disk costs the derivation at every start, nothing else.
    }
    return new SortedWords(text);
  }
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
  private words: SortedWords | undefined;
  private loaded: LexiconLoad | undefined;
  private readonly language: Language;

  constructor(language: Language) {
    this.language = language;
  }

  /** Whether a folded word is a form of the language: "camion" for "camión", "senora" for "señora". */
  has(word: string): boolean {
    return this.load().has(word);
  }

  /** Loads the word list now if it is not yet. */
  load(): SortedWords {
    if (this.words === undefined) {
      collectGarbage();
      const heapBefore = process.memoryUsage().heapUsed;
      const started = performance.now();
      this.words = readWords(this.language);
      const milliseconds = performance.now() - started;
      collectGarbage();
      this.loaded = { milliseconds, heapBytes: Math.max(0, process.memoryUsage().heapUsed - heapBefore) };
    }
    return this.words;
  }

  get loadFigures(): LexiconLoad | undefined {
    return this.loaded;
  }
}

// One per language and process (each search thread has its own).
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
