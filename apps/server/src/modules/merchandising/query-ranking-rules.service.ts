import {
  areRuleConditionsValid,
  DomainError,
  isRuleEmpty,
  isScheduleValid,
  queryRankingRuleInputSchema,
  type QueryRankingRule,
  type QueryRankingRuleInput,
} from '@playboard/domain';
import type { Database } from '../../db/client.ts';
import { writeConfig, type Actor } from '../history/index.ts';
import { itemKind, notFound, parseInput } from './config-write.ts';
import { createQueryRankingRulesRepo } from './query-ranking-rules.repo.ts';

export const queryRankingRuleKind = itemKind(
  'queryRankingRule',
  createQueryRankingRulesRepo,
  queryRankingRuleInputSchema,
);

/** Spec 2 §4, §5: search or browse conditions that hold, something to rank, windows in order. */
function parseRule(input: unknown): QueryRankingRuleInput {
  const rule = parseInput(queryRankingRuleInputSchema, input);
  const elements = [
    ...rule.productsRanking,
    ...rule.attributesRanking,
    ...rule.hiddenAttributes,
    ...rule.hiddenProducts,
    ...rule.pinnedProducts,
  ];
  const problem = !areRuleConditionsValid(rule)
    ? 'criteria: the conditions do not fit the endpoint'
    : isRuleEmpty(rule)
      ? 'body: a rule ranks, hides or pins at least one element'
      : elements.find((element) => !isScheduleValid(element.schedule)) &&
        'schedule: deactivationDate must be after activationDate';
  if (problem) throw new DomainError('global-400', problem, { status: 400 });
  return rule;
}

export async function listQueryRankingRules(db: Database, siteId: string): Promise<QueryRankingRule[]> {
  return createQueryRankingRulesRepo(db, { siteId }).list();
}

export async function createQueryRankingRule(
  db: Database,
  siteId: string,
  input: unknown,
  actor: Actor | null,
): Promise<QueryRankingRule> {
  const rule = parseRule(input);
  return writeConfig(
    db,
    { siteId, kind: queryRankingRuleKind, entityId: (item: QueryRankingRule) => item.id!, actor },
    (tx) => createQueryRankingRulesRepo(tx, { siteId }).insert(rule),
  );
}

export async function updateQueryRankingRule(
  db: Database,
  siteId: string,
  id: string,
  input: unknown,
  actor: Actor | null,
): Promise<QueryRankingRule> {
  const rule = parseRule(input);
  return writeConfig(db, { siteId, kind: queryRankingRuleKind, entityId: id, actor }, async (tx) => {
    const saved = await createQueryRankingRulesRepo(tx, { siteId }).update(id, rule);
    if (!saved) throw notFound('Query ranking rule', id);
    return saved;
  });
}

export async function deleteQueryRankingRule(
  db: Database,
  siteId: string,
  id: string,
  actor: Actor | null,
): Promise<void> {
  await writeConfig(db, { siteId, kind: queryRankingRuleKind, entityId: id, actor }, async (tx) => {
    if (!(await createQueryRankingRulesRepo(tx, { siteId }).remove(id))) {
      throw notFound('Query ranking rule', id);
    }
  });
}
