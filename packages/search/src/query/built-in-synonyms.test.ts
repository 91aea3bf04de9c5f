import { describe, expect, it } from 'vitest';
import { wordListLexicon } from '../analysis/lexicon.ts';
import { createIndex } from '../create-index.ts';
import type { MerchandisingConfig, SearchDocument } from '../types.ts';

const product = (id: string, name: string, path: string[], description?: string): SearchDocument => ({
  id,
  name,
  categories: [path],
  price: 20,
  stock: 5,
  ...(description === undefined ? {} : { description }),
});

// A British shop: it says jumper, trainers, colour and centre, never what an American types.
const shop: SearchDocument[] = [
  product('jumper', 'Cable knit jumper', ['Clothing', 'Knitwear']),
  product('sweater', 'Sweater vest', ['Clothing', 'Knitwear']),
  product('trainers', 'White trainers', ['Shoes', 'Trainers']),
  product('lights', 'Colour changing lights', ['Home', 'Lighting']),
  product('table', 'Centre table', ['Home', 'Tables']),
  product('couch', 'Velvet couch', ['Home', 'Seating']),
  product('pan', 'Cast iron frying pan', ['Kitchen', 'Pans']),
  product('bottle', 'Steel bottle', ['Kitchen', 'Bottles'], 'Keeps water cold in the fridge.'),
  product('doormat', 'Coir door mat', ['Home', 'Mats']),
];
// The words of the language, as the shop's dictionary would answer: no dictionary to load here.
const lexicon = wordListLexicon(
  [
    'jumper',
    'sweater',
    'trainers',
    'colour',
    'color',
    'centre',
    'center',
    'door',
    'fridge',
    'refrigerator',
  ].concat(['couch', 'sofa', 'skillet', 'white', 'velvet', 'lights', 'changing']),
);
const index = createIndex(shop, { language: 'en', lexicon });
/** The products matching every word of the query (partial matches follow them when few do). */
const ids = (query: string, config?: MerchandisingConfig) =>
  index
    .search({ query, rows: 20 }, config)
    .results.filter((hit) => hit.reason !== 'partial')
    .map((hit) => hit.id);

describe('built-in synonyms (issue 30)', () => {
  it('should find the British word for the American one, below what says the word as typed', () => {
    expect(ids('sweater ')).toEqual(['sweater', 'jumper']);
    expect(ids('sneakers ')).toEqual(['trainers']);
    expect(ids('sofa ')).toEqual(['couch']);
  });

  it('should find the other spelling of a word when the language knows it: centre for center, colour for color', () => {
    expect(ids('center table ')).toEqual(['table']);
    expect(ids('color changing lights ')).toEqual(['lights']);
    // "doour" is no word: "door" keeps its own products only.
    expect(ids('door ')).toEqual(['doormat']);
  });

  it('should find a WordNet synonym of a noun the catalogue does not hold', () => {
    expect(ids('skillet ')).toEqual(['pan']);
  });

  it('should never use a synonym the catalogue only holds in descriptions', () => {
    // The bottle's description says fridge: it is no refrigerator.
    expect(index.search({ query: 'refrigerator ' }).total).toBe(0);
  });

  it("should let the site's synonyms win over the built-in ones", () => {
    // The merchant made sweater find sweaters only (a one-way group towards something else).
    const site: MerchandisingConfig = { synonyms: [{ terms: ['cardigan', 'sweater'], oneWay: true }] };
    expect(ids('sweater ', site)).toEqual(['sweater']);
  });

  it('should search no built-in synonym when the site switched them off', () => {
    const off: MerchandisingConfig = { builtInSynonyms: false };
    expect(ids('sweater ', off)).toEqual(['sweater']);
    expect(index.search({ query: 'sneakers ' }, off).total).toBe(0);
    expect(index.search({ query: 'skillet ' }, off).total).toBe(0);
  });

  it('should show every built-in expansion in Explain', () => {
    const { explanation } = index.explain({ query: 'sofa ' });
    expect(explanation.builtInSynonyms).toEqual([{ term: 'sofa', synonyms: ['couch'] }]);
    expect(explanation.hits[0]!.matches).toContainEqual({
      term: 'sofa',
      matched: 'couch',
      field: 'name',
      kind: 'synonym',
      builtIn: true,
    });
    expect(index.explain({ query: 'sofa ' }, { builtInSynonyms: false }).explanation.builtInSynonyms).toEqual(
      [],
    );
  });

  it('should find the Spanish names of a product across countries', () => {
    const spanish = createIndex(
      [
        product('cazadora', 'Cazadora vaquera', ['Ropa', 'Chaquetas']),
        product('remera', 'Remera de algodón', ['Ropa', 'Camisetas']),
      ],
      { language: 'es', lexicon: wordListLexicon(['chamarra', 'playera']) },
    );
    expect(spanish.search({ query: 'chamarra ' }).results.map((hit) => hit.id)).toEqual(['cazadora']);
    expect(spanish.search({ query: 'playera ' }).results.map((hit) => hit.id)).toEqual(['remera']);
  });

  it("should find a Spanish colour among the English colour values a Spanish storefront's products keep", () => {
    const spanish = createIndex(
      [
        {
          ...product('blancas', 'Zapatillas de lona', ['Calzado', 'Zapatillas']),
          attributes: { colour: 'White' },
        },
        {
          ...product('negras', 'Zapatillas de piel', ['Calzado', 'Zapatillas']),
          attributes: { colour: 'Black' },
        },
      ],
      { language: 'es', lexicon: wordListLexicon(['zapatillas', 'blancas', 'blanco']) },
    );
    const answer = spanish.search({ query: 'zapatillas blancas ' });
    expect(answer.results.filter((hit) => hit.reason !== 'partial').map((hit) => hit.id)).toEqual([
      'blancas',
    ]);
    expect(answer.relaxedTerms).toEqual([]);
  });

  it('should keep the word a built-in synonym makes a kind of product when relaxation drops words', () => {
    const throws = createIndex(
      [
        product('throw', 'Wool throw', ['Bedroom', 'Throws']),
        product('joggers', 'Warm joggers', ['Clothing', 'Joggers']),
      ],
      { language: 'en', lexicon: wordListLexicon(['warm', 'blanket', 'throw', 'nights', 'joggers']) },
    );
    // "blanket" reaches throws only through its built-in synonym: the joggers that are warm stay out.
    const answer = throws.search({ query: 'warm blanket ' });
    expect(answer.results.map((hit) => hit.id)).toEqual(['throw']);
    expect(answer.relaxedTerms).toEqual(['warm']);
  });

  it('should find the casual and sports shoes of a shop that sells no shoe named sneakers or trainers', () => {
    const shoes = createIndex(
      [
        {
          ...product('canvas', 'Canvas lace-ups', ['Footwear', 'Casual Shoes']),
          attributes: { colour: 'White' },
        },
        { ...product('runner', 'Mesh runner', ['Footwear', 'Sports Shoes']), attributes: { colour: 'Blue' } },
        product('sandal', 'Leather sandal', ['Footwear', 'Sandals']),
      ],
      { language: 'en', lexicon: wordListLexicon(['sneakers', 'trainers', 'white', 'casual', 'shoes']) },
    );
    const found = (query: string) =>
      shoes
        .search({ query })
        .results.filter((hit) => hit.reason !== 'partial')
        .map((hit) => hit.id);
    expect(found('white sneakers ')).toEqual(['canvas']);
    expect(found('trainers ').sort()).toEqual(['canvas', 'runner']);
    // One way: casual shoes are not all sneakers, so "casual shoes" finds no more than it says.
    expect(found('casual shoes ')).toEqual(['canvas']);
  });

  it('should answer nothing when what relaxation keeps only a description mentions', () => {
    const shop = createIndex(
      [
        product('top', 'Blue cotton top', ['Clothing', 'Tops'], 'Pair it with jeans and sneakers.'),
        product('bulb', 'White LED bulb', ['Home', 'Lighting']),
      ],
      { language: 'en', lexicon: wordListLexicon(['white', 'blue', 'sneakers', 'cotton']) },
    );
    // No product has both words: dropping "white" leaves "sneakers", which only the blue top's
    // description says ("pair it with sneakers"), and that top is no answer.
    expect(shop.search({ query: 'white sneakers ' }).results.map((hit) => hit.id)).toEqual([]);
    expect(shop.search({ query: 'white ' }).results.map((hit) => hit.id)).toEqual(['bulb']);
  });
});
