import { localDay } from '../schedules/time-zones.ts';
import { DEFAULT_TIME_ZONE } from './time-zone.ts';

/** A range of calendar days, both ends included, as `YYYY-MM-DD`. */
export interface DateRange {
  readonly from: string;
  readonly to: string;
}

/** Length of the default analytics range in days (spec 1 §9, spec 2 §9). */
export const DEFAULT_RANGE_DAYS = 7;

/** Length of the other analytics range in days (spec 1 §2). */
export const LONG_RANGE_DAYS = 30;

const DAY_MS = 86_400_000;

/** `day` moved by `days` calendar days (`YYYY-MM-DD`, no time zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The earliest day a range may start on (spec 1 §9, spec 2 §2): the engine's creation day in the
 * site's time zone, or, when there is none, the first of the last 7 days.
 */
export function earliestDay(
  today: Date,
  engineCreatedAt?: Date | string | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return engineCreatedAt
    ? localDay(new Date(engineCreatedAt), timeZone)
    : addDays(localDay(today, timeZone), 1 - DEFAULT_RANGE_DAYS);
}

/** Pushes the lower bound of `range` up to `earliest` when it is earlier (spec 2 §2). */
export function clampRange(range: DateRange, earliest: string): DateRange {
  const from = range.from < earliest ? earliest : range.from;
  return { from, to: range.to < from ? from : range.to };
}

/** Today and the `days - 1` days before it, in the site's time zone: exactly `days` days. */
function lastDays(
  days: number,
  today: Date,
  engineCreatedAt: Date | string | null | undefined,
  timeZone: string,
): DateRange {
  const to = localDay(today, timeZone);
  return clampRange({ from: addDays(to, 1 - days), to }, earliestDay(today, engineCreatedAt, timeZone));
}

/**
 * The default range, also what reset returns (spec 1 §9, spec 2 §2): the last 7 days of the site's
 * time zone, today included, starting no earlier than the engine creation day.
 *
 * @example defaultDateRange(new Date('2026-03-10T12:00:00Z')) // { from: '2026-03-04', to: '2026-03-10' }
 */
export function defaultDateRange(
  today: Date,
  engineCreatedAt?: Date | string | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): DateRange {
  return lastDays(DEFAULT_RANGE_DAYS, today, engineCreatedAt, timeZone);
}

/** The last 30 days, today included, starting no earlier than the engine creation day (spec 1 §2). */
export function last30DaysRange(
  today: Date,
  engineCreatedAt?: Date | string | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): DateRange {
  return lastDays(LONG_RANGE_DAYS, today, engineCreatedAt, timeZone);
}

/** How many days `range` covers, both ends included. */
export function rangeLength(range: DateRange): number {
  return (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS + 1;
}
