import { z } from 'zod';
import { queryRankingRuleInputSchema } from '../query-ranking/query-ranking-rule.ts';
import { boundedText, TEXT_MAX_LENGTH } from '../validation/fields.ts';
import { businessRuleInputSchema } from './business-rules.ts';

/** The simulator replays the searches of this many last days. */
export const RULE_SIMULATION_DAYS = 30;

/** The simulator replays at most this many queries, the most searched first. */
export const RULE_SIMULATION_QUERIES = 200;

/** The simulator compares this many first products per query. */
export const RULE_SIMULATION_TOP = 10;

const savedId = boundedText(TEXT_MAX_LENGTH.identifier).optional();

/**
 * A draft rule to try on real searches before saving it, in the search preview's change shape: an
 * older business rule (flag off) or a query ranking rule (flag on) as edited, and `id`, the saved
 * rule it would replace (absent for a new rule): the replay leaves that one out of the draft side.
 */
export const ruleSimulationInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('businessRule'), id: savedId, value: businessRuleInputSchema }),
  z.object({ kind: z.literal('queryRankingRule'), id: savedId, value: queryRankingRuleInputSchema }),
]);

/** A simulation request. */
export type RuleSimulationInput = z.infer<typeof ruleSimulationInputSchema>;

/** A product in a query's first {@link RULE_SIMULATION_TOP}. */
export const simulatedProductSchema = z.object({
  /** The product id. */
  id: z.string(),
  /** The product name. */
  name: z.string(),
  /** Its image, null when it has none. */
  image: z.string().nullable(),
});

/** A product of a simulated answer. */
export type SimulatedProduct = z.infer<typeof simulatedProductSchema>;

/** How one product's place in the first {@link RULE_SIMULATION_TOP} changes with the draft. */
export const topChangeSchema = z.object({
  /** The product id. */
  id: z.string(),
  /** The product name. */
  name: z.string(),
  /** `in`: enters the top; `out`: leaves it; `moved`: stays at another position. */
  change: z.enum(['in', 'out', 'moved']),
  /** 1-based position with the saved rules; null when it was not in the top. */
  before: z.number().int().min(1).nullable(),
  /** 1-based position with the draft; null when it is not in the top. */
  after: z.number().int().min(1).nullable(),
});

/** A change in a top. */
export type TopChange = z.infer<typeof topChangeSchema>;

/** A replayed query whose answer the draft changes. */
export const simulatedQuerySchema = z.object({
  /** The query as shoppers searched it. */
  query: z.string(),
  /** The language of the engine it was searched on. */
  language: z.string(),
  /** How many times it was searched in the window. */
  searches: z.number().int().min(0),
  /** Products found with the saved rules, and with the draft (hide rules change them). */
  totalBefore: z.number().int().min(0),
  totalAfter: z.number().int().min(0),
  /** The first products with the saved rules. */
  before: z.array(simulatedProductSchema),
  /** The first products with the draft. */
  after: z.array(simulatedProductSchema),
  /** Products in, out and moved, by position after the draft, then those out. */
  changes: z.array(topChangeSchema),
});

/** A changed query. */
export type SimulatedQuery = z.infer<typeof simulatedQuerySchema>;

/** What a draft rule would change on the site's most frequent searches. */
export const ruleSimulationSchema = z.object({
  /** First and last day (YYYY-MM-DD, in the site's time zone) of the real searches replayed. */
  from: z.iso.date(),
  to: z.iso.date(),
  /** Queries replayed (the most searched of the window, at most {@link RULE_SIMULATION_QUERIES}). */
  replayed: z.number().int().min(0),
  /** Searches those queries account for. */
  replayedSearches: z.number().int().min(0),
  /** Every search of the site in the window (the traffic the share is of). */
  totalSearches: z.number().int().min(0),
  /** Replayed queries whose answer the draft changes (top products or how many are found). */
  changed: z.number().int().min(0),
  /** Searches those changed queries account for. */
  changedSearches: z.number().int().min(0),
  /** changedSearches / totalSearches, from 0 to 1 (0 without traffic). */
  share: z.number().min(0).max(1),
  /** The changed queries, most searched first. */
  queries: z.array(simulatedQuerySchema),
  /** How long the replay took, in milliseconds. */
  tookMs: z.number().min(0),
});

/** A rule simulation. */
export type RuleSimulation = z.infer<typeof ruleSimulationSchema>;
