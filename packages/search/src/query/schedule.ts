import type { Schedule } from '../types.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Per zone, the last minute asked for and its local time: every search of a minute asks the same. */
const lastMinute = new Map<string, { minute: number; local: string }>();
const MINUTE_MS = 60_000;

/**
 * `YYYY-MM-DDTHH:mm` of `now` in the zone; throws a RangeError for an unknown zone. Zones are whole
 * minutes off UTC, so the answer holds for the whole UTC minute and is computed once per minute.
 */
function localDateTime(now: number, timeZone: string): string {
  const minute = Math.floor(now / MINUTE_MS);
  const last = lastMinute.get(timeZone);
  if (last?.minute === minute) return last.local;
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(now)) parts[part.type] = part.value;
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
  lastMinute.set(timeZone, { minute, local });
  return local;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Whether the time zone and bounds can be evaluated. */
export function isValidSchedule(schedule: Schedule): boolean {
  const boundOk = (bound: string | undefined): boolean =>
    bound === undefined || DATE.test(bound) || DATE_TIME.test(bound);
  if (!boundOk(schedule.from) || !boundOk(schedule.to)) return false;
  try {
    localDateTime(0, schedule.timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `now` falls inside the schedule, compared as local wall-clock strings in its zone:
 * a date-only `to` runs until 24:00 of that day, so a banner switches at 0:00 local time.
 */
export function isScheduleActive(schedule: Schedule | undefined, now: number): boolean {
  if (schedule === undefined) return true;
  const local = localDateTime(now, schedule.timeZone);
  const from =
    schedule.from === undefined
      ? undefined
      : DATE.test(schedule.from)
        ? `${schedule.from}T00:00`
        : schedule.from;
  const to =
    schedule.to === undefined ? undefined : DATE.test(schedule.to) ? `${schedule.to}T24:00` : schedule.to;
  return (from === undefined || local >= from) && (to === undefined || local < to);
}
