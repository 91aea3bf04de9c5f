import {
  businessRuleInputSchema,
  DomainError,
  isBusinessRuleFieldOffered,
  legacyRuleOfBusinessRule,
  normalizeTerm,
  type BusinessRule,
  type BusinessRuleInput,
  type BusinessRuleListQuery,
  type BusinessRuleValues,
  type BusinessRuleValuesQuery,
  type QueryRankingRuleDocument,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import type { Store } from '../../plugins/changes.ts';
import { writeConfig, type Actor, type VersionedKind } from '../history/index.ts';
import { createBusinessRuleValuesRepo } from './business-rule-values.repo.ts';
import { createBusinessRulesRepo } from './business-rules.repo.ts';
import { itemKind, notFound, parseInput } from './config-write.ts';
import { lockList } from './list-query.ts';
import { createRuleFromBody, type RuleWriter } from './query-ranking-rules.service.ts';
import { platformOf } from './site-platform.ts';

/** The one value of an IS_NEW rule: products created in the last 30 days. */
export const IS_NEW_VALUE = 'true';

const items = itemKind('businessRule', createBusinessRulesRepo, businessRuleInputSchema);

function badRequest(message: string): DomainError {
  return new DomainError('global-400', message, { status: 400 });
}

/**
 * Spec 1 §9: the field is one the site's platform offers; an IS_NEW rule ranks the new products,
 * so its one value is `true`.
 */
async function assertFieldOffered(tx: Database, siteId: string, value: BusinessRuleInput): Promise<void> {
  const platform = await platformOf(tx, siteId);
  if (!isBusinessRuleFieldOffered(platform, value.field)) {
    throw badRequest(`field: ${value.field} is not a business rule field of ${platform} sites`);
  }
  if (value.field === 'IS_NEW' && (value.values.length !== 1 || value.values[0] !== IS_NEW_VALUE)) {
    throw badRequest(`values: an IS_NEW rule has the one value "${IS_NEW_VALUE}" (the new products)`);
  }
}

/**
 * Spec 1 §8: one rule of a language, field and type per search. Another for every search when this
 * one is for every search, or another listing one of its terms, answers 409 naming that rule.
 * Writes of the site's rules wait for each other here, so a double submit cannot pass twice.
 */
async function assertNoClash(tx: Database, siteId: string, value: BusinessRuleInput, except?: string) {
  await lockList(tx, 'businessRules', siteId);
  const other = await createBusinessRulesRepo(tx, { siteId }).clashing(value, except);
  if (!other) return;
  const rule = `${other.type} ${other.field} rule ${other.id} (${other.values.join(', ')})`;
  if (value.matchingQueries.length === 0) {
    throw new DomainError('global-409', `A configuration for all searches already exists: ${rule}`, {
      status: 409,
    });
  }
  const taken = new Set(other.matchingQueries.map(normalizeTerm));
  const terms = value.matchingQueries.filter((term) => taken.has(normalizeTerm(term)));
  throw new DomainError(
    'global-409',
    `${terms.map((term) => `"${term}"`).join(', ')} already used by the ${rule}`,
    { status: 409 },
  );
}

/** A rule brought back by a revert keeps the rules: its searches must still be free. */
export const businessRuleKind: VersionedKind = {
  ...items,
  async restore(tx, siteId, id, value) {
    if (value !== undefined) await assertNoClash(tx, siteId, businessRuleInputSchema.parse(value), id);
    await items.restore(tx, siteId, id, value);
  },
};

export async function listBusinessRules(db: Database, siteId: string): Promise<BusinessRule[]> {
  return createBusinessRulesRepo(db, { siteId }).list();
}

/** A page of the site's rules, by language, field, type and text, newest change first by default. */
export async function pageBusinessRules(
  db: Database,
  siteId: string,
  query: BusinessRuleListQuery,
): Promise<{ businessRules: BusinessRule[]; total: number }> {
  const { items: found, total } = await createBusinessRulesRepo(db, { siteId }).page(query);
  return { businessRules: found, total };
}

export async function getBusinessRule(db: Database, siteId: string, id: string): Promise<BusinessRule> {
  const rule = await createBusinessRulesRepo(db, { siteId }).find(id);
  if (!rule) throw notFound('Business rule', id);
  return rule;
}

export async function createBusinessRule(
  store: Store,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<BusinessRule> {
  const value = parseInput(businessRuleInputSchema, input);
  return writeConfig(
    store,
    { siteId, kind: businessRuleKind, entityId: (item: BusinessRule) => item.id!, actor },
    async (tx) => {
      await assertFieldOffered(tx, siteId, value);
      await assertNoClash(tx, siteId, value);
      return createBusinessRulesRepo(tx, { siteId }).insert(value);
    },
  );
}

export async function updateBusinessRule(
  store: Store,
  siteId: string,
  id: string,
  input: unknown,
  actor: Actor | null,
): Promise<BusinessRule> {
  const value = parseInput(businessRuleInputSchema, input);
  return writeConfig(store, { siteId, kind: businessRuleKind, entityId: id, actor }, async (tx) => {
    const repo = createBusinessRulesRepo(tx, { siteId });
    if (!(await repo.find(id))) throw notFound('Business rule', id);
    await assertFieldOffered(tx, siteId, value);
    await assertNoClash(tx, siteId, value, id);
    const rule = await repo.update(id, value);
    if (!rule) throw notFound('Business rule', id);
    return rule;
  });
}

export async function deleteBusinessRule(
  store: Store,
  siteId: string,
  id: string,
  actor: Actor | null,
): Promise<void> {
  await writeConfig(store, { siteId, kind: businessRuleKind, entityId: id, actor }, async (tx) => {
    if (!(await createBusinessRulesRepo(tx, { siteId }).remove(id))) throw notFound('Business rule', id);
  });
}

/**
 * Makes an older rule a query ranking rule in one step (issue 32): the rule, read in the legacy
 * format of spec 2 §3, is created through the Query ranking API's own checks (a conflict with a
 * saved rule answers 409 naming it, and the older rule stays), then the older rule is deleted; each
 * write is a revision. A rule converted already is gone: 404, and nothing is created twice.
 */
export async function convertBusinessRule(
  store: Store,
  siteId: string,
  id: string,
  writer: RuleWriter,
): Promise<QueryRankingRuleDocument> {
  const rule = await getBusinessRule(store.db, siteId, id);
  const created = await createRuleFromBody(store, siteId, legacyRuleOfBusinessRule(rule), writer);
  await deleteBusinessRule(store, siteId, id, writer.actor);
  return created;
}

/**
 * The catalogue values a rule field takes (spec 1 §3: values picked from the catalogue): brands and
 * category names with their product counts, products with their name in the language and their
 * first image, and for IS_NEW the one value `true` with the count of new products. A field the
 * site's platform does not offer answers 400 (spec 1 §9).
 */
export async function businessRuleValues(
  db: Database,
  siteId: string,
  query: BusinessRuleValuesQuery,
): Promise<BusinessRuleValues> {
  const platform = await platformOf(db, siteId);
  if (!isBusinessRuleFieldOffered(platform, query.field)) {
    throw badRequest(`field: ${query.field} is not a business rule field of ${platform} sites`);
  }
  return {
    field: query.field,
    values: await createBusinessRuleValuesRepo(db, { siteId }).values(query),
  };
}
