import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDictionary } from './analysis/lexicon.ts';
import { createIndex } from './create-index.ts';
import { spanishProducts } from './fixtures/spanish-products.ts';
import type { MerchandisingConfig, SearchDocument } from './types.ts';

// The language's dictionaries load once per process (seconds for Spanish): not within one test's time.
beforeAll(() => {
  loadDictionary('en');
  loadDictionary('es');
}, 30_000);

// 300 real products (Flipkart sample by PromptCloud, CC BY-SA 4.0; see fixtures/README.md).
const flipkart = JSON.parse(
  readFileSync(new URL('./fixtures/flipkart-products.json', import.meta.url), 'utf8'),
) as SearchDocument[];
const english = createIndex(flipkart, { language: 'en' });
const spanish = createIndex(spanishProducts, { language: 'es' });
const englishConfig: MerchandisingConfig = { synonyms: [{ terms: ['sneakers', 'sports shoes'] }] };
const spanishConfig: MerchandisingConfig = { synonyms: [{ terms: ['vaqueros', 'tejanos', 'jeans'] }] };

const top = (index: typeof english, query: string, config: MerchandisingConfig, rows = 1): string[] =>
  index.search({ query, rows }, config).results.map((hit) => hit.id);

describe('relevance (issue 4): the product that must come first', () => {
  it.each([
    ['exact name', 'aw bellies', 'SHOEH4GRSUBJGZXE'],
    ['exact name', "oye boy's dungaree", 'DRPEF2XSFBAP4SUZ'],
    ['exact name', 'eyelet door curtain', 'CRNEG7BKMFFYHQ8Z'],
    ['name words', 'maternity dress', 'DREEEYGRYGXYB9BU'],
    ['brand and type', 'lenco tango', 'WATEB2FZUMQU4W7R'],
    ['brand and type', 'roxy boots', 'SHOE9UDJKNVSDH72'],
    ['brand', 'crocs', 'SHOEBHZA5BXBKRDC'],
    ['brand and type', 'kennel dumbell', 'PTYEA6SFGD4X8NAR'],
    ['SKU', 'WATEB2FZUMQU4W7R', 'WATEB2FZUMQU4W7R'],
    ['SKU, lower case', 'shoeh4grsubjgzxe', 'SHOEH4GRSUBJGZXE'],
    ['typo', 'lehnga choli', 'FABEJX2NHNKCYHKA'],
    ['typo', 'maternty dress', 'DREEEYGRYGXYB9BU'],
    ['transposition', 'dungaere', 'DRPEF2XSFBAP4SUZ'],
    ['prefix while typing', 'eyelet door cur', 'CRNEG7BKMFFYHQ8Z'],
    ['synonym', 'sneakers', 'SHOEH7622HVGTZUF'],
  ])('%s: %s', (_kind, query, expected) => {
    expect(top(english, query, englishConfig)).toEqual([expected]);
  });

  it.each([
    ['accents folded', 'sarten', 'es-8'],
    ['accents typed', 'lámpara', 'es-9'],
    ['plural to singular', 'camisetas algodon', 'es-3'],
    ['singular to plural', 'zapatilla mujer', 'es-1'],
    ['gender ending', 'bolsos piel', 'es-11'],
    ['stop words dropped', 'alfombra de lana', 'es-14'],
    ['typo', 'cafetra', 'es-7'],
    ['SKU', 'ZAP-002', 'es-2'],
    ['synonym', 'tejanos', 'es-5'],
    ['prefix', 'auricu', 'es-12'],
  ])('Spanish, %s: %s', (_kind, query, expected) => {
    expect(top(spanish, query, spanishConfig)).toEqual([expected]);
  });
});

describe('pinned rankings', () => {
  it('should keep the order of "libas kurta"', () => {
    // The two Libas kurtas, then the best product matching one word: the rarer "libas".
    expect(top(english, 'libas kurta', englishConfig, 3)).toEqual([
      'KTAEG2EQ6GSJE8AG',
      'KTAEGFPRCCS46ZMA',
      'ABQEJ7YQTNQGMXZV',
    ]);
  });

  it('should keep the order of "diamond ring"', () => {
    expect(top(english, 'diamond ring', englishConfig, 3)).toEqual([
      'RNGEAWYFMVWZUEWE',
      'RNGE9GWPJH9MMNWX',
      'RNGE7Z9NHKZPRSEE',
    ]);
  });

  it('should keep the order of "sneakers" with its synonym', () => {
    expect(top(english, 'sneakers', englishConfig, 4)).toEqual([
      'SHOEH7622HVGTZUF',
      'SHOEHE7C7X5FZYMF',
      'KITEEVFDJDZ2ANQG',
      'SHOEFPCBUQHV7YUG',
    ]);
  });

  it('should keep the order of "impermeable" in Spanish', () => {
    expect(top(spanish, 'impermeable', spanishConfig, 3)).toEqual(['es-2', 'es-15']);
  });
});

describe('relevance (issue 21): real catalogues', () => {
  it('should follow the products matching every word with those matching most of them, never above', () => {
    const hits = english.search({ query: 'asics running shoes', rows: 5 }, englishConfig).results;
    expect(hits.map((hit) => [hit.id, hit.reason])).toEqual([
      ['SHOEHEP5EWSGZ7XA', undefined],
      ['SHOEHEP5H5XGFZJY', undefined],
      ['SHOEFPCBUQHV7YUG', 'partial'],
      ['SHOEHE7C7X5FZYMF', 'partial'],
      ['SHOEH7622HVGTZUF', 'partial'],
    ]);
    // The other running shoes miss one word ("asics"); shoes of another kind miss two.
    expect(hits.slice(2).every((hit) => hit.document.name.includes('running shoes'))).toBe(true);
  });

  it('should read "watch under 500" as watches below 500, not as the words "under" and "500"', () => {
    const response = english.search({ query: 'watch under 500', rows: 50 }, englishConfig);
    expect(response.relaxedTerms).toEqual([]);
    expect(response.total).toBeGreaterThan(0);
    expect(
      response.results.every((hit) => hit.document.name.includes('watch') && hit.document.price! < 500),
    ).toBe(true);
  });

  it('should treat "t-shirt", "tshirt" and "t shirt" as one word, which "shirt" does not find', () => {
    const tshirts = top(english, 't-shirt', englishConfig, 5);
    expect(tshirts.length).toBeGreaterThan(0);
    expect(top(english, 'tshirt', englishConfig, 5)).toEqual(tshirts);
    expect(top(english, 't shirt', englishConfig, 5)).toEqual(tshirts);
    const shirts = english.search({ query: 'blue shirt', rows: 5 }, englishConfig).results;
    expect(shirts.filter((hit) => hit.document.name.includes('t-shirt'))).toEqual([]);
  });

  it('should match a compound against its two-word form: "car sunshade" finds the sun shades', () => {
    expect(top(english, 'car sunshade', englishConfig)).toEqual(['SUDEJFBRVYEUZUDH']);
  });

  it('should read a Spanish price phrase: "zapatillas menos de 90 €"', () => {
    expect(top(spanish, 'zapatillas menos de 90 €', spanishConfig, 5)).toEqual(['es-1']);
  });
});
