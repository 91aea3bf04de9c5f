import { defaultDateRange, earliestDay, last30DaysRange, type DateRange } from '@playboard/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The ranges the selector offers (spec 1 §2, §9); anything else in the URL is `custom`. */
export type RangePreset = 'last7Days' | 'last30Days' | 'custom';

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
 * today, at most 365 days; a start before the engine's creation day moves up to it (spec 1 §9).
 */
export function rangeFromQuery(
  from: string | null,
  to: string | null,
  today: Date,
  engineCreatedAt: string,
): DateRange | undefined {
  if (!isDay(from) || !isDay(to) || to < from) return undefined;
  if (to > today.toISOString().slice(0, 10)) return undefined;
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_RANGE_DAYS) return undefined;
  const earliest = earliestDay(today, engineCreatedAt);
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
  select: (preset: Exclude<RangePreset, 'custom'>) => void;
  reset: () => void;
}

/**
 * The analytics date range, shared by every analytics screen: kept in the URL query (`from`, `to`)
 * and the choice of the last 30 days is remembered for the session, so the side navigation, whose
 * links carry no query, keeps it too (and on a later day it still means the last 30 days).
 * Defaults to the last 7 days, never before the engine's creation day (spec 1 §9).
 */
export function useAnalyticsRange(engineId: string, engineCreatedAt: string): AnalyticsRange {
  const [searchParams, setSearchParams] = useSearchParams();
  const from = searchParams.get('from');
  const to = searchParams.get('to');
  const storageKey = `${STORAGE_PREFIX}${engineId}`;

  const { range, presets } = useMemo(() => {
    const today = new Date();
    const ranges = {
      last7Days: defaultDateRange(today, engineCreatedAt),
      last30Days: last30DaysRange(today, engineCreatedAt),
    };
    return { range: rangeFromQuery(from, to, today, engineCreatedAt) ?? ranges.last7Days, presets: ranges };
  }, [from, to, engineCreatedAt]);

  const apply = useCallback(
    (next: DateRange | undefined, options?: { replace: boolean }) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next) {
          params.set('from', next.from);
          params.set('to', next.to);
        } else {
          params.delete('from');
          params.delete('to');
        }
        return params;
      }, options);
    },
    [setSearchParams],
  );

  const hasQuery = from !== null || to !== null;
  useEffect(() => {
    if (!hasQuery && sessionStorage.getItem(storageKey) === 'last30Days') {
      apply(presets.last30Days, { replace: true });
    }
  }, [hasQuery, storageKey, apply, presets.last30Days]);

  const isDefault = sameRange(range, presets.last7Days);
  const preset: RangePreset = isDefault
    ? 'last7Days'
    : sameRange(range, presets.last30Days)
      ? 'last30Days'
      : 'custom';

  return {
    range,
    preset,
    isDefault,
    select: (choice) => {
      if (choice === 'last7Days') sessionStorage.removeItem(storageKey);
      else sessionStorage.setItem(storageKey, choice);
      apply(choice === 'last7Days' ? undefined : presets[choice]);
    },
    reset: () => {
      sessionStorage.removeItem(storageKey);
      apply(undefined);
    },
  };
}
