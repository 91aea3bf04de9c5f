import { beforeAll, describe, expect, it } from 'vitest';
import { adjacentKeys, keyboardDistance } from '../analysis/keyboard.ts';
import { dictionaryLexicon, loadDictionary, wordListLexicon } from '../analysis/lexicon.ts';
import { createIndex } from '../create-index.ts';
import type { SearchDocument } from '../types.ts';

// The dictionaries load once per process (seconds for Spanish): not within one test's time.
beforeAll(() => {
  loadDictionary('en');
  loadDictionary('es');
}, 30_000);

const product = (id: string, name: string, path: string[], brand?: string): SearchDocument => ({
  id,
  name,
  categories: [path],
  price: 20,
  stock: 5,
  ...(brand === undefined ? {} : { brand }),
});

// The demo shop's cases of issue 30: near words of what shoppers typed, none of what they meant.
const shop: SearchDocument[] = [
  product('bear', 'Soft teddy bear', ['Toys', 'Teddy bears']),
  product('bottle', 'Water bottle', ['Kitchen', 'Bottles']),
  product('lights', 'Solar garden lights', ['Garden', 'Lighting']),
  product('cream', 'Gentle hand cream', ['Beauty', 'Creams']),
  product('jacket', 'Waterproof jacket', ['Clothing', 'Jackets']),
  product('blanket', 'Wool blanket', ['Home', 'Blankets']),
  product('fleece', 'Fleece blanket', ['Home', 'Blankets']),
  product('cup', 'Tea cup set', ['Kitchen', 'Cups']),
  product('red-mug', 'Red mug', ['Kitchen', 'Cups']),
  product('cat', 'Cat toy', ['Pets', 'Toys']),
  product('cut-1', 'Cut glass vase', ['Home', 'Vases']),
  product('cut-2', 'Cut crystal bowl', ['Home', 'Bowls']),
  product('blankit', 'Throw', ['Home', 'Throws'], 'Blankit'),
];

describe('correction policy (issue 30)', () => {
  const index = createIndex(shop, { language: 'en' });
  const ids = (query: string) => index.search({ query }).results.map((hit) => hit.id);

  it('should never replace a valid English word, US or British', () => {
    const queries = ['sofa', 'garden centre', 'tea pot', 'teapot', 'winter nights', 'rain jacket'];
    expect(queries.filter((query) => index.search({ query }).spellchecked !== undefined)).toEqual([]);
  });

  it('should answer nothing for a valid word the shop does not sell, not what a near word finds', () => {
    expect(index.search({ query: 'sofa' }).total).toBe(0);
    // "red" alone would show the red mug: dropping the only meaningful word is not an answer.
    const redSofa = index.search({ query: 'red sofa' });
    expect(redSofa.total).toBe(0);
    expect(redSofa.relaxedTerms).toEqual([]);
  });

  it('should drop a word when what is left names a kind of product, and say which', () => {
    const response = index.search({ query: 'warm blanket for winter nights' });
    expect(response.spellchecked).toBeUndefined();
    // The blankets, then the Blankit throw (a typo away from "blanket").
    expect(response.results.map((hit) => hit.id)).toEqual(['blanket', 'fleece', 'blankit']);
    expect(response.relaxedTerms).toEqual(expect.arrayContaining(['nights', 'warm', 'winter']));
  });

  it('should find nothing for a compound the shop does not sell, not what its last word names', () => {
    // "coffeepot" is one word: the plant pots "pot" finds are not what was asked for.
    const shopWithPots = createIndex([...shop, product('pot', 'Plant pot', ['Garden', 'Pots'])], {
      language: 'en',
    });
    expect(shopWithPots.search({ query: 'coffee pot' }).total).toBe(0);
    expect(shopWithPots.search({ query: 'plant pot' }).results.map((hit) => hit.id)).toEqual(['pot']);
  });

  it('should search what a question asks for, not its opening words', () => {
    const response = index.search({ query: 'do you have wool blankets?' });
    expect(response.results.map((hit) => hit.id)[0]).toBe('blanket');
    expect(response.relaxedTerms).toEqual([]);
    expect(index.search({ query: 'do you sell sofas' }).total).toBe(0);
    expect(index.search({ query: 'cheap mugs' }).results.map((hit) => hit.id)).toEqual(['red-mug']);
  });

  it('should correct a misspelling into a catalogue word and keep every other word as typed', () => {
    expect(ids('jaket')).toEqual(['jacket']);
    const response = index.search({ query: 'wool blnkte' });
    expect(response.spellchecked).toBe('wool blanket');
    // The wool blanket matches both words; the others only "blanket", after it.
    expect(response.results.map((hit) => hit.id)).toEqual(['blanket', 'fleece', 'blankit']);
    // "warm" is a word the catalogue lacks: kept (then dropped by relaxation, and said so).
    const warm = index.search({ query: 'warm blnkte' });
    expect(warm.spellchecked).toBe('warm blanket');
    expect(warm.relaxedTerms).toEqual(['warm']);
  });

  it('should prefer the word a neighbouring key gives over a more frequent one as many edits away', () => {
    // "cst": s is next to a, not to u; "cut" is in more products.
    expect(index.search({ query: 'cst' }).spellchecked).toBe('cat');
  });

  it('should rank the products matching the query as typed above those found through a correction', () => {
    // "blankit" is a brand here: its product comes first, the blankets (one typo away) after.
    const response = index.search({ query: 'blankit' });
    expect(response.spellchecked).toBeUndefined();
    expect(response.results.map((hit) => hit.id)).toEqual(['blankit', 'blanket', 'fleece']);
  });

  it('should search the words exactly as typed with spellcheck: false', () => {
    const response = index.search({ query: 'cst', spellcheck: false });
    expect(response.spellchecked).toBeUndefined();
    expect(response.total).toBe(0);
    expect(index.search({ query: 'wool blnkte', spellcheck: false }).spellchecked).toBeUndefined();
  });

  it('should tell Explain the words corrected and those dropped', () => {
    const corrected = index.explain({ query: 'warm blnkte' }).explanation;
    expect(corrected.corrections).toEqual([{ from: 'blnkte', to: 'blanket' }]);
    expect(corrected.relaxed).toEqual(['warm']);
    const typed = index.explain({ query: 'wool blanket' }).explanation;
    expect(typed.corrections).toEqual([]);
    expect(typed.relaxed).toEqual([]);
  });

  it('should ask the lexicon it is given: a word it lacks is corrected', () => {
    const tiny = createIndex(shop, { language: 'en', lexicon: wordListLexicon(['Sofa']) });
    expect(tiny.search({ query: 'sofa' }).spellchecked).toBeUndefined();
    // "pocket" is English, but not in this lexicon.
    expect(tiny.search({ query: 'pocket' }).spellchecked).toBe('jacket');
    expect(index.search({ query: 'pocket' }).total).toBe(0);
  });
});

describe('Spanish correction policy (issue 30)', () => {
  const tienda: SearchDocument[] = [
    product('bolso', 'Bolso con cierre', ['Bolsos']),
    product('jarron', 'Jarrón de cerámica', ['Hogar', 'Jarrones'], 'Cartenes'),
  ];
  const index = createIndex(tienda, { language: 'es' });

  it('should never replace a valid Spanish word, accents typed or not', () => {
    const answers = ['sartenes', 'hierro', 'camion', 'camión'].map((query) => {
      const { spellchecked, total } = index.search({ query });
      return { query, spellchecked, total };
    });
    expect(answers.filter((answer) => answer.spellchecked !== undefined || answer.total > 0)).toEqual([]);
  });

  it('should find the singular the catalogue has for a plural its stemmer keeps apart', () => {
    const sartenes = createIndex([product('sarten', 'Sartén de hierro', ['Cocina'])], { language: 'es' });
    const response = sartenes.search({ query: 'sartenes' });
    expect(response.results.map((hit) => hit.id)).toEqual(['sarten']);
    expect(response.spellchecked).toBeUndefined();
    expect(sartenes.search({ query: '¿tienen sartenes baratas?' }).results.map((hit) => hit.id)).toEqual([
      'sarten',
    ]);
  });

  it('should correct a Spanish misspelling', () => {
    // One slip is typo tolerance; two are a correction.
    expect(index.search({ query: 'jarrpn' }).results.map((hit) => hit.id)).toEqual(['jarron']);
    expect(index.search({ query: 'bilzo' }).spellchecked).toBe('bolso');
  });
});

describe('lexicons', () => {
  it('should hold US and British English spellings', () => {
    const english = dictionaryLexicon('en');
    const valid = ['centre', 'center', 'colour', 'color', 'sofa', 'nights', 'teapot'];
    expect(valid.filter((word) => !english.has(word))).toEqual([]);
    expect(['jaket', 'blankte', 'blu'].filter((word) => english.has(word))).toEqual([]);
  });

  it('should hold folded Spanish words', () => {
    const spanish = dictionaryLexicon('es');
    const valid = ['sartenes', 'hierro', 'camion', 'pantalon', 'senora'];
    expect(valid.filter((word) => !spanish.has(word))).toEqual([]);
    expect(spanish.has('jarrpn')).toBe(false);
  });

  it('should be one per language and process', () => {
    expect(dictionaryLexicon('en')).toBe(dictionaryLexicon('en'));
  });
});

describe('keyboard distance', () => {
  it('should count a typing slip as half an edit', () => {
    expect(adjacentKeys('s', 'a')).toBe(true);
    expect(adjacentKeys('s', 'u')).toBe(false);
    expect(keyboardDistance('jscket', 'jacket')).toBe(0.5);
    expect(keyboardDistance('blankte', 'blanket')).toBe(0.5);
    expect(keyboardDistance('jackket', 'jacket')).toBe(0.5);
    expect(keyboardDistance('jxcket', 'jacket')).toBe(1);
    expect(keyboardDistance('sofa', 'soft')).toBe(1);
  });
});
