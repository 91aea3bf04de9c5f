/** Default time-zone aliases (spec 2 §9): ET is New York, and UTC. */
export const TIME_ZONE_ALIASES = { ET: 'America/New_York', UTC: 'UTC' } as const;

/** The IANA zone behind an alias, or the zone itself. */
export function resolveTimeZone(zone: string): string {
  return Object.hasOwn(TIME_ZONE_ALIASES, zone)
    ? TIME_ZONE_ALIASES[zone as keyof typeof TIME_ZONE_ALIASES]
    : zone;
}

/** Whether `zone` is an alias or an IANA zone the runtime knows. */
export function isValidTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: resolveTimeZone(zone) });
    return true;
  } catch {
    return false;
  }
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function wallClock(time: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: resolveTimeZone(zone),
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(time));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
}

/**
 * The calendar day (`YYYY-MM-DD`) that `at` falls on in `zone`.
 *
 * @example localDay(new Date('2026-01-01T03:00:00Z'), 'ET') // '2025-12-31'
 */
export function localDay(at: Date, zone: string): string {
  return new Date(wallClock(at.getTime(), zone)).toISOString().slice(0, 10);
}

/**
 * The instant of 0:00 on `day` (`YYYY-MM-DD`) in `zone`: when a banner switches (spec 1 §4).
 * On a day whose midnight is skipped by a clock change, the first instant of that day.
 */
export function zonedMidnight(day: string, zone: string): Date {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  const target = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  let guess = target;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const offset = wallClock(guess, zone) - guess;
    guess = target - offset;
  }
  while (localDay(new Date(guess), zone) < day) guess += 60_000;
  return new Date(guess);
}

/** The calendar day after `day`. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
