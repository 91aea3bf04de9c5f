import { describe, expect, it } from 'vitest';
import { daysOf, emptyTotals, kpisOf, parseRange, previousRange, rate, sumTotals } from './kpis.ts';

const today = new Date('2026-11-22T15:00:00Z');

describe('kpisOf', () => {
  it('should compute the no-results rate, CTR and CR over searches', () => {
    const kpis = kpisOf({
      ...emptyTotals,
      searches: 200,
      searchesWithResults: 150,
      searchesNoResults: 50,
      clicks: 60,
      addToCarts: 20,
      checkouts: 5,
      visits: 80,
    });
    expect(kpis).toMatchObject({ noResultsRate: 0.25, ctr: 0.3, cr: 0.1, visits: 80, checkouts: 5 });
  });

  it('should give null rates, not 0 or NaN, when there were no searches', () => {
    expect(kpisOf({ ...emptyTotals, clicks: 3, visits: 2 })).toMatchObject({
      noResultsRate: null,
      ctr: null,
      cr: null,
      clicks: 3,
    });
    expect(rate(0, 0)).toBeNull();
    expect(rate(0, 4)).toBe(0);
  });
});

describe('sumTotals', () => {
  it('should add every count of the days', () => {
    const day = { ...emptyTotals, searches: 2, clicks: 1, visits: 1 };
    expect(sumTotals([day, day, emptyTotals])).toEqual({ ...emptyTotals, searches: 4, clicks: 2, visits: 2 });
  });
});

describe('previousRange', () => {
  it('should be the same-length period just before: the 7 days before a 7-day range', () => {
    expect(previousRange({ from: '2026-11-16', to: '2026-11-22' })).toEqual({
      from: '2026-11-09',
      to: '2026-11-15',
    });
  });

  it('should cross month and year ends (30 days, one day)', () => {
    expect(previousRange({ from: '2026-01-01', to: '2026-01-30' })).toEqual({
      from: '2025-12-02',
      to: '2025-12-31',
    });
    expect(previousRange({ from: '2024-03-01', to: '2024-03-01' })).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
  });
});

describe('daysOf', () => {
  it('should list every day of the range, both ends included', () => {
    expect(daysOf({ from: '2026-10-30', to: '2026-11-02' })).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });
});

describe('parseRange', () => {
  it('should accept today and a range of exactly 365 days', () => {
    expect(parseRange('2026-11-22', '2026-11-22', today, 'UTC')).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
    });
    expect(parseRange('2025-11-23', '2026-11-22', today, 'UTC')).toEqual({
      from: '2025-11-23',
      to: '2026-11-22',
    });
  });

  it("should end today in the site's time zone, east and west of UTC", () => {
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(parseRange('2026-11-23', '2026-11-23', lateEvening, 'Europe/Madrid')).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
    });
    expect(() => parseRange('2026-11-23', '2026-11-23', lateEvening, 'UTC')).toThrow('in the future');
    const earlyMorning = new Date('2026-11-23T03:00:00Z');
    expect(() => parseRange('2026-11-23', '2026-11-23', earlyMorning, 'America/New_York')).toThrow(
      'in the future',
    );
  });

  it.each([
    ['a day that does not exist', '2026-02-30', '2026-03-01', 'from must be a date'],
    ['another format', '22/11/2026', '2026-11-22', 'from must be a date'],
    ['to before from', '2026-11-10', '2026-11-09', 'to must not be before from'],
    ['a day in the future', '2026-11-20', '2026-11-23', 'to must not be in the future'],
    ['366 days', '2025-11-22', '2026-11-22', 'at most 365 days'],
  ])('should refuse %s with global-400', (_case, from, to, message) => {
    expect(() => parseRange(from, to, today, 'UTC')).toThrow(
      expect.objectContaining({ code: 'global-400', status: 400 }),
    );
    expect(() => parseRange(from, to, today, 'UTC')).toThrow(message);
  });
});
