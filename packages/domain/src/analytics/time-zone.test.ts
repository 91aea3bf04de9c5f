import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, defaultTimeZone, timeZones, timeZoneSchema } from './time-zone.ts';

describe('canonicalTimeZone', () => {
  it('should spell links and new names as the runtime does, and refuse unknown names', () => {
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York');
    expect(timeZones()).toContain(canonicalTimeZone('Europe/Kyiv'));
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(canonicalTimeZone('')).toBeUndefined();
    expect(timeZoneSchema.safeParse('Europe/Madrid').success).toBe(true);
    expect(timeZoneSchema.safeParse('Europe/Madird').success).toBe(false);
  });
});

describe('defaultTimeZone', () => {
  it("should take the shop's own zone first, when Intl knows it", () => {
    expect(defaultTimeZone({ shopZone: 'US/Pacific', country: 'ES', browserZone: 'Europe/Madrid' })).toBe(
      'America/Los_Angeles',
    );
    expect(defaultTimeZone({ shopZone: 'Nowhere/Land', browserZone: 'Europe/Paris' })).toBe('Europe/Paris');
  });

  it("should take the browser's zone when it lies in the shop's country", () => {
    expect(defaultTimeZone({ country: 'ES', browserZone: 'Atlantic/Canary' })).toBe('Atlantic/Canary');
    expect(defaultTimeZone({ browserZone: 'America/Chicago' })).toBe('America/Chicago');
  });

  it("should take the country's zone when the browser is elsewhere", () => {
    expect(defaultTimeZone({ country: 'ES', browserZone: 'America/Mexico_City' })).toBe('Europe/Madrid');
    expect(defaultTimeZone({ country: 'it' })).toBe('Europe/Rome');
  });

  it('should fall back to the browser, then UTC, when the country has several zones or none', () => {
    expect(defaultTimeZone({ country: 'US', browserZone: 'Europe/Paris' })).toBe('Europe/Paris');
    expect(defaultTimeZone({ country: 'US' })).toBe('UTC');
    expect(defaultTimeZone({ country: 'XX', browserZone: 'Nowhere' })).toBe('UTC');
  });
});
