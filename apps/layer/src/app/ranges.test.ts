import { describe, expect, it } from 'vitest';
import { messagesFor } from './messages.ts';
import { boundFormatter, labelRanges, rangeLabel } from './ranges.ts';
import type { Facet } from './search-api.ts';

const en = messagesFor('en');
const es = messagesFor('es');
// Intl puts narrow no-break spaces in some locales: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('rangeLabel', () => {
  const euros = boundFormatter('en', 'EUR', 'price');

  it('should read price buckets as shoppers do, in the shop currency', () => {
    expect(rangeLabel('*-200', euros, en)).toBe('Under €200');
    expect(rangeLabel('200-400', euros, en)).toBe('€200 – €400');
    expect(rangeLabel('400-*', euros, en)).toBe('€400 and over');
    expect(rangeLabel('9.5-19.99', euros, en)).toBe('€9.50 – €19.99');
  });

  it("should speak the layer's language", () => {
    const format = boundFormatter('es', 'EUR', 'price');
    expect(plain(rangeLabel('*-200', format, es))).toBe('Menos de 200 €');
    expect(plain(rangeLabel('200-400', format, es))).toBe('200 € – 400 €');
    expect(plain(rangeLabel('1000-*', format, es))).toBe('1000 € o más');
  });

  it('should use the currency of the shop and plain numbers for other ranges', () => {
    expect(rangeLabel('*-50', boundFormatter('en', 'GBP', 'price'), en)).toBe('Under £50');
    expect(rangeLabel('*-50', boundFormatter('en', null, 'price'), en)).toBe('Under 50');
    expect(rangeLabel('1000-2000', boundFormatter('en', 'EUR', 'weight'), en)).toBe('1,000 – 2,000');
  });

  it('should leave a value that is not a bucket as it came', () => {
    expect(rangeLabel('cheap', euros, en)).toBe('cheap');
    expect(rangeLabel('*-*', euros, en)).toBe('*-*');
  });
});

describe('labelRanges', () => {
  it('should label range values only and keep every filter', () => {
    const facets: Facet[] = [
      {
        facet: 'price',
        label: 'Price',
        type: 'range',
        values: [{ id: '*-200', value: '*-200', count: 3, filter: 'price:*-200', selected: false }],
      },
      {
        facet: 'brand',
        label: 'Brand',
        type: 'value',
        values: [{ id: 'acme', value: '400-*', count: 1, filter: 'brand:400-*', selected: false }],
      },
    ];
    const [price, brand] = labelRanges(facets, 'en', 'USD', en);
    expect(price?.values[0]).toMatchObject({ value: 'Under $200', filter: 'price:*-200' });
    expect(brand).toBe(facets[1]);
  });
});
