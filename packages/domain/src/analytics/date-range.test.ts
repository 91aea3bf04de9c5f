import { describe, expect, it } from 'vitest';
import { clampRange, defaultDateRange, earliestDay, last30DaysRange } from './date-range.ts';

const today = new Date('2026-03-10T15:00:00Z');

describe('defaultDateRange', () => {
  it('should cover the last 7 days when the engine is older', () => {
    expect(defaultDateRange(today, '2025-01-01T00:00:00Z')).toEqual({ from: '2026-03-03', to: '2026-03-10' });
  });

  it('should start no earlier than the engine creation date', () => {
    expect(defaultDateRange(today, '2026-03-08T09:00:00Z')).toEqual({ from: '2026-03-08', to: '2026-03-10' });
  });

  it('should go 7 days back when there is no creation date', () => {
    expect(earliestDay(today)).toBe('2026-03-03');
    expect(defaultDateRange(today, null)).toEqual({ from: '2026-03-03', to: '2026-03-10' });
  });
});

describe('last30DaysRange', () => {
  it('should cover the last 30 days, clamped to the creation date', () => {
    expect(last30DaysRange(today, '2025-01-01')).toEqual({ from: '2026-02-08', to: '2026-03-10' });
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
