import { describe, expect, it } from 'vitest';
import { parseFilter } from './filters.ts';

describe('parseFilter', () => {
  it.each([
    ['colour:red', { kind: 'value', facet: 'colour', value: 'red' }],
    ['cat:Women>Shoes', { kind: 'value', facet: 'cat', value: 'Women>Shoes' }],
    ['url:https://x', { kind: 'value', facet: 'url', value: 'https://x' }],
    ['price:10-20', { kind: 'range', facet: 'price', from: 10, to: 20 }],
    ['price:10.5-*', { kind: 'range', facet: 'price', from: 10.5 }],
    ['price:*-50', { kind: 'range', facet: 'price', to: 50 }],
  ])('should parse %s', (filter, expected) => {
    expect(parseFilter(filter)).toEqual(expected);
  });

  it.each(['nocolon', ':red', 'colour:', 'price:20-10'])('should reject %s', (filter) => {
    expect(parseFilter(filter)).toBeUndefined();
  });
});
