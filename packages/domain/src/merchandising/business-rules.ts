import { z } from 'zod';
import { languageSchema } from '../account/account.ts';
import { boundedText, EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH } from '../validation/fields.ts';
import {
  BUSINESS_RULE_FIELDS,
  type BusinessRuleField,
  type Platform,
  platformCapabilities,
} from '../platforms/platform-capabilities.ts';
import { RULE_TERM_MAX_LENGTH, termSchema, termsSchema } from './terms.ts';

/** Actions of a business rule (spec 1 §3): HIDE exists in the query-ranking version only. */
export const BUSINESS_RULE_TYPES = ['BOOST', 'BURY', 'HIDE'] as const;

/** One of {@link BUSINESS_RULE_TYPES}. */
export type BusinessRuleType = (typeof BUSINESS_RULE_TYPES)[number];

/**
 * A business rule of the older version (spec 1 §3). An empty `matchingQueries` means all searches;
 * a rule aimed at specific searches has 1 to 30 terms. `values` is the attribute ranking: at least one.
 */
export const businessRuleSchema = z.object({
  id: boundedText(TEXT_MAX_LENGTH.identifier).optional(),
  language: languageSchema,
  field: z.enum(BUSINESS_RULE_FIELDS, { error: 'validation.option' }),
  type: z.enum(['BOOST', 'BURY'], { error: 'validation.option' }),
  values: z.array(termSchema(RULE_TERM_MAX_LENGTH)).min(1, { error: 'validation.attributeRanking' }),
  matchingQueries: termsSchema({ maxLength: RULE_TERM_MAX_LENGTH, min: 0 }),
  updatedTime: z.iso.datetime({ offset: true }).optional(),
  author: boundedText(EMAIL_MAX_LENGTH).optional(),
});

/** A business rule (older version). */
export type BusinessRule = z.infer<typeof businessRuleSchema>;

/** Business rule create / update body. */
export const businessRuleInputSchema = businessRuleSchema.omit({ id: true, updatedTime: true, author: true });

/** A business rule input. */
export type BusinessRuleInput = z.infer<typeof businessRuleInputSchema>;

/** Whether a platform offers `field` in business rules (spec 1 §9). */
export function isBusinessRuleFieldOffered(platform: Platform, field: BusinessRuleField): boolean {
  return platformCapabilities[platform].businessRulesFieldOptions.includes(field);
}

/** Whether the rule applies to every search (spec 1 §3: empty matchingQueries). */
export function appliesToAllSearches(rule: Pick<BusinessRule, 'matchingQueries'>): boolean {
  return rule.matchingQueries.length === 0;
}
