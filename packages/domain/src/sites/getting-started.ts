import { z } from 'zod';

/**
 * The next steps after the setup wizard (issue 18), in the order a new merchant takes them: switch
 * the layer on (spec 1 §4's prompt while it is inactive), open the storefront, make a first search,
 * tune search (synonyms, redirections, rules) and invite the team.
 */
export const GETTING_STARTED_STEPS = ['layer', 'storefront', 'search', 'tuning', 'team'] as const;

/** One of {@link GETTING_STARTED_STEPS}. */
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

/** GET /main/v1/sites/{id}/getting-started: what the setup indexed and which next steps are done. */
export const gettingStartedSchema = z.object({
  /** Products in the synchronised catalogue. */
  products: z.number().int().min(0),
  /** The catalogue's languages (one engine each), the default first. */
  languages: z.array(z.string().max(35)),
  /** The facets shoppers can filter by, in their order. */
  facets: z.array(z.string().max(100)),
  steps: z.array(z.object({ step: z.enum(GETTING_STARTED_STEPS), done: z.boolean() })),
});

/** What the setup indexed and the next steps' states. */
export type GettingStarted = z.infer<typeof gettingStartedSchema>;
