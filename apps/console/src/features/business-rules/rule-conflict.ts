import { ruleConflictSchema, type BusinessRuleField, type RuleConflict } from '@playboard/domain';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';

const conflictBody = z.object({ conflicts: z.array(ruleConflictSchema) });

/** The query ranking rules a 409 on save lists (spec 2 §8: each with its id and queries); empty for another error. */
export function conflictsOf(error: unknown): RuleConflict[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  return conflictBody.safeParse(error.body).data?.conflicts ?? [];
}

/** The older business rule a 409 names: its effect, field and values, and the searches it already has. */
export interface OlderRuleConflict {
  type: 'BOOST' | 'BURY';
  field: BusinessRuleField;
  values: string;
  /** The listed searches the other rule already has; empty when it is the rule for all searches. */
  terms: string[];
}

const namedRule = /\b(BOOST|BURY) (BRAND|CATEGORY|PRODUCT_ID|IS_NEW) rule \S+ \(([^)]*)\)/;

/**
 * The rule a 409 of the business rules API names (spec 1 §8): `A configuration for all searches
 * already exists: BOOST BRAND rule <id> (Levis)` or `"jeans" already used by the BOOST BRAND rule <id> (Levis)`.
 */
export function olderRuleConflict(error: ApiError): OlderRuleConflict | undefined {
  const match = namedRule.exec(error.message);
  if (!match) return undefined;
  const [, type, field, values = ''] = match;
  const terms = [...error.message.slice(0, match.index).matchAll(/"([^"]+)"/g)].map((term) => term[1]!);
  return { type: type as OlderRuleConflict['type'], field: field as BusinessRuleField, values, terms };
}
