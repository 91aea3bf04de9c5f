import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../analysis/analyzer.ts';
import { parseQuery, type Lexicon } from './parse-query.ts';
import { compileSynonyms } from './synonyms.ts';

const english = createAnalyzer('en');
const none = compileSynonyms([], english);
/** An index holding these words, with how many products hold each. */
const holding = (words: Record<string, number>, both: Record<string, number> = {}): Lexicon => ({
  documentsWith: (word) => words[word] ?? 0,
  documentsWithBoth: (first, second) => both[`${first} ${second}`] ?? 0,
});
const empty = holding({});

describe('parseQuery', () => {
  it('should drop stop words unless they are the whole query', () => {
    expect(parseQuery('shoes for the beach', english, none, empty).map((slot) => slot.text)).toEqual([
      'shoes',
      'beach',
    ]);
    expect(parseQuery('the', english, none, empty).map((slot) => slot.text)).toEqual(['the']);
  });

  it('should complete only the last word, and only while typing', () => {
    const typing = parseQuery('red sho', english, none, empty);
    expect(typing.map((slot) => slot.alternatives[0]![0]!.prefix)).toEqual([false, true]);
    expect(parseQuery('red sho ', english, none, empty).at(-1)!.alternatives[0]![0]!.prefix).toBe(false);
  });

  it('should make a multi-word synonym one slot with every member as an alternative', () => {
    const synonyms = compileSynonyms([{ terms: ['t shirt', 'tee', 'tshirt'] }], english);
    const slots = parseQuery('white t shirt', english, synonyms, empty);
    expect(slots.map((slot) => slot.text)).toEqual(['white', 't shirt']);
    expect(slots[1]!.alternatives.map((alternative) => alternative.map((word) => word.stem))).toEqual([
      ['t', 'shirt'],
      ['tee'],
      ['tshirt'],
    ]);
    expect(slots[1]!.alternatives[1]![0]).toMatchObject({ typos: 0, weight: 0.9 });
  });

  it('should ignore synonym groups with fewer than two usable members', () => {
    expect(compileSynonyms([{ terms: ['shoe'] }, { terms: ['the', ''] }], english).groups).toEqual([]);
  });

  it('should match two words against their compound when the index holds it, and back', () => {
    const lexicon = holding({ sun: 30, shade: 25, sunshade: 1, tshirt: 12, t: 2, shirt: 20 });
    const [joined] = parseQuery('sun shade', english, none, lexicon);
    expect(joined!.text).toBe('sun shade');
    expect(joined!.alternatives.map((words) => words.map((word) => word.surface))).toEqual([
      ['sun', 'shade'],
      ['sunshade'],
    ]);
    const [split] = parseQuery('sunshad ', english, none, holding({ sun: 30, shad: 2 }, { 'sun shad': 2 }));
    expect(split!.alternatives.map((words) => words.map((word) => word.surface))).toEqual([
      ['sunshad'],
      ['sun', 'shad'],
    ]);
    expect(parseQuery('t shirt', english, none, lexicon)).toHaveLength(1);
  });

  it('should not split a word fewer products write apart than whole, nor one with digits', () => {
    const lexicon = holding({ neck: 40, lace: 3, necklace: 11, bnc: 2 }, { 'neck lace': 2 });
    expect(parseQuery('necklace', english, none, lexicon)[0]!.alternatives).toHaveLength(1);
    expect(parseQuery('bnc179', english, none, lexicon)[0]!.alternatives).toHaveLength(1);
  });
});
