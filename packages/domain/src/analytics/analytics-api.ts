import { z } from 'zod';
import { RELATED_PROMPT_FLAGS } from './prompt-outcomes.ts';

// The answers of the Analytics API (`/analytics/v1/engines/{engineId}/...`, docs/analytics.md):
// the server validates what it sends with these, the console reads the same shapes.

const count = z.number().int();
const rate = z.number().min(0).nullable().describe('0..1, null when the denominator is 0');
const day = z.string().describe("A day of the site's time zone as YYYY-MM-DD");

/** Daily sums of the rollups (one day or a whole range). */
export const analyticsTotalsSchema = z.object({
  searches: count,
  searchesWithResults: count,
  searchesNoResults: count,
  /** Clicks with a search of the same session behind them. */
  clicks: count,
  /** Of `clicks`, those on the partial results of a search. */
  partialResultClicks: count,
  /** Clicks with no search behind them (featured products of the empty layer, an untracked search). */
  clicksWithoutSearch: count,
  addToCarts: count,
  checkouts: count,
  /** Sessions that searched or clicked in the layer, once a day. */
  visits: count,
});

/** Sums of a period. */
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

/** The figures of a period: its sums and the rates (no-results rate, CTR, CR) computed from them. */
export const kpisSchema = analyticsTotalsSchema.extend({ noResultsRate: rate, ctr: rate, cr: rate });

/** The figures of a period. */
export type Kpis = z.infer<typeof kpisSchema>;

/** The sums of one day of a period. */
export const kpiDaySchema = analyticsTotalsSchema.extend({ day });

/** One day of a period. */
export type KpiDay = z.infer<typeof kpiDaySchema>;

const rangeSchema = z.object({ from: day, to: day });

/** `GET .../kpis`: a period, the same-length period before it, and its days. */
export const kpiReportSchema = z.object({
  range: rangeSchema,
  previousRange: rangeSchema,
  current: kpisSchema,
  previous: kpisSchema,
  series: z.array(kpiDaySchema),
});

/** The KPIs of a period. */
export type KpiReport = z.infer<typeof kpiReportSchema>;

/** One row of `GET .../queries` (searches with results, without, or all). */
export const queryReportRowSchema = z.object({
  query: z.string(),
  searches: count,
  clicks: count,
  ctr: rate,
  addToCarts: count,
  checkouts: count,
});

/** A query of the searches reports. */
export type QueryReportRow = z.infer<typeof queryReportRowSchema>;

/**
 * One row of `GET .../queries?results=corrected`: a query the engine corrected and that then found
 * products, as typed and as searched instead.
 */
export const correctedQueryReportRowSchema = z.object({
  query: z.string().describe('As the shopper typed it, normalised (trimmed, lower case)'),
  correction: z.string().describe('What the engine searched instead, the most frequent in the range'),
  searches: count.describe('Searches of the query the engine corrected and that found products'),
});

/** A query of the "corrected and found" report. */
export type CorrectedQueryReportRow = z.infer<typeof correctedQueryReportRowSchema>;

/** One row of `GET .../products`. */
export const productReportRowSchema = z.object({
  productId: z.string(),
  name: z.string().nullable().describe('In the engine language; null when not in the catalogue'),
  clicks: count,
  addToCarts: count,
  checkouts: count,
});

/** A product of the products report. */
export type ProductReportRow = z.infer<typeof productReportRowSchema>;

/** One row of `GET .../related-prompts`. */
export const relatedPromptReportRowSchema = z.object({
  prompt: z.string().describe('Its text; its id once the prompt was deleted'),
  promptId: z.uuid().nullable().describe('The prompt while it exists; null once deleted'),
  impressions: count,
  clicks: count,
  ctr: rate,
  /** Products added to the cart from the results of one of its next queries. */
  addToCarts: count,
  addToCartRate: rate.describe('addToCarts / impressions'),
  /**
   * Read now: `noResults` when one of its next queries finds no products in the engine, else
   * `review` when it is rarely picked in the range (`isRarelyPicked`), else null.
   */
  state: z.enum(RELATED_PROMPT_FLAGS).nullable(),
});

/** A related prompt of the related-prompts report. */
export type RelatedPromptReportRow = z.infer<typeof relatedPromptReportRowSchema>;

/** A page of a report: the rows asked for and how many match in all. */
export function reportPageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({ total: count, rows: z.array(row) });
}

/** A page of a report. */
export interface ReportPage<Row> {
  total: number;
  rows: Row[];
}

/** `GET .../engine`: what the date range and the traffic label depend on. */
export const analyticsEngineSchema = z.object({
  engineId: z.uuid(),
  /** The first day a range may start on (spec 1 §9), as an instant: its day is that of `timeZone`. */
  createdAt: z.string(),
  /** The site's IANA time zone: analytics days and ranges are its days. */
  timeZone: z.string(),
  /** The demo organisation's traffic is simulated, not shoppers'. */
  simulatedTraffic: z.boolean(),
});

/** An engine as analytics sees it. */
export type AnalyticsEngine = z.infer<typeof analyticsEngineSchema>;
