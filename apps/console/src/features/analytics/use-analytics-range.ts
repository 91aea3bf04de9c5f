import {
  defaultDateRange,
  earliestDay,
  last30DaysRange,
  localDay,
  rangeLength,
  type DateRange,
} from '@playboard/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The ranges the selector offers (spec 1 §2, §9); anything else in the URL is `custom`. */
export type RangePreset = 'last7Days' | 'last30Days' | 'custom';

/** Days each preset covers, today included. */
const PRESET_DAYS = { last7Days: 7, last30Days: 30 } as const;

/** The URL query naming a preset, which keeps meaning "the last 30 days" on a later day. */
const PRESET_PARAM = 'range';

/** The longest range the Analytics API accepts, in days. */
const MAX_RANGE_DAYS = 365;
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const STORAGE_PREFIX = 'playboard.analytics.range.';

/** A real calendar day as `YYYY-MM-DD` (2026-02-30 is not one). */
function isDay(value: string | null): value is string {
  if (value === null || !DAY_PATTERN.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * The range a URL asks for when the API would accept it: both days valid, in order, not after
 * today in the site's time zone, at most 365 days; a start before the engine's creation day moves
 * up to it (spec 1 §9).
 */
export function rangeFromQuery(
  from: string | null,
  to: string | null,
  today: Date,
  engineCreatedAt: string,
  timeZone: string,
): DateRange | undefined {
  if (!isDay(from) || !isDay(to) || to < from) return undefined;
  if (to > localDay(today, timeZone)) return undefined;
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_RANGE_DAYS) return undefined;
  const earliest = earliestDay(today, engineCreatedAt, timeZone);
  return to < earliest ? undefined : { from: from < earliest ? earliest : from, to };
}

function sameRange(a: DateRange, b: DateRange): boolean {
  return a.from === b.from && a.to === b.to;
}

export interface AnalyticsRange {
  range: DateRange;
  preset: RangePreset;
  /** True for the default range, the one reset returns to. */
  isDefault: boolean;
  /**
   * The preset's range starts later than its 7 or 30 days would, on the engine's creation day:
   * analytics has no day before it (spec 1 §9).
   */
  startsAtCreation: boolean;
  /** The site's IANA time zone, whose days the range counts. */
  timeZone: string;
  select: (preset: Exclude<RangePreset, 'custom'>) => void;
  reset: () => void;
}

/**
 * The analytics date range, shared by every analytics screen, in days of the site's time zone: the
 * last 30 days are kept in the URL as `?range=last30Days` (so a later day still means the last 30
 * days, and the button stays selected when the engine is younger than 7 days and both presets cover
 * the same days), any other range as `from` and `to`. The choice of the last 30 days is remembered
 * for the session, so the side navigation, whose links carry no query, keeps it too. Defaults to the
 * last 7 days, never before the engine's creation day (spec 1 §9).
 */
export function useAnalyticsRange(
  engineId: string,
  engineCreatedAt: string,
  timeZone: string,
): AnalyticsRange {
  const [searchParams, setSearchParams] = useSearchParams();
  const from = searchParams.get('from');
  const to = searchParams.get('to');
  const named: 'last30Days' | undefined =
    searchParams.get(PRESET_PARAM) === 'last30Days' ? 'last30Days' : undefined;
  const storageKey = `${STORAGE_PREFIX}${engineId}`;

  const { range, preset } = useMemo((): { range: DateRange; preset: RangePreset } => {
    const today = new Date();
    const ranges = {
      last7Days: defaultDateRange(today, engineCreatedAt, timeZone),
      last30Days: last30DaysRange(today, engineCreatedAt, timeZone),
    };
    if (named) return { range: ranges[named], preset: named };
    const asked = rangeFromQuery(from, to, today, engineCreatedAt, timeZone);
    if (!asked || sameRange(asked, ranges.last7Days)) {
      return { range: ranges.last7Days, preset: 'last7Days' };
    }
    const chosen: RangePreset = sameRange(asked, ranges.last30Days) ? 'last30Days' : 'custom';
    return { range: asked, preset: chosen };
  }, [from, to, named, engineCreatedAt, timeZone]);

  const apply = useCallback(
    (next: 'last30Days' | undefined, options?: { replace: boolean }) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        params.delete('from');
        params.delete('to');
        if (next) params.set(PRESET_PARAM, next);
        else params.delete(PRESET_PARAM);
        return params;
      }, options);
    },
    [setSearchParams],
  );

  const hasQuery = from !== null || to !== null || named !== undefined;
  useEffect(() => {
    if (!hasQuery && sessionStorage.getItem(storageKey) === 'last30Days') {
      apply('last30Days', { replace: true });
    }
  }, [hasQuery, storageKey, apply]);

  return {
    range,
    preset,
    isDefault: preset === 'last7Days',
    startsAtCreation:
      preset !== 'custom' &&
      rangeLength(range) < PRESET_DAYS[preset] &&
      range.from === earliestDay(new Date(), engineCreatedAt, timeZone),
    timeZone,
    select: (choice) => {
      if (choice === 'last7Days') sessionStorage.removeItem(storageKey);
      else sessionStorage.setItem(storageKey, choice);
      apply(choice === 'last7Days' ? undefined : choice);
    },
    reset: () => {
      sessionStorage.removeItem(storageKey);
      apply(undefined);
    },
  };
}
