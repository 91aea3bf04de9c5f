/**
 * Feature flags of spec 1 §6, default all off, refreshed every {@link FLAGS_REFRESH_SECONDS} seconds
 * with the current engine uuid in the context.
 */
export const FEATURE_FLAGS = [
  'PLAY_USAGE',
  'PLAY_QUERY_RANKING',
  'PLAY_SETUP_PAYMENT_DETAILS',
  'PLAY_FACET_MANAGEMENT',
  'PLAY_CUSTOMIZATION_VARIANT_SELECTOR',
] as const;

/** One of {@link FEATURE_FLAGS}. */
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Seconds between two fetches of the flags (spec 1 §6). */
export const FLAGS_REFRESH_SECONDS = 60;

/** Seconds between two posts of flag metrics (spec 1 §6). */
export const FLAGS_METRICS_SECONDS = 60;
