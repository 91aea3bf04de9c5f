import { describe, expect, it } from 'vitest';
import { isScheduleActive, isValidSchedule } from './schedule.ts';

describe('isScheduleActive', () => {
  const schedule = { from: '2026-12-01', to: '2026-12-24', timeZone: 'America/New_York' };

  it('should start at 0:00 local time on the first day', () => {
    expect(isScheduleActive(schedule, Date.UTC(2026, 11, 1, 4, 59))).toBe(false);
    expect(isScheduleActive(schedule, Date.UTC(2026, 11, 1, 5, 0))).toBe(true);
  });

  it('should include the whole last day and stop at 0:00 after it', () => {
    expect(isScheduleActive(schedule, Date.UTC(2026, 11, 25, 4, 59))).toBe(true);
    expect(isScheduleActive(schedule, Date.UTC(2026, 11, 25, 5, 0))).toBe(false);
  });

  it('should compare date-times to the minute, the end excluded', () => {
    const window = { from: '2026-12-01T09:30', to: '2026-12-01T10:00', timeZone: 'UTC' };
    expect(isScheduleActive(window, Date.UTC(2026, 11, 1, 9, 30))).toBe(true);
    expect(isScheduleActive(window, Date.UTC(2026, 11, 1, 10, 0))).toBe(false);
  });

  it('should be always active without a schedule', () => {
    expect(isScheduleActive(undefined, 0)).toBe(true);
  });
});

describe('isValidSchedule', () => {
  it('should reject unknown zones and malformed bounds', () => {
    expect(isValidSchedule({ timeZone: 'Mars/Olympus' })).toBe(false);
    expect(isValidSchedule({ from: '1/12/2026', timeZone: 'UTC' })).toBe(false);
    expect(isValidSchedule({ from: '2026-12-01', timeZone: 'Europe/Madrid' })).toBe(true);
  });
});
