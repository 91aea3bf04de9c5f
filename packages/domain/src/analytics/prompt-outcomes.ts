import { z } from 'zod';
import { languageSchema } from '../account/account.ts';

// What became of each related prompt (issue 34, "outcome loop"; docs/related-prompts.md): its
// figures in the related prompts report, and the prompts a merchant should look at again.

/**
 * Fewest times a prompt must have been shown before its CTR says anything: below it, a prompt
 * nobody opened may just not have been seen enough.
 */
export const REVIEW_MIN_IMPRESSIONS = 100;

/**
 * A prompt shown often enough is "rarely picked" when its CTR is below this share of the site's
 * average CTR for prompts (all its prompts' clicks over all their impressions in the same days):
 * a quarter, so a prompt at 1.2% on a site whose prompts average 6% is flagged, one at 3% is not.
 */
export const REVIEW_CTR_SHARE = 0.25;

/** Why a prompt should be looked at: a next query finds nothing now, or shoppers rarely pick it. */
export const RELATED_PROMPT_FLAGS = ['noResults', 'review'] as const;

/** A reason to look at a prompt again. */
export type RelatedPromptFlag = (typeof RELATED_PROMPT_FLAGS)[number];

/** A prompt's counts over some days. */
interface PromptFigures {
  impressions: number;
  clicks: number;
}

/**
 * Whether a prompt's figures make it "rarely picked" next to the site's average CTR for prompts
 * (`null` when no prompt was shown): shown at least {@link REVIEW_MIN_IMPRESSIONS} times, with a
 * CTR below {@link REVIEW_CTR_SHARE} of that average.
 *
 * @example isRarelyPicked({ impressions: 420, clicks: 2 }, 0.06) // true: 0.5% against 6%
 */
export function isRarelyPicked(figures: PromptFigures, siteCtr: number | null): boolean {
  if (siteCtr === null || siteCtr <= 0 || figures.impressions < REVIEW_MIN_IMPRESSIONS) return false;
  return figures.clicks / figures.impressions < siteCtr * REVIEW_CTR_SHARE;
}

const count = z.number().int();
const rate = z.number().min(0).nullable().describe('0..1, null when the denominator is 0');

/**
 * A prompt of the "To review" panel, once per flag: its figures over the last
 * 30 days (for a flag kept before, those since the day it was kept) and,
 * for `noResults`, the next queries that find no products now.
 */
export const relatedPromptReviewSchema = z.object({
  promptId: z.uuid(),
  suggestionText: z.string(),
  flag: z.enum(RELATED_PROMPT_FLAGS),
  impressions: count,
  clicks: count,
  ctr: rate,
  addToCarts: count,
  emptyNextQueries: z.array(z.string()),
});

/** A prompt to review. */
export type RelatedPromptReview = z.infer<typeof relatedPromptReviewSchema>;

/** `GET …/related-prompt-reviews?language=`: the days looked at, the site's average CTR, the prompts. */
export const relatedPromptReviewsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  siteCtr: rate.describe("The CTR of all the site's prompts in the language over the range"),
  reviews: z.array(relatedPromptReviewSchema),
});

/** The prompts to review in one language. */
export type RelatedPromptReviews = z.infer<typeof relatedPromptReviewsSchema>;

/**
 * `POST …/related-prompt-reviews/keeps`: the merchant keeps a prompt as it is despite a flag. The
 * flag stays away until the figures change: for `noResults`, until the next queries that find
 * nothing are others; for `review`, until the days after the keep alone make it rarely picked.
 */
export const relatedPromptKeepSchema = z.object({
  promptId: z.uuid(),
  language: languageSchema,
  flag: z.enum(RELATED_PROMPT_FLAGS),
});

/** A flag kept. */
export type RelatedPromptKeep = z.infer<typeof relatedPromptKeepSchema>;
