import { z } from 'zod';

/** A moment as the APIs carry it: an ISO 8601 string, a Date, or nothing. */
export type Moment = Date | string | null | undefined;

/**
 * An activation window (spec 2 §3 ranking elements, communications). An absent activation means
 * from the beginning, an absent deactivation means for ever.
 */
export interface Schedule {
  readonly activationDate?: Moment;
  readonly deactivationDate?: Moment;
}

/** Wire form of a schedule: ISO strings without milliseconds, or null. */
export const scheduleSchema = z.object({
  activationDate: z.iso.datetime({ offset: true, error: 'validation.schedule' }).nullish(),
  deactivationDate: z.iso.datetime({ offset: true, error: 'validation.schedule' }).nullish(),
});

function toTime(moment: Moment): number | undefined {
  if (moment === null || moment === undefined || moment === '') return undefined;
  const time = (moment instanceof Date ? moment : new Date(moment)).getTime();
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Spec 2 §5: valid when either date is absent, or activation is strictly before deactivation.
 *
 * @example isScheduleValid({ activationDate: '2026-01-02T00:00:00Z', deactivationDate: '2026-01-01T00:00:00Z' }) // false
 */
export function isScheduleValid(schedule: Schedule | null | undefined): boolean {
  const start = toTime(schedule?.activationDate);
  const end = toTime(schedule?.deactivationDate);
  return start === undefined || end === undefined || start < end;
}

/**
 * Whether two schedules share a moment (spec 2 §5). Windows are half-open: a schedule ending
 * exactly when the other starts does not overlap it.
 */
export function schedulesOverlap(a: Schedule | null | undefined, b: Schedule | null | undefined): boolean {
  const aStart = toTime(a?.activationDate) ?? -Infinity;
  const aEnd = toTime(a?.deactivationDate) ?? Infinity;
  const bStart = toTime(b?.activationDate) ?? -Infinity;
  const bEnd = toTime(b?.deactivationDate) ?? Infinity;
  return aStart < bEnd && bStart < aEnd && aStart < aEnd && bStart < bEnd;
}

/** Whether the schedule is in force at `at`. */
export function isScheduleActiveAt(schedule: Schedule | null | undefined, at: Date): boolean {
  const time = at.getTime();
  const start = toTime(schedule?.activationDate) ?? -Infinity;
  const end = toTime(schedule?.deactivationDate) ?? Infinity;
  return start <= time && time < end;
}

/**
 * A date as the APIs want it (spec 2 §5): ISO 8601 in UTC without milliseconds, null when not set.
 *
 * @example serializeDate(new Date('2026-03-01T10:20:30.456Z')) // '2026-03-01T10:20:30Z'
 */
export function serializeDate(moment: Moment): string | null {
  const time = toTime(moment);
  if (time === undefined) return null;
  return new Date(Math.floor(time / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** A schedule with both dates serialised by {@link serializeDate}. */
export function serializeSchedule(schedule: Schedule | null | undefined): {
  activationDate: string | null;
  deactivationDate: string | null;
} {
  return {
    activationDate: serializeDate(schedule?.activationDate),
    deactivationDate: serializeDate(schedule?.deactivationDate),
  };
}
