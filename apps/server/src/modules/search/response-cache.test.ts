import { describe, expect, it } from 'vitest';
import { ResponseCache, type CachePolicy } from './response-cache.ts';

const shop = (entries = 100, ttlMs = 60_000): CachePolicy => ({ instance: 'shop', ttlMs, entries });
const now = 1_000_000;

describe('ResponseCache', () => {
  it('should return a kept answer for the same key', () => {
    const cache = new ResponseCache(2);
    cache.set('a', '{"a":1}', shop(), now);
    expect(cache.get('a', now)).toBe('{"a":1}');
    expect(cache.get('b', now)).toBeUndefined();
  });

  it('should drop the least recently used answer beyond SEARCH_CACHE_ENTRIES', () => {
    const cache = new ResponseCache(2);
    cache.set('a', 'A', shop(), now);
    cache.set('b', 'B', { ...shop(), instance: 'other' }, now);
    expect(cache.get('a', now)).toBe('A');
    cache.set('c', 'C', shop(), now);
    expect(cache.size).toBe(2);
    expect(cache.get('b', now)).toBeUndefined();
    expect(cache.get('a', now)).toBe('A');
    expect(cache.get('c', now)).toBe('C');
  });

  it("should keep at most an instance's own count of its answers, leaving the others'", () => {
    const cache = new ResponseCache(10);
    cache.set('other', 'O', { ...shop(), instance: 'other' }, now);
    cache.set('a', 'A', shop(2), now);
    cache.set('b', 'B', shop(2), now);
    expect(cache.get('a', now)).toBe('A');
    cache.set('c', 'C', shop(2), now);

    expect(cache.get('b', now)).toBeUndefined();
    expect([cache.get('a', now), cache.get('c', now), cache.get('other', now)]).toEqual(['A', 'C', 'O']);
    expect(cache.size).toBe(3);
  });

  it("should never serve an answer past its instance's time", () => {
    const cache = new ResponseCache(10);
    cache.set('a', 'A', shop(100, 5_000), now);
    expect(cache.get('a', now + 4_999)).toBe('A');
    expect(cache.get('a', now + 5_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('should keep nothing when SEARCH_CACHE_ENTRIES is 0', () => {
    const cache = new ResponseCache(0);
    cache.set('a', 'A', shop(), now);
    expect(cache.enabled).toBe(false);
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('should refuse a negative or fractional capacity', () => {
    expect(() => new ResponseCache(-1)).toThrow(/whole number/);
    expect(() => new ResponseCache(1.5)).toThrow(/whole number/);
  });
});
