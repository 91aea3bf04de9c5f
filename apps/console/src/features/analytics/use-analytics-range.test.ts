import { describe, expect, it } from 'vitest';
import { rangeFromQuery } from './use-analytics-range.ts';

const today = new Date('2026-11-22T12:00:00.000Z');
const created = '2026-01-10T09:00:00.000Z';

describe('rangeFromQuery', () => {
  it('should keep a range the Analytics API accepts', () => {
    expect(rangeFromQuery('2026-11-01', '2026-11-22', today, created, 'UTC')).toEqual({
      from: '2026-11-01',
      to: '2026-11-22',
    });
  });

  it('should move a start before the engine creation day up to it (spec 1 §9)', () => {
    expect(rangeFromQuery('2025-12-01', '2026-01-20', today, created, 'UTC')).toEqual({
      from: '2026-01-10',
      to: '2026-01-20',
    });
  });

  it('should refuse what the API would answer with 400: missing, not a date, reversed, future, over 365 days', () => {
    const refused = [
      [null, '2026-11-22'],
      ['2026-02-30', '2026-03-02'],
      ['2026-11-10', '2026-11-01'],
      ['2026-11-20', '2026-11-23'],
      ['2025-11-22', '2026-11-22'],
    ] as const;
    for (const [from, to] of refused) {
      expect(rangeFromQuery(from, to, today, '2024-01-01T00:00:00.000Z', 'UTC')).toBeUndefined();
    }
    expect(rangeFromQuery('2025-11-23', '2026-11-22', today, '2024-01-01T00:00:00.000Z', 'UTC')).toEqual({
      from: '2025-11-23',
      to: '2026-11-22',
    });
  });

  it("should end no later than today in the site's time zone", () => {
    // 12:00 UTC on 22 November is the 23rd in Auckland and still the 22nd in Los Angeles.
    expect(rangeFromQuery('2026-11-20', '2026-11-23', today, created, 'Pacific/Auckland')).toEqual({
      from: '2026-11-20',
      to: '2026-11-23',
    });
    expect(rangeFromQuery('2026-11-20', '2026-11-23', today, created, 'America/Los_Angeles')).toBeUndefined();
  });

  it('should refuse a range that ends before the engine existed', () => {
    expect(rangeFromQuery('2025-12-01', '2026-01-05', today, created, 'UTC')).toBeUndefined();
  });
});
