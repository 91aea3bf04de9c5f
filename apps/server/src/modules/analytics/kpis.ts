// The KPI formulas, defined once (docs/analytics.md states the same definitions for the console's
// help), and the date-range rules the analytics API applies (spec 1 §2, §9).
import {
  DomainError,
  localDay,
  type AnalyticsTotals as Totals,
  type DateRange,
  type Kpis,
} from '@playboard/domain';

/** Daily sums of the rollups (one day or a whole range), and the figures computed from them. */
export type { AnalyticsTotals as Totals, Kpis } from '@playboard/domain';

/** Longest range the API answers, both ends included. */
export const MAX_RANGE_DAYS = 365;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const emptyTotals: Totals = {
  searches: 0,
  searchesWithResults: 0,
  searchesNoResults: 0,
  clicks: 0,
  partialResultClicks: 0,
  clicksWithoutSearch: 0,
  addToCarts: 0,
  checkouts: 0,
  visits: 0,
};

/** numerator / denominator, or null when nothing was there to divide by (0 searches is no rate). */
export function rate(numerator: number, denominator: number): number | null {
  return denominator > 0 ? numerator / denominator : null;
}

export function kpisOf(totals: Totals): Kpis {
  return {
    ...totals,
    noResultsRate: rate(totals.searchesNoResults, totals.searches),
    ctr: rate(totals.clicks, totals.searches),
    cr: rate(totals.addToCarts, totals.searches),
  };
}

export function sumTotals(days: readonly Totals[]): Totals {
  const sum = { ...emptyTotals };
  for (const day of days) {
    for (const key of Object.keys(sum) as (keyof Totals)[]) sum[key] += day[key];
  }
  return sum;
}

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function dayOf(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** Every day of the range, in order. */
export function daysOf(range: DateRange): string[] {
  const first = dayNumber(range.from);
  return Array.from({ length: dayNumber(range.to) - first + 1 }, (_, index) => dayOf(first + index));
}

/** The period of the same length that ends the day before `range` starts. */
export function previousRange(range: DateRange): DateRange {
  const from = dayNumber(range.from);
  const length = dayNumber(range.to) - from + 1;
  return { from: dayOf(from - length), to: dayOf(from - 1) };
}

function badRange(message: string): DomainError {
  return new DomainError('global-400', message, { status: 400 });
}

function isCalendarDay(day: string): boolean {
  return DAY_PATTERN.test(day) && dayOf(dayNumber(day)) === day;
}

/**
 * A range of days of the site's time zone as the API accepts it: real dates, `to` not before
 * `from`, not after today there and at most 365 days long; anything else is a 400 naming the rule.
 */
export function parseRange(from: string, to: string, now: Date, timeZone: string): DateRange {
  if (!isCalendarDay(from)) throw badRange('from must be a date as YYYY-MM-DD');
  if (!isCalendarDay(to)) throw badRange('to must be a date as YYYY-MM-DD');
  if (to < from) throw badRange('to must not be before from');
  if (to > localDay(now, timeZone)) throw badRange('to must not be in the future');
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_RANGE_DAYS) {
    throw badRange(`a range covers at most ${MAX_RANGE_DAYS} days`);
  }
  return { from, to };
}
