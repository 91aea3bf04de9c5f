import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDictionary } from './analysis/lexicon.ts';
import { createIndex } from './create-index.ts';
import { PARTIAL_MATCHES_BELOW } from './query/retrieve.ts';
import { topK } from './query/top-k.ts';
import type { FacetValue, MerchandisingConfig, SearchDocument } from './types.ts';

// The language's dictionaries load once per process (seconds for Spanish): not within one test's time.
beforeAll(() => {
  loadDictionary('en');
}, 30_000);

// Short words: below 5 letters no typo is tolerated, so matching is exact and a brute-force oracle applies.
const WORDS = ['red', 'blue', 'hat', 'cap', 'sock', 'tie', 'bag', 'box'] as const;
const COLOURS = ['red', 'green', 'blue'] as const;
const BRANDS = ['acme', 'zeta'] as const;
// A small category tree; a product may sit in two paths that share an ancestor.
const PATHS = [
  ['Women'],
  ['Women', 'Shoes'],
  ['Women', 'Bags'],
  ['Men', 'Shoes'],
  ['Men', 'Shoes', 'Boots'],
] as const;

const documentArbitrary = fc.record({
  words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 5 }),
  colours: fc.uniqueArray(fc.constantFrom(...COLOURS), { maxLength: 2 }),
  brand: fc.constantFrom(...BRANDS),
  price: fc.integer({ min: 1, max: 100 }),
  categories: fc.uniqueArray(fc.constantFrom(...PATHS), { maxLength: 2 }),
});
const catalogueArbitrary = fc.array(documentArbitrary, { minLength: 1, maxLength: 40 });

type GeneratedDocument = typeof documentArbitrary extends fc.Arbitrary<infer T> ? T : never;

function toDocuments(generated: readonly GeneratedDocument[]): SearchDocument[] {
  return generated.map((document, i) => ({
    id: `d${i}`,
    name: document.words.join(' '),
    brand: document.brand,
    attributes: { colour: document.colours },
    price: document.price,
    categories: document.categories,
  }));
}

// Only names are searched, so the oracle looks at names alone.
const nameOnly: MerchandisingConfig = { fieldWeights: { name: 1 } };

describe('search against a brute-force oracle', () => {
  it('should return the documents containing every query word, then, when they are few, those containing some', () => {
    fc.assert(
      fc.property(
        catalogueArbitrary,
        fc.uniqueArray(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
        (generated, query) => {
          const documents = toDocuments(generated);
          const index = createIndex(documents, { language: 'en' });
          const matched = (document: SearchDocument): number =>
            query.filter((word) => document.name.split(' ').includes(word)).length;
          const expected = documents.filter((document) => matched(document) === query.length);
          const some = documents.filter(
            (document) => matched(document) > 0 && matched(document) < query.length,
          );
          const response = index.search({ query: `${query.join(' ')} `, rows: 100 }, nameOnly);
          const full = response.results.filter((hit) => hit.reason !== 'partial').map((hit) => hit.id);
          const partial = response.results.filter((hit) => hit.reason === 'partial').map((hit) => hit.id);
          const fellBack = response.relaxedTerms.length > 0 || response.spellchecked !== undefined;
          // When nothing contains every word, anything returned must come from a fallback that says so.
          const outcome =
            expected.length > 0
              ? {
                  full: full.sort(),
                  fullFirst: response.results.slice(0, full.length).every((hit) => hit.reason !== 'partial'),
                  partial: partial.sort(),
                  total: response.total,
                  fellBack,
                }
              : { found: response.results.length > 0, fellBack };
          const partialExpected = expected.length < PARTIAL_MATCHES_BELOW ? some : [];
          expect(outcome).toEqual(
            expected.length > 0
              ? {
                  full: expected.map((document) => document.id).sort(),
                  fullFirst: true,
                  partial: partialExpected.map((document) => document.id).sort(),
                  total: expected.length + partialExpected.length,
                  fellBack: false,
                }
              : { found: fellBack, fellBack },
          );
        },
      ),
    );
  });

  it('should rank a document with more occurrences of the only query word no lower', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WORDS), fc.integer({ min: 1, max: 3 }), (word, extra) => {
        const index = createIndex(
          [
            { id: 'once', name: `${word} zzz` },
            { id: 'more', name: `${`${word} `.repeat(1 + extra)}zzz` },
          ],
          { language: 'en' },
        );
        expect(index.search({ query: `${word} ` }, nameOnly).results[0]!.id).toBe('more');
      }),
    );
  });

  it('should score a multi-word query as the sum of its words, whether postings are scanned or looked up', () => {
    fc.assert(
      fc.property(
        catalogueArbitrary,
        fc.uniqueArray(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 3 }),
        (generated, query) => {
          // Filler makes some words frequent, so their postings are looked up rather than scanned.
          const filler = Array.from({ length: 300 }, (_, i) => ({ id: `f${i}`, name: 'red hat sock' }));
          const index = createIndex([...toDocuments(generated), ...filler], { language: 'en' });
          const scores = (text: string): Map<string, number> => {
            const response = index.search({ query: `${text} `, rows: 1000 }, nameOnly);
            fc.pre(response.relaxedTerms.length === 0 && response.spellchecked === undefined);
            // Products matching only some of the words are scored on those words: compared here are full matches.
            return new Map(
              response.results.filter((hit) => hit.reason !== 'partial').map((hit) => [hit.id, hit.score]),
            );
          };
          const whole = scores(query.join(' '));
          fc.pre(whole.size > 0);
          const parts = query.map((word) => scores(word));
          for (const [id, score] of whole) {
            expect(score).toBeCloseTo(
              parts.reduce((sum, part) => sum + part.get(id)!, 0),
              3,
            );
          }
        },
      ),
    );
  });

  it('should count facets and totals like a brute-force disjunctive count', () => {
    const config: MerchandisingConfig = {
      facets: [
        { type: 'value', field: 'colour' },
        { type: 'value', field: 'brand' },
        // The third range overlaps both others: a price may count in two of them.
        { type: 'range', field: 'price', ranges: [{ to: 50 }, { from: 50 }, { from: 25, to: 75 }] },
        { type: 'hierarchical', id: 'cat', field: 'categories' },
      ],
    };
    const filterArbitrary = fc.uniqueArray(
      fc.oneof(
        fc.constantFrom(...COLOURS).map((colour) => `colour:${colour}`),
        fc.constantFrom(...BRANDS).map((brand) => `brand:${brand}`),
        fc.constantFrom('price:*-50', 'price:50-*', 'price:25-75'),
        fc.constantFrom(...PATHS).map((path) => `cat:${path.join('>')}`),
      ),
      { maxLength: 4 },
    );
    const ranges = { '*-50': [-Infinity, 50], '50-*': [50, Infinity], '25-75': [25, 75] } as const;
    fc.assert(
      fc.property(catalogueArbitrary, filterArbitrary, (generated, filters) => {
        const documents = toDocuments(generated);
        const index = createIndex(documents, { language: 'en' });
        // A product is in a category node when one of its paths starts with the node's path.
        const nodesOf = (document: SearchDocument): string[] =>
          (document.categories ?? []).flatMap((path) =>
            path.map((_, depth) => path.slice(0, depth + 1).join('>')),
          );
        const valuesOf = (document: SearchDocument, facet: string): string[] =>
          facet === 'colour'
            ? [...(document.attributes!.colour as string[])]
            : facet === 'brand'
              ? [document.brand!]
              : facet === 'cat'
                ? nodesOf(document)
                : Object.entries(ranges)
                    .filter(([, [from, to]]) => document.price! >= from && document.price! < to)
                    .map(([key]) => key);
        const passes = (document: SearchDocument, except?: string): boolean =>
          ['colour', 'brand', 'price', 'cat'].every((facet) => {
            const selected = filters
              .filter((filter) => filter.startsWith(`${facet}:`))
              .map((filter) => filter.slice(facet.length + 1));
            return (
              facet === except ||
              selected.length === 0 ||
              valuesOf(document, facet).some((value) => selected.includes(value))
            );
          });
        const response = index.search({ query: '', filters, rows: 0 }, config);
        expect(response.total).toBe(documents.filter((document) => passes(document)).length);
        const check = (facet: string, values: readonly FacetValue[]): void => {
          for (const value of values) {
            const key = facet === 'price' ? value.value : value.filter.slice(facet.length + 1);
            const expected = documents.filter(
              (document) =>
                passes(document, facet) &&
                valuesOf(document, facet).some((own) => own.toLowerCase() === key.toLowerCase()),
            ).length;
            expect(value.count).toBe(expected);
            check(facet, value.children ?? []);
          }
        };
        for (const facet of response.facets) check(facet.id, facet.values);
      }),
    );
  });

  it('should answer after upserts and removals as a fresh index of the same documents does', () => {
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('upsert' as const),
        at: fc.integer({ min: 0, max: 9 }),
        document: documentArbitrary,
      }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.integer({ min: 0, max: 9 }) }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), fc.constantFrom(...WORDS), (operations, word) => {
        const index = createIndex([], { language: 'en' });
        const live = new Map<string, SearchDocument>();
        for (const step of operations) {
          const id = `d${step.at}`;
          if (step.kind === 'remove') {
            index.remove(id);
            live.delete(id);
          } else {
            const document = { ...toDocuments([step.document])[0]!, id };
            index.upsert(document);
            live.set(id, document);
          }
        }
        const fresh = createIndex([...live.values()], { language: 'en' });
        const answer = (target: typeof index) => {
          const response = target.search({ query: `${word} `, rows: 100 }, nameOnly);
          return response.results.map((hit) => `${hit.id}:${hit.score.toFixed(4)}`).sort();
        };
        expect(index.size).toBe(live.size);
        expect(answer(index)).toEqual(answer(fresh));
      }),
    );
  });

  it('should page through results without gaps or repeats', () => {
    fc.assert(
      fc.property(catalogueArbitrary, fc.integer({ min: 1, max: 7 }), (generated, rows) => {
        const index = createIndex(toDocuments(generated), { language: 'en' });
        const all = index.search({ query: '', rows: 100 }).results.map((hit) => hit.id);
        const paged: string[] = [];
        for (let start = 0; start < all.length; start += rows) {
          paged.push(...index.search({ query: '', start, rows }).results.map((hit) => hit.id));
        }
        expect(paged).toEqual(all);
      }),
    );
  });
});

describe('topK', () => {
  it('should equal the first k of a full sort', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 200 }),
        fc.integer({ min: 0, max: 30 }),
        (values, k) => {
          const before = (a: number, b: number): boolean =>
            values[a]! < values[b]! || (values[a] === values[b] && a < b);
          const expected = values
            .map((_, i) => i)
            .sort((a, b) => (before(a, b) ? -1 : 1))
            .slice(0, k);
          expect(topK(values.length, k, before)).toEqual(expected);
        },
      ),
    );
  });
});
