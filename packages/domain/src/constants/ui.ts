/** Alert dock (spec 1 §4): at most 5 alerts, the oldest dropped when full, each dismissed after 5000 ms. */
export const ALERTS = { dockSize: 5, dismissMs: 5000 } as const;

/** How long the copied-to-clipboard flag lasts, in ms (spec 1 §4). */
export const COPIED_FLAG_MS = 1500;

/** Under this viewport width (px) the viewport is forced to it and the small-device dialog opens (spec 1 §1). */
export const SMALL_DEVICE_WIDTH = 1024;

/** Layout breakpoints in px (spec 1 §9): Tailwind's defaults. */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/** Prefix of every key the console keeps in local storage (spec 2 §9). */
export const STORAGE_PREFIX = 'epb-';

/** Local-storage keys, all under {@link STORAGE_PREFIX} (spec 1 §4 selection memory, spec 2 §4). */
export const STORAGE_KEYS = {
  organization: `${STORAGE_PREFIX}organization`,
  site: `${STORAGE_PREFIX}site`,
  engine: `${STORAGE_PREFIX}engine`,
  seenCommunications: `${STORAGE_PREFIX}seen-communications`,
} as const;

/**
 * Real-time notifications socket (spec 1 §4): websocket transport only, reconnection delay from 1 s
 * capped at 5 s, factor 2, jitter 0.5, unlimited attempts, 20 s connection timeout.
 */
export const REALTIME = {
  reconnectionDelayMs: 1000,
  reconnectionDelayMaxMs: 5000,
  factor: 2,
  randomizationFactor: 0.5,
  timeoutMs: 20000,
} as const;
