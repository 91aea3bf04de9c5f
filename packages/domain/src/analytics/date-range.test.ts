import { describe, expect, it } from 'vitest';
import { clampRange, defaultDateRange, earliestDay, last30DaysRange, rangeLength } from './date-range.ts';

const today = new Date('2026-03-10T15:00:00Z');

describe('defaultDateRange', () => {
  it('should cover exactly the last 7 days, today included, when the engine is older', () => {
    const range = defaultDateRange(today, '2025-01-01T00:00:00Z');
    expect(range).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(rangeLength(range)).toBe(7);
  });

  it("should end on today of the site's time zone and start on the engine's local creation day", () => {
    // 23:30 UTC on 10 March is 11 March in Madrid and still 10 March in New York.
    const lateEvening = new Date('2026-03-10T23:30:00Z');
    expect(defaultDateRange(lateEvening, '2025-01-01', 'Europe/Madrid')).toEqual({
      from: '2026-03-05',
      to: '2026-03-11',
    });
    expect(defaultDateRange(lateEvening, '2025-01-01', 'America/New_York')).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
    });
    // Created at 01:00 UTC on 8 March: the evening of 7 March in New York.
    expect(earliestDay(lateEvening, '2026-03-08T01:00:00Z', 'America/New_York')).toBe('2026-03-07');
  });

  it('should start no earlier than the engine creation date', () => {
    expect(defaultDateRange(today, '2026-03-08T09:00:00Z')).toEqual({ from: '2026-03-08', to: '2026-03-10' });
  });

  it('should go 7 days back when there is no creation date', () => {
    expect(earliestDay(today)).toBe('2026-03-04');
    expect(defaultDateRange(today, null)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
  });
});

describe('last30DaysRange', () => {
  it('should cover exactly the last 30 days, clamped to the creation date', () => {
    expect(last30DaysRange(today, '2025-01-01')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(rangeLength(last30DaysRange(today, '2025-01-01'))).toBe(30);
    expect(last30DaysRange(today, '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-10' });
  });
});

describe('clampRange', () => {
  it('should push the lower bound up to the earliest day', () => {
    expect(clampRange({ from: '2026-01-01', to: '2026-03-10' }, '2026-02-01')).toEqual({
      from: '2026-02-01',
      to: '2026-03-10',
    });
    expect(clampRange({ from: '2026-02-05', to: '2026-03-10' }, '2026-02-01')).toEqual({
      from: '2026-02-05',
      to: '2026-03-10',
    });
  });
});
