import { describe, expect, it } from 'vitest';
import { createIndex } from '../create-index.ts';
import { inPriceRange, parseAmount, understandQuery } from './price-phrases.ts';

describe('understandQuery', () => {
  it.each([
    ['watch under 500', 'watch ', { max: 500, maxInclusive: false, minInclusive: true }],
    ['ring below rs. 1,000', 'ring ', { max: 1000, maxInclusive: false, minInclusive: true }],
    ['bottle under ₹500', 'bottle ', { max: 500, maxInclusive: false, minInclusive: true }],
    ['necklace less than 500 rupees', 'necklace ', { max: 500, maxInclusive: false, minInclusive: true }],
    ['shoes up to $80', 'shoes ', { max: 80, maxInclusive: true, minInclusive: true }],
    ['watch above 10000', 'watch ', { min: 10000, minInclusive: false, maxInclusive: true }],
    ['bags from 50 eur', 'bags ', { min: 50, minInclusive: true, maxInclusive: true }],
    ['kurta 400 to 600', 'kurta ', { min: 400, minInclusive: true, max: 600, maxInclusive: true }],
    [
      'ring between 5000 and 10000',
      'ring ',
      { min: 5000, minInclusive: true, max: 10000, maxInclusive: true },
    ],
    ['under 500 red watch', 'red watch', { max: 500, maxInclusive: false, minInclusive: true }],
  ])('should read "%s" in English as a price range', (query, text, price) => {
    expect(understandQuery(query, 'en')).toEqual({ text, price });
  });

  it.each([
    ['zapatillas menos de 90 €', 'zapatillas ', { max: 90, maxInclusive: false, minInclusive: true }],
    ['bolso hasta 1.299,50 euros', 'bolso ', { max: 1299.5, maxInclusive: true, minInclusive: true }],
    ['reloj más de 100 dólares', 'reloj ', { min: 100, minInclusive: false, maxInclusive: true }],
    ['mochila desde 30', 'mochila ', { min: 30, minInclusive: true, maxInclusive: true }],
    [
      'camisetas de 20 a 30 euros',
      'camisetas ',
      { min: 20, minInclusive: true, max: 30, maxInclusive: true },
    ],
    ['lámpara entre 50 y 100', 'lampara ', { min: 50, minInclusive: true, max: 100, maxInclusive: true }],
  ])('should read "%s" in Spanish as a price range', (query, text, price) => {
    expect(understandQuery(query, 'es')).toEqual({ text, price });
  });

  it.each([
    ['under 500', 'nothing would be left to search'],
    ['air max 90', 'a model name, not a budget'],
    ['salt n pepper 12-298 boots', 'a model number'],
    ['under armour shirt', 'a brand'],
    ['watch 500', 'no phrase'],
  ])('should leave "%s" as it is: %s', (query) => {
    expect(understandQuery(query, 'en')).toEqual({ text: query });
  });

  it('should read only the phrases of the index language', () => {
    expect(understandQuery('reloj menos de 50', 'en')).toEqual({ text: 'reloj menos de 50' });
  });
});

describe('parseAmount', () => {
  it.each([
    ['500', 500],
    ['10,000', 10000],
    ['10.000', 10000],
    ['9.99', 9.99],
    ['9,99', 9.99],
    ['1.299,50', 1299.5],
    ['1,299.50', 1299.5],
  ])('should read %s as %d', (raw, amount) => {
    expect(parseAmount(raw)).toBe(amount);
  });

  it('should refuse what is not an amount', () => {
    expect(parseAmount('1.2.3')).toBeUndefined();
    expect(parseAmount('500,')).toBeUndefined();
  });
});

describe('inPriceRange', () => {
  it('should honour inclusive and exclusive bounds and leave out products without a price', () => {
    const under = { max: 500, maxInclusive: false, minInclusive: true };
    expect([499, 500, Number.NaN].map((price) => inPriceRange(under, price))).toEqual([true, false, false]);
    const upTo = { max: 500, maxInclusive: true, minInclusive: true };
    expect(inPriceRange(upTo, 500)).toBe(true);
  });
});

describe('price phrases in a search', () => {
  const index = createIndex(
    [
      { id: 'w1', name: 'Analog watch', categories: [['Watches']], price: 450 },
      { id: 'w2', name: 'Digital watch', categories: [['Watches']], price: 1200 },
      { id: 'w3', name: 'Watch box', categories: [['Watch accessories']], price: 300 },
      { id: 'f1', name: 'Lemon air freshener', categories: [['Home fragrance']], price: 150 },
      { id: 'f2', name: 'Lemon grass oil', categories: [['Home fragrance']], price: 250 },
    ],
    { language: 'en' },
  );

  it('should filter by the price phrase and search the other words, counting only what passes', () => {
    const response = index.search({ query: 'watch under 500' });
    expect(response.results.map((hit) => hit.id).sort()).toEqual(['w1', 'w3']);
    expect(response.total).toBe(2);
    expect(response.relaxedTerms).toEqual([]);
  });

  it('should never drop the only word naming a kind of product when relaxing', () => {
    // No product has both words; dropping "watch" would leave more ("lemon": two products).
    const response = index.search({ query: 'watch lemon' });
    expect(response.relaxedTerms).toEqual(['lemon']);
    expect(response.results.map((hit) => hit.id).sort()).toEqual(['w1', 'w2', 'w3']);
  });

  it('should search each part of a low-result query within the price range', () => {
    // Relaxation keeps "lemon"; the analog watch (450) is a partial, the digital one (1200) is not.
    expect(
      index.search({ query: 'analog lemon under 1000' }).partials.map((partial) => partial.query),
    ).toEqual(['analog']);
    expect(index.search({ query: 'digital lemon under 1000' }).partials).toEqual([]);
  });
});
