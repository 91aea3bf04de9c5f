import { z } from 'zod';
import { languageSchema } from '../account/account.ts';
import { boundedText, TEXT_MAX_LENGTH } from '../validation/fields.ts';
import { normalizeTerm, refuseDuplicateTerms, termSchema } from './terms.ts';

/** Most banned words a site keeps, and the longest one (a word or a phrase). */
export const BANNED_WORDS = { max: 500, maxLength: 100 } as const;

/** Bounds of the harvest's thresholds: distinct sessions a query needs, and the days it looks back. */
export const SUGGESTION_THRESHOLDS = {
  minSessions: { min: 1, max: 100 },
  lookbackDays: { min: 1, max: 365 },
} as const;

/** A whole number within its bounds, each refusal with the console's message key. */
function threshold({ min, max }: { min: number; max: number }) {
  return z
    .number({ error: 'validation.number' })
    .int({ error: 'validation.integer' })
    .min(min, { error: 'validation.min' })
    .max(max, { error: 'validation.max' });
}

/**
 * How a site's popular searches and query suggestions are learned from its own searches (issue 34):
 * a query needs `minSessions` distinct sessions in the last `lookbackDays` days, and a search with a
 * banned word or phrase is never suggested (compared as whole words, case and accents aside).
 *
 * @example suggestionRulesSchema.parse({ bannedWords: ['cheap'], minSessions: 3, lookbackDays: 14 })
 */
export const suggestionRulesSchema = z.object({
  bannedWords: z
    .array(termSchema(BANNED_WORDS.maxLength, 'validation.bannedWordLength'))
    .max(BANNED_WORDS.max, { error: 'validation.bannedWordsMax' })
    .superRefine(refuseDuplicateTerms),
  minSessions: threshold(SUGGESTION_THRESHOLDS.minSessions),
  lookbackDays: threshold(SUGGESTION_THRESHOLDS.lookbackDays),
});

/** A site's suggestion rules. */
export type SuggestionRules = z.infer<typeof suggestionRulesSchema>;

/** The rules until a merchant changes them: two sessions in thirty days, nothing banned. */
export const defaultSuggestionRules: SuggestionRules = { bannedWords: [], minSessions: 2, lookbackDays: 30 };

/** Folds case, accents and spacing, as banned words and searches are compared. */
function foldSearch(text: string): string {
  return normalizeTerm(text).normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The banned word or phrase a search holds, as whole words ("cheap" bans "cheap shoes", not
 * "cheapest"); undefined when it holds none.
 */
export function bannedWordIn(query: string, bannedWords: readonly string[]): string | undefined {
  const words = ` ${foldSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')} `;
  return bannedWords.find((banned) => {
    const phrase = foldSearch(banned)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .join(' ');
    return phrase !== '' && words.includes(` ${phrase} `);
  });
}

/**
 * Why a build left a search out of the popular searches: every search of it found nothing, fewer
 * sessions than the rules ask typed it, no shopper clicked or added to the cart after it, it is a
 * misspelling (counted under the word the engine corrected it to), or it holds a banned word.
 */
export const POPULAR_SEARCH_DROP_REASONS = [
  'noResults',
  'fewSessions',
  'noEngagement',
  'misspelling',
  'banned',
] as const;

const popularSearchDropReasonSchema = z.enum(POPULAR_SEARCH_DROP_REASONS);

/** Why a build left a search out. */
export type PopularSearchDropReason = z.infer<typeof popularSearchDropReasonSchema>;

/** Most examples a build keeps of what it left out, per reason. */
export const POPULAR_SEARCH_DROPPED_EXAMPLES = 10;

/** What started a build: the schedule, or a member of the site's team. */
const popularSearchBuildTriggerSchema = z.enum(['schedule', 'manual']);

const count = z.number().int().min(0);

/** One build of a site's popular searches in one language: when, how long, what it kept and left out. */
export const popularSearchBuildSchema = z.object({
  language: languageSchema,
  builtAt: z.iso.datetime({ offset: true }),
  durationMs: count,
  trigger: popularSearchBuildTriggerSchema,
  /** The rules it applied (banned words apply again on every read, so a ban is immediate). */
  rules: suggestionRulesSchema,
  /** Searches of the look-back window it read. */
  searchesRead: count,
  /** Popular searches it kept. */
  kept: count,
  /** Next queries it learned, over every query (see `learnedNextQuerySchema`). */
  nextQueries: count,
  /** Distinct searches left out, by reason. */
  dropped: z.record(popularSearchDropReasonSchema, count),
  /** The most searched of those left out, per reason, at most {@link POPULAR_SEARCH_DROPPED_EXAMPLES} each. */
  examples: z
    .array(
      z.object({
        query: boundedText(TEXT_MAX_LENGTH.title),
        reason: popularSearchDropReasonSchema,
        searches: count,
        /** For a misspelling: the word the engine searched instead. */
        correction: boundedText(TEXT_MAX_LENGTH.title).optional(),
      }),
    )
    .max(POPULAR_SEARCH_DROPPED_EXAMPLES * POPULAR_SEARCH_DROP_REASONS.length),
});

/** One build of a site's popular searches. */
export type PopularSearchBuild = z.infer<typeof popularSearchBuildSchema>;

/**
 * One popular search: how often and by how many sessions it was searched in the window, the
 * misspellings folded into it, and whether the storefront shows it (`learned`) or a banned word
 * keeps it out (`banned`, with the word).
 */
export const popularSearchSchema = z.object({
  query: boundedText(TEXT_MAX_LENGTH.title),
  searches: count,
  sessions: count,
  misspellings: z.array(boundedText(TEXT_MAX_LENGTH.title)).max(POPULAR_SEARCH_DROPPED_EXAMPLES),
  state: z.enum(['learned', 'banned']),
  bannedBy: boundedText(BANNED_WORDS.maxLength).optional(),
});

/** One popular search of a build. */
export type PopularSearch = z.infer<typeof popularSearchSchema>;

/** Most popular searches a build keeps per language. */
export const POPULAR_SEARCHES_MAX = 500;

/** Query of the popular searches list: the language, a text found in the query, state, order and page. */
export const popularSearchListQuerySchema = z.object({
  language: languageSchema,
  q: boundedText(TEXT_MAX_LENGTH.title).optional(),
  state: z.enum(['learned', 'banned']).optional(),
  sort: z.enum(['searches', 'sessions', 'query']).default('searches'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(POPULAR_SEARCHES_MAX).default(0),
});

/** A popular searches list query. */
export type PopularSearchListQuery = z.infer<typeof popularSearchListQuerySchema>;

/**
 * A page of a site's popular searches in one language, with the build they come from (null before
 * the first) and when the schedule builds them next.
 */
export const popularSearchPageSchema = z.object({
  build: popularSearchBuildSchema.nullable(),
  nextBuildAt: z.iso.datetime({ offset: true }).nullable(),
  items: z.array(popularSearchSchema).max(100),
  total: count,
});

/** A page of popular searches. */
export type PopularSearchPage = z.infer<typeof popularSearchPageSchema>;

/** Body of a build request: the language whose popular searches to build now. */
export const popularSearchBuildRequestSchema = z.object({ language: languageSchema });
