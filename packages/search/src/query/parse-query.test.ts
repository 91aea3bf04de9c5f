import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../analysis/analyzer.ts';
import { parseQuery } from './parse-query.ts';
import { compileSynonyms } from './synonyms.ts';

const english = createAnalyzer('en');
const none = compileSynonyms([], english);

describe('parseQuery', () => {
  it('should drop stop words unless they are the whole query', () => {
    expect(parseQuery('shoes for the beach', english, none).map((slot) => slot.text)).toEqual([
      'shoes',
      'beach',
    ]);
    expect(parseQuery('the', english, none).map((slot) => slot.text)).toEqual(['the']);
  });

  it('should complete only the last word, and only while typing', () => {
    const typing = parseQuery('red sho', english, none);
    expect(typing.map((slot) => slot.alternatives[0]![0]!.prefix)).toEqual([false, true]);
    expect(parseQuery('red sho ', english, none).at(-1)!.alternatives[0]![0]!.prefix).toBe(false);
  });

  it('should make a multi-word synonym one slot with every member as an alternative', () => {
    const synonyms = compileSynonyms([{ terms: ['t shirt', 'tee', 'tshirt'] }], english);
    const slots = parseQuery('white t shirt', english, synonyms);
    expect(slots.map((slot) => slot.text)).toEqual(['white', 't shirt']);
    expect(slots[1]!.alternatives.map((alternative) => alternative.map((word) => word.stem))).toEqual([
      ['t', 'shirt'],
      ['tee'],
      ['tshirt'],
    ]);
    expect(slots[1]!.alternatives[1]![0]).toMatchObject({ typos: false, weight: 0.9 });
  });

  it('should ignore synonym groups with fewer than two usable members', () => {
    expect(compileSynonyms([{ terms: ['shoe'] }, { terms: ['the', ''] }], english).groups).toEqual([]);
  });
});
