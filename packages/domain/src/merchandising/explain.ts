import { z } from 'zod';

/**
 * How a query word matched a product's word: `exact` the same word (or its stem), `prefix` the
 * beginning of a longer word (the last word as the shopper types), `typo` a word a letter or two
 * away, `synonym` a word of a synonym group of the query's.
 */
export const MATCH_KINDS = ['exact', 'prefix', 'typo', 'synonym'] as const;

/** What a rule did to a product: raised it, sent it below the others, or held it at a position. */
export const RULE_EFFECTS = ['boost', 'bury', 'pin'] as const;

/** Where a rule is kept: the older business rules (flag off) or query ranking (flag on). */
export const EXPLAINED_RULE_KINDS = ['businessRule', 'queryRanking'] as const;

/** Most products hidden by rules an explanation lists (`hiddenTotal` counts them all). */
export const EXPLAIN_HIDDEN_MAX = 50;

/** A word of the query found in a product. */
export const termMatchSchema = z.object({
  /** The query's word, as parsed (case and accents folded). */
  term: z.string(),
  /** The product's word it matched (the synonym, the corrected or completed word). */
  matched: z.string(),
  /** The searchable field holding it: `name`, `brand`, `categories`, `description`, `identifiers` or an attribute key. */
  field: z.string(),
  /** How it matched. */
  kind: z.enum(MATCH_KINDS),
  /** A `synonym` match through a built-in synonym (British/American words, shop names, WordNet), not the site's. */
  builtIn: z.boolean(),
});

/** A query word and the built-in synonyms searched for it (issue 30): "couch, a synonym of sofa (built-in)". */
export const builtInExpansionSchema = z.object({
  /** The query's word or phrase, folded. */
  term: z.string(),
  /** The synonyms searched for it, each leading to words of the catalogue. */
  synonyms: z.array(z.string()),
});

/** A word matched. */
export type TermMatch = z.infer<typeof termMatchSchema>;

/** The saved rule behind an effect. */
export const explainedRuleSchema = z.object({
  /** The saved rule's id (a query ranking rule's or an older business rule's). */
  ruleId: z.string(),
  /** Which list the rule is saved in. */
  kind: z.enum(EXPLAINED_RULE_KINDS),
  /** What the console calls it: a query ranking rule's title, else its field and values ("BRAND: Acme"). */
  name: z.string(),
  /** The rule's element that acted: field and value ("BRAND: Acme", "PRODUCT_ID: 123"). */
  element: z.string(),
});

/** A rule behind an effect. */
export type ExplainedRule = z.infer<typeof explainedRuleSchema>;

/** A rule that moved a product. */
export const ruleMoveSchema = explainedRuleSchema.extend({
  /** What it did. */
  effect: z.enum(RULE_EFFECTS),
  /** A pin's 1-based position; null for a boost or a bury. */
  position: z.number().int().min(1).nullable(),
  /** A boost's strength (relevance multiplied by 1 + strength); null for a bury or a pin. */
  strength: z.number().nullable(),
});

/** Why one product of the answer is where it is. */
export const explainedProductSchema = z.object({
  /** The product id. */
  id: z.string(),
  /** The product name. */
  name: z.string(),
  /** Its 1-based position in the answer. */
  position: z.number().int().min(1),
  /** Relevance of its text alone (BM25F over the searchable fields and their weights), before rules. */
  textScore: z.number(),
  /** Relevance after boosts, which orders products of the same tier. */
  score: z.number(),
  /**
   * Why it is there besides its text: `identifier` (the query is its id or reference), `pinned`,
   * `featured` (the empty query's featured products), `partial` (matches only some of the words);
   * null for a plain text match.
   */
  reason: z.enum(['identifier', 'pinned', 'featured', 'partial']).nullable(),
  /** The query's words it matched, per field. Empty for a product found by its id, a pin or the empty query. */
  matches: z.array(termMatchSchema),
  /** Every rule that moved it, in the order the engine applied them. */
  rules: z.array(ruleMoveSchema),
  /** Sent below the others by the results visibility settings (not available for order). */
  buriedBySettings: z.boolean(),
});

/** A product explained. */
export type ExplainedProduct = z.infer<typeof explainedProductSchema>;

/** A product the query found that a rule kept out of the answer. */
export const hiddenProductSchema = z.object({
  /** The product id. */
  id: z.string(),
  /** The product name. */
  name: z.string(),
  /** The hide rules that removed it. */
  rules: z.array(explainedRuleSchema),
});

/** Why the storefront answers a query, or shows a browse page, the way it does. */
export const explanationSchema = z.object({
  /** The query as searched; empty for a browse page. */
  query: z.string(),
  /** The browse page explained (a category or brand page), its field as the request named it; null for a search. */
  browse: z.object({ field: z.string(), value: z.string() }).nullable(),
  /** The query the engine searched instead when the shopper's found nothing; null when none. */
  spellchecked: z.string().nullable(),
  /** Words dropped so that something matches (the query found nothing with all of them). */
  relaxedTerms: z.array(z.string()),
  /** The built-in synonyms searched besides the query's words (the storefront searches them too). */
  builtInSynonyms: z.array(builtInExpansionSchema),
  /** The answer's products, in order. */
  products: z.array(explainedProductSchema),
  /** Products the query found that hide rules removed, at most {@link EXPLAIN_HIDDEN_MAX}. */
  hidden: z.array(hiddenProductSchema),
  /** How many products hide rules removed in all. */
  hiddenTotal: z.number().int().min(0),
  /** The redirection that applies, instead of the results page; null when none. */
  redirection: z.object({ id: z.string(), targetUrl: z.string() }).nullable(),
  /** The banners and promoted tiles shown, with their 1-based row positions. */
  banners: z.array(
    z.object({ id: z.string(), title: z.string().nullable(), position: z.number().int().min(1) }),
  ),
});

/** An explanation. */
export type Explanation = z.infer<typeof explanationSchema>;
