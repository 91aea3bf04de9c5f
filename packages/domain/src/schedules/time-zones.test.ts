import { describe, expect, it } from 'vitest';
import { isValidTimeZone, localDay, nextDay, resolveTimeZone, zonedMidnight } from './time-zones.ts';

describe('resolveTimeZone', () => {
  it('should map ET to New York and keep UTC (spec 2 §9)', () => {
    expect(resolveTimeZone('ET')).toBe('America/New_York');
    expect(resolveTimeZone('UTC')).toBe('UTC');
    expect(resolveTimeZone('Europe/Madrid')).toBe('Europe/Madrid');
  });
});

describe('isValidTimeZone', () => {
  it('should accept aliases and IANA zones and refuse the rest', () => {
    expect(isValidTimeZone('ET')).toBe(true);
    expect(isValidTimeZone('Europe/Madrid')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('zonedMidnight', () => {
  it('should give 0:00 in the chosen zone, summer and winter', () => {
    expect(zonedMidnight('2026-01-15', 'ET').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(zonedMidnight('2026-07-15', 'ET').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(zonedMidnight('2026-07-15', 'UTC').toISOString()).toBe('2026-07-15T00:00:00.000Z');
    expect(zonedMidnight('2026-03-29', 'Europe/Madrid').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('should refuse something that is not a calendar day', () => {
    expect(() => zonedMidnight('15/01/2026', 'UTC')).toThrow(RangeError);
  });
});

describe('localDay', () => {
  it('should give the calendar day in the zone', () => {
    expect(localDay(new Date('2026-01-01T03:00:00Z'), 'ET')).toBe('2025-12-31');
    expect(localDay(new Date('2026-01-01T05:00:00Z'), 'ET')).toBe('2026-01-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
