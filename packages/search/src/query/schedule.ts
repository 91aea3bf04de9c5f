import type { Schedule } from '../types.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DDTHH:mm` of `now` in the zone; throws a RangeError for an unknown zone. */
function localDateTime(now: number, timeZone: string): string {
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
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
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
