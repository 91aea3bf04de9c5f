/**
 * Relative-time thresholds in seconds (spec 2 §9): up to 44 s reads as seconds, 45 to 89 s as a
 * minute; the further steps are not shown and follow the common ones (moment.js): up to 44
 * minutes, 89 minutes an hour, 21 hours, 35 hours a day, 25 days, 45 days a month, 319 days,
 * 547 days a year.
 */
export const RELATIVE_TIME_THRESHOLDS = {
  seconds: 44,
  minute: 89,
  minutes: 44 * 60,
  hour: 89 * 60,
  hours: 21 * 3600,
  day: 35 * 3600,
  days: 25 * 86400,
  month: 45 * 86400,
  months: 319 * 86400,
  year: 547 * 86400,
} as const;

/** A relative time ready for `Intl.RelativeTimeFormat#format(value, unit)`. */
export interface RelativeTime {
  readonly value: number;
  readonly unit: 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';
}

/**
 * How far `from` lies from `now`, in the unit the thresholds pick; negative in the past.
 *
 * @example relativeTime(new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:01:00Z')) // { value: -1, unit: 'minute' }
 */
export function relativeTime(from: Date, now: Date): RelativeTime {
  const signed = (from.getTime() - now.getTime()) / 1000;
  const seconds = Math.abs(signed);
  const sign = signed < 0 ? -1 : 1;
  const t = RELATIVE_TIME_THRESHOLDS;
  const pick = (value: number, unit: RelativeTime['unit']): RelativeTime => ({
    value: sign * Math.max(1, Math.round(value)),
    unit,
  });
  if (seconds <= t.seconds) return { value: sign * Math.round(seconds), unit: 'second' };
  if (seconds <= t.minute) return pick(1, 'minute');
  if (seconds <= t.minutes) return pick(seconds / 60, 'minute');
  if (seconds <= t.hour) return pick(1, 'hour');
  if (seconds <= t.hours) return pick(seconds / 3600, 'hour');
  if (seconds <= t.day) return pick(1, 'day');
  if (seconds <= t.days) return pick(seconds / 86400, 'day');
  if (seconds <= t.month) return pick(1, 'month');
  if (seconds <= t.months) return pick(seconds / (30 * 86400), 'month');
  if (seconds <= t.year) return pick(1, 'year');
  return pick(seconds / (365 * 86400), 'year');
}
