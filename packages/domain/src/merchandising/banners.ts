import { z } from 'zod';
import { languageSchema } from '../account/account.ts';
import { localDay, isValidTimeZone } from '../schedules/time-zones.ts';
import { boundedText, TEXT_MAX_LENGTH, urlSchema } from '../validation/fields.ts';
import { RULE_TERM_MAX_LENGTH, termsSchema } from './terms.ts';

/** Banner image limits in px (spec 1 §5, §9): max height 544, recommended 1640x320. */
export const BANNER_IMAGE = { maxHeight: 544, recommendedWidth: 1640, recommendedHeight: 320 } as const;

/** Banner statuses (spec 1 §3). */
export const BANNER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

const ISO_DAY = z.iso.date({ error: 'validation.schedule' });

/**
 * A banner schedule (spec 1 §3): always, or limited to a range of calendar days in a time zone.
 * The banner switches on at 0:00 of `startDate` and off at 0:00 of the day after `endDate`.
 */
export const bannerScheduleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ALWAYS') }),
  z
    .object({
      type: z.literal('LIMITED'),
      startDate: ISO_DAY,
      endDate: ISO_DAY,
      timeZone: boundedText(TEXT_MAX_LENGTH.title).refine(isValidTimeZone, { error: 'validation.timeZone' }),
    })
    .refine((schedule) => schedule.startDate <= schedule.endDate, {
      error: 'validation.schedule',
      path: ['endDate'],
    }),
]);

/** A banner schedule. */
export type BannerSchedule = z.infer<typeof bannerScheduleSchema>;

/**
 * What a banner is on the storefront: a row of the result grid (BANNER) or a tile among the
 * products (PROMOTED). Spec 1 knows banners only; promoted tiles are this platform's extension,
 * carried by the storefront answer's `promoteds` (contracts/empathy-search-api.md).
 */
export const BANNER_KINDS = ['BANNER', 'PROMOTED'] as const;

/** One of {@link BANNER_KINDS}. */
export type BannerKind = (typeof BANNER_KINDS)[number];

/**
 * A banner (spec 1 §3): 1 to 30 matching terms (spec 1 §5), stored as parsed here.
 *
 * `kind` (default BANNER), `title` and `position` (1-based row or tile of the grid, default 1) are
 * this platform's extension for promoted tiles, not in spec 1: the storefront answer carries them.
 */
export const bannerSchema = z.object({
  id: boundedText(TEXT_MAX_LENGTH.identifier).optional(),
  kind: z.enum(BANNER_KINDS).default('BANNER'),
  title: boundedText(TEXT_MAX_LENGTH.title).trim().min(1).optional(),
  position: z.number().int().min(1).max(1000).default(1),
  assetUrl: urlSchema,
  targetUrl: urlSchema.optional(),
  matchingQueries: termsSchema({ maxLength: RULE_TERM_MAX_LENGTH }),
  status: z.enum(BANNER_STATUSES),
  schedule: bannerScheduleSchema,
  language: languageSchema,
  updatedTime: z.iso.datetime({ offset: true }).optional(),
});

/** A banner. */
export type Banner = z.infer<typeof bannerSchema>;

/** Banner create / update body. */
export const bannerInputSchema = bannerSchema.omit({ id: true, updatedTime: true });

/** A banner input. */
export type BannerInput = z.infer<typeof bannerInputSchema>;

/**
 * Checks a loaded banner image (spec 1 §5): null dimensions mean the URL did not show an image.
 *
 * @returns the i18n key of the problem, or null.
 */
export function validateBannerImage(size: { width: number; height: number } | null): string | null {
  if (size === null || size.width <= 0 || size.height <= 0) return 'validation.image';
  if (size.height > BANNER_IMAGE.maxHeight) return 'validation.imageHeight';
  return null;
}

/** Whether an image has the recommended 1640x320 size (spec 1 §5). */
export function isRecommendedBannerSize(size: { width: number; height: number }): boolean {
  return size.width === BANNER_IMAGE.recommendedWidth && size.height === BANNER_IMAGE.recommendedHeight;
}

/**
 * Whether a banner shows at `at` (spec 1 §4): it is active and, when limited, `at` falls on a
 * day from `startDate` to `endDate` in the banner's time zone, so it switches at 0:00 there.
 */
export function isBannerLive(banner: Pick<Banner, 'status' | 'schedule'>, at: Date): boolean {
  if (banner.status !== 'ACTIVE') return false;
  if (banner.schedule.type === 'ALWAYS') return true;
  const today = localDay(at, banner.schedule.timeZone);
  return banner.schedule.startDate <= today && today <= banner.schedule.endDate;
}

/** What a banner is doing now, as the console shows it. */
export const BANNER_STATES = ['inactive', 'scheduled', 'live', 'ended'] as const;

/** One of {@link BANNER_STATES}. */
export type BannerState = (typeof BANNER_STATES)[number];

/**
 * A banner's state at `at`: inactive when switched off; else live inside its days, scheduled
 * before them and ended after them, each day read in the banner's time zone (spec 1 §4).
 */
export function bannerState(banner: Pick<Banner, 'status' | 'schedule'>, at: Date): BannerState {
  if (banner.status !== 'ACTIVE') return 'inactive';
  if (banner.schedule.type === 'ALWAYS') return 'live';
  const today = localDay(at, banner.schedule.timeZone);
  if (today < banner.schedule.startDate) return 'scheduled';
  return today > banner.schedule.endDate ? 'ended' : 'live';
}

/** A banner as the merchandising API answers it: with its state when asked. */
export const bannerWithStateSchema = bannerSchema.extend({ state: z.enum(BANNER_STATES) });

/** A banner with its state. */
export type BannerWithState = z.infer<typeof bannerWithStateSchema>;

/** A page of banners with their states. */
export const bannerPageSchema = z.object({
  banners: z.array(bannerWithStateSchema),
  total: z.number().int().min(0),
});

/** A page of banners, each with its state. */
export type BannerPage = z.infer<typeof bannerPageSchema>;
