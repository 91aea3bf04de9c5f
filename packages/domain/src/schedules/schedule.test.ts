import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isScheduleActiveAt,
  isScheduleValid,
  type Schedule,
  schedulesOverlap,
  serializeDate,
  serializeSchedule,
} from './schedule.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();

describe('isScheduleValid', () => {
  it('should accept a schedule with either date absent', () => {
    expect(isScheduleValid({})).toBe(true);
    expect(isScheduleValid({ activationDate: day(5) })).toBe(true);
    expect(isScheduleValid({ deactivationDate: day(5), activationDate: null })).toBe(true);
    expect(isScheduleValid(undefined)).toBe(true);
  });

  it('should need activation strictly before deactivation (spec 2 §5)', () => {
    expect(isScheduleValid({ activationDate: day(1), deactivationDate: day(2) })).toBe(true);
    expect(isScheduleValid({ activationDate: day(2), deactivationDate: day(2) })).toBe(false);
    expect(isScheduleValid({ activationDate: day(3), deactivationDate: day(2) })).toBe(false);
  });
});

describe('schedulesOverlap', () => {
  it('should read an absent start as the beginning and an absent end as for ever', () => {
    expect(schedulesOverlap({}, { activationDate: day(100) })).toBe(true);
    expect(schedulesOverlap({ deactivationDate: day(1) }, { activationDate: day(0) })).toBe(true);
    expect(schedulesOverlap({ deactivationDate: day(1) }, { activationDate: day(1) })).toBe(false);
  });

  it('should agree with a brute-force oracle over whole days', () => {
    const bound = fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined });
    const schedule = fc.record({ start: bound, end: bound });
    fc.assert(
      fc.property(schedule, schedule, (a, b) => {
        const toSchedule = ({ start, end }: { start?: number; end?: number }): Schedule => ({
          activationDate: start === undefined ? undefined : day(start),
          deactivationDate: end === undefined ? undefined : day(end),
        });
        const contains = ({ start, end }: { start?: number; end?: number }, point: number) =>
          (start ?? -1) <= point && point < (end ?? 22);
        const oracle = Array.from({ length: 23 }, (_, index) => index - 1).some(
          (point) => contains(a, point) && contains(b, point),
        );
        expect(schedulesOverlap(toSchedule(a), toSchedule(b))).toBe(oracle);
      }),
    );
  });

  it('should be symmetric', () => {
    const moment = fc.option(fc.date({ noInvalidDate: true }), { nil: undefined });
    const schedule = fc.record({ activationDate: moment, deactivationDate: moment });
    fc.assert(
      fc.property(schedule, schedule, (a, b) => {
        expect(schedulesOverlap(a, b)).toBe(schedulesOverlap(b, a));
      }),
    );
  });
});

describe('isScheduleActiveAt', () => {
  it('should include the activation moment and exclude the deactivation moment', () => {
    const schedule = { activationDate: day(1), deactivationDate: day(2) };
    expect(isScheduleActiveAt(schedule, new Date(day(1)))).toBe(true);
    expect(isScheduleActiveAt(schedule, new Date(day(2)))).toBe(false);
  });
});

describe('serializeDate', () => {
  it('should drop milliseconds and give null when unset (spec 2 §5)', () => {
    expect(serializeDate(new Date('2026-03-01T10:20:30.456Z'))).toBe('2026-03-01T10:20:30Z');
    expect(serializeDate('2026-03-01T11:20:30.999+01:00')).toBe('2026-03-01T10:20:30Z');
    expect(serializeDate(undefined)).toBeNull();
    expect(serializeDate('')).toBeNull();
    expect(serializeDate('not a date')).toBeNull();
    expect(serializeSchedule({ activationDate: day(0) })).toEqual({
      activationDate: '2026-01-01T00:00:00Z',
      deactivationDate: null,
    });
  });
});
