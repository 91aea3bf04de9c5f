import { z } from 'zod';
import { languageSchema } from '../account/account.ts';
import { boundedText, EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH } from '../validation/fields.ts';
import {
  BUSINESS_RULE_FIELDS,
  type BusinessRuleField,
  type Platform,
  platformCapabilities,
} from '../platforms/platform-capabilities.ts';
import { MERCHANDISING_PAGE_MAX, merchandisingListQuerySchema } from './list-query.ts';
import { refuseDuplicateTerms, RULE_TERM_MAX_LENGTH, termSchema, termsSchema } from './terms.ts';

/**
 * Most values (attribute rankings) in one business rule. Spec 1 shows none; 100 keeps a rule one
 * a merchant can read, and products are picked one by one.
 */
export const BUSINESS_RULE_VALUES_MAX = 100;

/**
 * A business rule of the older version (spec 1 §3). An empty `matchingQueries` means all searches;
 * a rule aimed at specific searches has 1 to 30 distinct terms of at most {@link RULE_TERM_MAX_LENGTH}
 * characters. `values` is the attribute ranking: at least one, each once. IS_NEW has one value,
 * `true` (products created in the last 30 days).
 */
export const businessRuleSchema = z.object({
  id: boundedText(TEXT_MAX_LENGTH.identifier).optional(),
  language: languageSchema,
  field: z.enum(BUSINESS_RULE_FIELDS, { error: 'validation.option' }),
  type: z.enum(['BOOST', 'BURY'], { error: 'validation.option' }),
  values: z
    .array(termSchema(RULE_TERM_MAX_LENGTH))
    .min(1, { error: 'validation.attributeRanking' })
    .max(BUSINESS_RULE_VALUES_MAX, { error: 'validation.max' })
    .superRefine(refuseDuplicateTerms),
  matchingQueries: termsSchema({ maxLength: RULE_TERM_MAX_LENGTH, min: 0, unique: true }),
  updatedTime: z.iso.datetime({ offset: true }).optional(),
  author: boundedText(EMAIL_MAX_LENGTH).optional(),
});

/** A business rule (older version). */
export type BusinessRule = z.infer<typeof businessRuleSchema>;

/** Business rule create / update body. */
export const businessRuleInputSchema = businessRuleSchema.omit({ id: true, updatedTime: true, author: true });

/** A business rule input. */
export type BusinessRuleInput = z.infer<typeof businessRuleInputSchema>;

/**
 * How a rule stores a category (the engine's path, `Women>Shoes>Trainers`): that node of the
 * category tree and what is under it. A value without it is a category name at any level.
 */
export const CATEGORY_PATH_SEPARATOR = '>';

/** How a merchant reads a category path: `Women › Shoes › Trainers`. */
export const CATEGORY_PATH_JOINER = ' › ';

/** A category value as the merchant reads it: its path with {@link CATEGORY_PATH_JOINER}, a name as it is. */
export function categoryPathLabel(value: string): string {
  const segments = value
    .split(CATEGORY_PATH_SEPARATOR)
    .map((segment) => segment.trim())
    .filter(Boolean);
  return segments.length > 0 ? segments.join(CATEGORY_PATH_JOINER) : value;
}

/** Whether a platform offers `field` in business rules (spec 1 §9). */
export function isBusinessRuleFieldOffered(platform: Platform, field: BusinessRuleField): boolean {
  return platformCapabilities[platform].businessRulesFieldOptions.includes(field);
}

/** Whether the rule applies to every search (spec 1 §3: empty matchingQueries). */
export function appliesToAllSearches(rule: Pick<BusinessRule, 'matchingQueries'>): boolean {
  return rule.matchingQueries.length === 0;
}

/**
 * Query of the business rules list: the merchandising list pattern (language, text found in a
 * matching query or a value, order by last change or first matching query, page), narrowed by
 * field and type.
 */
export const businessRuleListQuerySchema = merchandisingListQuerySchema.extend({
  field: z.enum(BUSINESS_RULE_FIELDS).optional(),
  type: z.enum(['BOOST', 'BURY']).optional(),
});

/** A business rules list query. */
export type BusinessRuleListQuery = z.infer<typeof businessRuleListQuerySchema>;

/** A page of business rules. */
export const businessRulePageSchema = z.object({
  businessRules: z.array(businessRuleSchema),
  total: z.number().int().min(0),
});

/** A page of business rules. */
export type BusinessRulePage = z.infer<typeof businessRulePageSchema>;

/**
 * Query of the catalogue values a rule field can take: the field, the language of names and
 * category paths, a text found in the value (or a product's name or id), at most `limit`.
 */
export const businessRuleValuesQuerySchema = z.object({
  field: z.enum(BUSINESS_RULE_FIELDS, { error: 'validation.option' }),
  language: languageSchema,
  q: boundedText(TEXT_MAX_LENGTH.title).optional(),
  limit: z.coerce.number().int().min(1).max(MERCHANDISING_PAGE_MAX).default(20),
});

/** A business rule values query. */
export type BusinessRuleValuesQuery = z.infer<typeof businessRuleValuesQuerySchema>;

/**
 * One value a rule field takes in the catalogue: what the rule stores (`value`: a brand, a
 * category name, a product id, `true` for IS_NEW), what the merchant reads (`label`: the same, or
 * the product's name), how many products carry it, and for a product its first image and whether
 * shoppers can order it now (`available`: in stock, not out of stock or discontinued; null for the
 * other fields), so the editor warns before pinning a product shoppers cannot buy.
 */
export const businessRuleValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  products: z.number().int().min(0),
  image: z.string().nullable(),
  available: z.boolean().nullable(),
});

/** A catalogue value of a rule field. */
export type BusinessRuleValue = z.infer<typeof businessRuleValueSchema>;

/** The catalogue values of a rule field, most products first (products: by name). */
export const businessRuleValuesSchema = z.object({
  field: z.enum(BUSINESS_RULE_FIELDS),
  values: z.array(businessRuleValueSchema),
});

/** The catalogue values of a rule field. */
export type BusinessRuleValues = z.infer<typeof businessRuleValuesSchema>;
