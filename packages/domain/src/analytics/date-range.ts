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

function toDay(moment: Date | string): string {
  return (typeof moment === 'string' ? new Date(moment) : moment).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The earliest day a range may start on (spec 1 §9, spec 2 §2): the engine's creation day, or,
 * when there is none, 7 days back.
 */
export function earliestDay(today: Date, engineCreatedAt?: Date | string | null): string {
  return engineCreatedAt ? toDay(engineCreatedAt) : addDays(toDay(today), -DEFAULT_RANGE_DAYS);
}

/** Pushes the lower bound of `range` up to `earliest` when it is earlier (spec 2 §2). */
export function clampRange(range: DateRange, earliest: string): DateRange {
  const from = range.from < earliest ? earliest : range.from;
  return { from, to: range.to < from ? from : range.to };
}

function lastDays(days: number, today: Date, engineCreatedAt?: Date | string | null): DateRange {
  const to = toDay(today);
  return clampRange({ from: addDays(to, -days), to }, earliestDay(today, engineCreatedAt));
}

/**
 * The default range, also what reset returns (spec 1 §9, spec 2 §2): the last 7 days up to today,
 * starting no earlier than the engine creation day.
 *
 * @example defaultDateRange(new Date('2026-03-10T12:00:00Z')) // { from: '2026-03-03', to: '2026-03-10' }
 */
export function defaultDateRange(today: Date, engineCreatedAt?: Date | string | null): DateRange {
  return lastDays(DEFAULT_RANGE_DAYS, today, engineCreatedAt);
}

/** The last 30 days up to today, starting no earlier than the engine creation day (spec 1 §2). */
export function last30DaysRange(today: Date, engineCreatedAt?: Date | string | null): DateRange {
  return lastDays(LONG_RANGE_DAYS, today, engineCreatedAt);
}
