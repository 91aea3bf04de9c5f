import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.ts';

describe('ResponseCache', () => {
  it('should return a kept answer for the same key', () => {
    const cache = new ResponseCache(2);
    cache.set('a', '{"a":1}');
    expect(cache.get('a')).toBe('{"a":1}');
    expect(cache.get('b')).toBeUndefined();
  });

  it('should drop the least recently used answer beyond SEARCH_CACHE_ENTRIES', () => {
    const cache = new ResponseCache(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('should keep nothing when SEARCH_CACHE_ENTRIES is 0', () => {
    const cache = new ResponseCache(0);
    cache.set('a', 'A');
    expect(cache.enabled).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('should refuse a negative or fractional capacity', () => {
    expect(() => new ResponseCache(-1)).toThrow(/whole number/);
    expect(() => new ResponseCache(1.5)).toThrow(/whole number/);
  });
});
