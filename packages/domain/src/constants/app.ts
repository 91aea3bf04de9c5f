/** Version of the console client (spec 1 §9, spec 2 §9). */
export const CLIENT_VERSION = '1.281.0';

/** Page size of the roles list (spec 2 §7, §9). */
export const ROLES_PAGE_SIZE = 100;

/**
 * Relative-time thresholds in seconds (spec 2 §9): up to 44 s reads as seconds, 45 to 89 s as a
 * minute; the further steps are not shown and follow the common ones (moment.js defaults).
 */
export const RELATIVE_TIME_THRESHOLDS = {
  secondsMax: 44,
  minuteMax: 89,
  minutesMax: 44 * 60,
  hourMax: 89 * 60,
  hoursMax: 21 * 3600,
  dayMax: 35 * 3600,
  daysMax: 25 * 86400,
  monthMax: 45 * 86400,
  monthsMax: 319 * 86400,
  yearMax: 547 * 86400,
} as const;
